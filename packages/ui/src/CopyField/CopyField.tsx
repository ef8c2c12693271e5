import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button';
import { mergeRefs } from '../Field/merge-refs';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { visuallyHidden } from '../utils/visually-hidden';
import { copyText } from './copy-text';

/** How long the button says "Copied" after a copy. */
export const COPIED_CONFIRMATION_MS = 2000;

export interface CopyFieldProps
  extends Omit<
    TextFieldProps,
    'value' | 'defaultValue' | 'onChange' | 'onCopy' | 'isReadOnly' | 'isRequired' | 'isInvalid' | 'errorMessage' | 'suffix' | 'type'
  > {
  /** The text to copy and show: a referral link, a referral code. */
  value: string;
  /** The button's text. Defaults to "Copy"; screen readers hear it with the field's label. */
  copyLabel?: string;
  /** The button's text for a moment after a copy. Defaults to "Copied". */
  copiedLabel?: string;
  /** What screen readers hear after a copy. Defaults to "Copied". */
  copiedAnnouncement?: string;
  /** Shown when copying did not work. Defaults to asking the player to copy the selected text by hand. */
  failureMessage?: ReactNode;
  /** Called with the value after it was copied. */
  onCopy?: (value: string) => void;
  /** Called when copying did not work (no clipboard access). */
  onCopyError?: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyAttempt {
  state: CopyState;
  value: string;
  count: number;
}

/**
 * A read-only field with a Copy button, for a referral link or code. Copies through the
 * Clipboard API, or the selection where that is missing or refused; confirms on the button and
 * to screen readers, and asks the player to copy by hand when both fail.
 */
export function CopyField({
  value,
  label,
  copyLabel,
  copiedLabel,
  copiedAnnouncement,
  failureMessage,
  onCopy,
  onCopyError,
  isDisabled = false,
  ref,
  ...rest
}: CopyFieldProps) {
  const { t } = useLingui();
  const labelId = useId();
  const buttonTextId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  // The outcome of the last copy, for the value it copied: a new value has not been copied yet.
  // `count` tells copies apart, so that a second "Copied" replaces the first and is heard again.
  const [attempt, setAttempt] = useState<CopyAttempt>({ state: 'idle', value, count: 0 });
  const state: CopyState = attempt.value === value ? attempt.state : 'idle';

  useEffect(() => {
    if (attempt.state !== 'copied') return;
    const timer = setTimeout(() => setAttempt((last) => ({ ...last, state: 'idle' })), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [attempt]);

  const copy = async () => {
    const copied = await copyText(value, inputRef.current);
    setAttempt((last) => ({ state: copied ? 'copied' : 'failed', value, count: last.count + 1 }));
    if (copied) onCopy?.(value);
    else onCopyError?.();
  };

  const isCopied = state === 'copied';
  return (
    <TextField
      {...rest}
      ref={mergedRef}
      label={<span id={labelId}>{label}</span>}
      value={value}
      isReadOnly
      isDisabled={isDisabled}
      isInvalid={false}
      errorMessage={
        state === 'failed'
          ? (failureMessage ?? t({ message: 'Could not copy. The text is selected: copy it by hand.', comment: 'Shown when the browser refuses to copy a referral link or code.' }))
          : undefined
      }
      suffix={
        <>
          <CopyButton
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            aria-labelledby={`${buttonTextId} ${labelId}`}
            data-copied={isCopied || undefined}
            startIcon={isCopied ? <CheckIcon /> : <CopyIcon />}
            onClick={copy}
          >
            <span id={buttonTextId}>
              {isCopied ? (copiedLabel || t({ message: 'Copied', comment: 'Copy button, after the text was copied.' })) : (copyLabel || t({ message: 'Copy', comment: 'Button that copies a referral link or code.' }))}
            </span>
          </CopyButton>
          <Announcer role="status">
            {isCopied && <span key={attempt.count}>{copiedAnnouncement || t({ message: 'Copied to the clipboard', comment: 'Heard by screen readers after a copy.' })}</span>}
          </Announcer>
        </>
      }
    />
  );
}
CopyField.displayName = 'CopyField';

function CopyIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="m3 8.5 3.2 3L13 4.5" />
    </svg>
  );
}

const CopyButton = /* @__PURE__ */ styled(Button)`
  align-self: stretch;
  min-height: 36px;
  margin: 3px 0;
`;

const Announcer = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;
