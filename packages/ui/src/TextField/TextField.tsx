import { useMemo, useRef, type CSSProperties, type InputHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { Field, hasContent, useField, type LabelledFieldProps } from '../Field/Field';
import { mergeRefs } from '../Field/merge-refs';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';

export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number';

export interface TextFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'disabled' | 'readOnly' | 'required' | 'prefix' | 'size' | 'type' | 'children'
  >,
    LabelledFieldProps {
  isReadOnly?: boolean;
  /** Before the input, inside its box: a dialling-code picker before a mobile number, an icon. */
  prefix?: ReactNode;
  /** After the input, inside its box: a unit, a button (PasswordField puts its toggle here). */
  suffix?: ReactNode;
  /** The value, when the parent controls it. */
  value?: string;
  /** The starting value, when the field keeps its own. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** The kind of text; it also picks the phone keyboard (with `inputMode`). */
  type?: TextFieldType;
  /** Goes to the field's root element; the other HTML attributes go to the input. */
  className?: string;
  /** Goes to the field's root element. */
  style?: CSSProperties;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled one-line text input with help, error, required marker and prefix/suffix slots. */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  prefix,
  suffix,
  value: valueProp,
  defaultValue = '',
  onChange,
  type = 'text',
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: TextFieldProps) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange,
    name: 'TextField',
  });
  const field = useField({
    id,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    isDisabled,
    isReadOnly,
    'aria-describedby': describedBy,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const hasPrefix = hasContent(prefix);
  const hasSuffix = hasContent(suffix);

  // A press on the box's padding or on a text prefix puts the caret in the input, as a press on
  // the input itself would; presses on controls in the slots are theirs.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (isDisabled || target === inputRef.current) return;
    if (target.closest('button, a, input, select, textarea, [tabindex], [role="button"]')) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={errorMessage}
      className={className}
      style={style}
      data-field="text"
    >
      <Field.Control {...field.rootProps} onMouseDown={focusInput}>
        {hasPrefix && <Slot data-slot="prefix">{prefix}</Slot>}
        <Input
          {...rest}
          {...field.controlProps}
          ref={mergedRef}
          type={type}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={isDisabled}
          readOnly={isReadOnly}
          data-has-prefix={hasPrefix || undefined}
          data-has-suffix={hasSuffix || undefined}
        />
        {hasSuffix && <Slot data-slot="suffix">{suffix}</Slot>}
      </Field.Control>
    </Field>
  );
}
TextField.displayName = 'TextField';

// Text in a slot (a unit, a fixed code) gets breathing room; controls bring their own.
const Slot = /* @__PURE__ */ styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space.xs};
  color: ${vars.color.textMuted};

  &[data-slot='prefix'] {
    padding-inline-start: ${vars.space.xs};
  }
  &[data-slot='suffix'] {
    padding-inline-end: ${vars.space.xs};
  }
  &[data-slot='prefix']:not(:has(button, input, select, a)) {
    padding-inline-start: ${vars.space.md};
  }
  &[data-slot='suffix']:not(:has(button, input, select, a)) {
    padding-inline-end: ${vars.space.md};
  }
`;

// Browser autofill keeps the theme's colours rather than its own pale yellow or blue. Number
// inputs have no spinners: amounts and codes are typed, not stepped.
const Input = /* @__PURE__ */ styled.input`
  flex: 1 1 auto;
  min-width: 0;
  width: 100%;
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${vars.font.size.md};
  line-height: 1.5;
  outline: none;

  &[data-has-prefix] {
    padding-inline-start: ${vars.space.sm};
  }
  &[data-has-suffix] {
    padding-inline-end: ${vars.space.xs};
  }
  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:-webkit-autofill {
    -webkit-text-fill-color: ${vars.color.text};
    box-shadow: 0 0 0 100px ${vars.color.surfaceSunken} inset;
    caret-color: ${vars.color.text};
  }
  &[type='number'] {
    appearance: textfield;
  }
  &[type='number']::-webkit-inner-spin-button,
  &[type='number']::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
`;
