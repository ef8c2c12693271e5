import { useLayoutEffect, useMemo, useRef, type CSSProperties, type InputHTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { Field, hasContent, useField, type LabelledFieldProps } from '../Field/Field';
import { mergeRefs } from '../Field/merge-refs';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';
import { focusRing } from '../utils/focus-ring';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';

export interface CheckboxProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'checked' | 'defaultChecked' | 'onChange' | 'disabled' | 'required' | 'children' | 'prefix'
  >,
    LabelledFieldProps {
  /** Shows a dash and reports "mixed": some of a group are checked. It stays while true. */
  isIndeterminate?: boolean;
  /** Whether it is checked, when the parent controls it. */
  checked?: boolean;
  /** Whether it starts checked, when the box keeps its own state. */
  defaultChecked?: boolean;
  /** Called with the new state on every toggle (pointer, or Space from the keyboard). */
  onChange?: (checked: boolean) => void;
  /** Goes to the root element; the other HTML attributes go to the input. */
  className?: string;
  /** Goes to the root element. */
  style?: CSSProperties;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox, styled, with its label, help and error: "Remember me", a terms consent. */
export function Checkbox({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  isIndeterminate = false,
  checked: checkedProp,
  defaultChecked = false,
  onChange,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: CheckboxProps) {
  const [checked, setChecked] = useControllableState({
    prop: checkedProp,
    defaultProp: defaultChecked,
    onChange,
    name: 'Checkbox',
  });
  const field = useField({
    id,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    isDisabled,
    'aria-describedby': describedBy,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);

  // `indeterminate` is a property, not an attribute; a press clears it, so set it on every render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  });

  return (
    <Root
      {...field.rootProps}
      className={className}
      style={style}
      data-state={isIndeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
    >
      <Row>
        <Box>
          <Input
            {...rest}
            {...field.controlProps}
            ref={mergedRef}
            type="checkbox"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            disabled={isDisabled}
          />
          <Mark viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-mark="check">
            <path d="M3.5 8.5 6.5 11.5 12.5 4.5" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
          </Mark>
          <Mark viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-mark="dash">
            <path d="M4 8h8" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
          </Mark>
        </Box>
        <Field.Label {...field.labelProps} isRequired={isRequired}>
          {label}
        </Field.Label>
      </Row>
      {hasContent(description) && (
        <Indented>
          <Field.Description {...field.descriptionProps}>{description}</Field.Description>
        </Indented>
      )}
      {hasContent(errorMessage) && (
        <Indented>
          <Field.ErrorMessage {...field.errorMessageProps}>{errorMessage}</Field.ErrorMessage>
        </Indented>
      )}
    </Root>
  );
}
Checkbox.displayName = 'Checkbox';

const BOX = '20px';

const Root = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  font-family: ${vars.font.family};
  color: ${vars.color.text};
`;

const Row = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};

  & > label {
    align-self: auto;
    padding-block: 1px;
    font-weight: ${vars.font.weight.regular};
    cursor: pointer;
  }
  [data-disabled] > & > label {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Indented = /* @__PURE__ */ styled.div`
  padding-inline-start: calc(${BOX} + ${vars.space.sm});
`;

const Box = /* @__PURE__ */ styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${BOX};
  height: ${BOX};
`;

const Mark = /* @__PURE__ */ styled.svg`
  position: absolute;
  inset: 0;
  display: none;
  width: 100%;
  height: 100%;
  padding: 2px;
  color: ${vars.color.onPrimary};
  pointer-events: none;
`;

const Input = /* @__PURE__ */ styled.input`
  appearance: none;
  width: ${BOX};
  height: ${BOX};
  margin: 0;
  border: 2px solid ${vars.color.border};
  border-radius: min(${vars.radius.sm}, 6px);
  background: ${vars.color.surface};
  cursor: pointer;
  transition:
    background-color ${vars.motion.fast} ease-out,
    border-color ${vars.motion.fast} ease-out;

  &:hover:not(:disabled) {
    border-color: ${vars.color.text};
  }
  &:checked,
  &:indeterminate {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }
  &:checked:not(:indeterminate) ~ [data-mark='check'],
  &:indeterminate ~ [data-mark='dash'] {
    display: block;
  }
  &[aria-invalid='true']:not(:checked, :indeterminate) {
    border-color: ${vars.color.danger};
  }
  ${focusRing()}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:disabled ~ svg {
    opacity: 0.55;
  }

  ${noTransitionForReducedMotion}
  @media (forced-colors: active) {
    appearance: auto;
    & ~ svg {
      display: none !important;
    }
  }
`;
