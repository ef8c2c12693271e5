import { useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../IconButton/IconButton';
import { mergeRefs } from '../Field/merge-refs';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix' | 'autoComplete'> {
  /**
   * `current-password` (the default) on sign-in, `new-password` on registration and password
   * changes, so that password managers fill or suggest the right one.
   */
  autoComplete?: 'current-password' | 'new-password';
}

type Selection = [start: number | null, end: number | null, direction: 'forward' | 'backward' | 'none' | null];

/**
 * A TextField for passwords with a toggle that shows the text. The toggle is a toggle button
 * ("Show password", `aria-pressed`); pressing it with a pointer leaves the focus and the caret
 * in the input.
 */
export function PasswordField({
  autoComplete = 'current-password',
  isDisabled = false,
  id,
  ref,
  ...rest
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [isVisible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-password`;
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const savedSelection = useRef<Selection | null>(null);

  // Changing the input's type can reset its selection: put the caret back where it was.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = savedSelection.current;
    savedSelection.current = null;
    if (input && selection && document.activeElement === input) {
      const [start, end, direction] = selection;
      input.setSelectionRange(start, end, direction ?? undefined);
    }
  }, [isVisible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input) savedSelection.current = [input.selectionStart, input.selectionEnd, input.selectionDirection];
    setVisible((visible) => !visible);
  };

  // A pointer press on the toggle would take the focus from the input (and close a phone's
  // keyboard): keep it there. From the keyboard the toggle has the focus and keeps it.
  const keepInputFocus = (event: MouseEvent<HTMLButtonElement>) => {
    if (document.activeElement === inputRef.current) event.preventDefault();
  };

  return (
    <TextField
      {...rest}
      id={inputId}
      ref={mergedRef}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      isDisabled={isDisabled}
      data-visible={isVisible || undefined}
      suffix={
        <IconButton
          label={t`Show password`}
          aria-pressed={isVisible}
          aria-controls={inputId}
          size="sm"
          variant="ghost"
          isDisabled={isDisabled}
          onMouseDown={keepInputFocus}
          onClick={toggle}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
PasswordField.displayName = 'PasswordField';

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false" data-icon="eye">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false" data-icon="eye-off">
      <path d="M10.6 5.1A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.5M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7c1.9 0 3.6-.6 5-1.4" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m3 3 18 18" />
    </svg>
  );
}
