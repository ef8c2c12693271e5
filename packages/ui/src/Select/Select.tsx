import type { CSSProperties, Ref, SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Field, useField, type LabelledFieldProps } from '../Field/Field';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';

export interface SelectOption {
  /** What the form gets. Unique within the options; `''` is the placeholder's. */
  value: string;
  /** What the player reads. */
  label: string;
  /** Shown but cannot be chosen. */
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'defaultValue' | 'onChange' | 'disabled' | 'required' | 'multiple' | 'children' | 'prefix'
  >,
    LabelledFieldProps {
  /** The choices, in order. */
  options: SelectOption[];
  /** A first option with the value `''`, shown until something is chosen ("Choose a bank"). */
  placeholder?: string;
  /** The chosen value, when the parent controls it. */
  value?: string;
  /**
   * The starting value, when the select keeps its own: by default `''` (the placeholder) or,
   * without a placeholder, the first option that can be chosen.
   */
  defaultValue?: string;
  /** Called with the value of the option chosen. */
  onChange?: (value: string) => void;
  /** Goes to the field's root element; the other HTML attributes go to the select. */
  className?: string;
  /** Goes to the field's root element. */
  style?: CSSProperties;
  /** The select element. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A styled native select: the phone's own picker and full screen-reader support, with label,
 * help, error and required marker.
 */
export function Select({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  options,
  placeholder,
  value: valueProp,
  defaultValue,
  onChange,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: SelectProps) {
  const hasPlaceholder = placeholder !== undefined;
  // A native select always shows an option: start from the one it would show.
  const initial = defaultValue ?? (hasPlaceholder ? '' : (options.find((option) => !option.isDisabled)?.value ?? ''));
  const [value, setValue] = useControllableState({ prop: valueProp, defaultProp: initial, onChange, name: 'Select' });
  const field = useField({ id, description, errorMessage, isInvalid, isRequired, isDisabled, 'aria-describedby': describedBy });
  const isPlaceholderShown = hasPlaceholder && value === '';

  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={errorMessage}
      className={className}
      style={style}
      data-field="select"
    >
      <Field.Control {...field.rootProps}>
        <NativeSelect
          {...rest}
          {...field.controlProps}
          ref={ref}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={isDisabled}
          data-placeholder-shown={isPlaceholderShown || undefined}
        >
          {hasPlaceholder && (
            <option value="" disabled={isRequired}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </Chevron>
      </Field.Control>
    </Field>
  );
}
Select.displayName = 'Select';

const NativeSelect = /* @__PURE__ */ styled.select`
  appearance: none;
  flex: 1 1 auto;
  min-width: 0;
  width: 100%;
  margin: 0;
  padding: ${vars.space.sm} calc(${vars.space.md} + 24px) ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${vars.font.size.md};
  line-height: 1.5;
  text-overflow: ellipsis;
  cursor: pointer;
  outline: none;

  &[data-placeholder-shown] {
    color: ${vars.color.textMuted};
  }
  /* The open list takes the theme's colours, not the browser's light ones. */
  & option {
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
  }
  &:disabled {
    cursor: not-allowed;
  }

  @media (forced-colors: active) {
    appearance: auto;
    padding-inline-end: ${vars.space.md};
    & + svg {
      display: none;
    }
  }
`;

const Chevron = /* @__PURE__ */ styled.svg`
  position: absolute;
  inset-inline-end: ${vars.space.md};
  top: 50%;
  width: 16px;
  height: 16px;
  transform: translateY(-50%);
  color: ${vars.color.textMuted};
  pointer-events: none;
`;
