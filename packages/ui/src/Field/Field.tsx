import { useId, type HTMLAttributes, type LabelHTMLAttributes, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';

/** True when a slot has something to show (not undefined, null, false or ''). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export interface UseFieldParams {
  /** The control's id; one is generated when omitted. */
  id?: string | undefined;
  /** Help shown under the control; only its presence matters here. */
  description?: ReactNode;
  /** The error shown under the control; its presence marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid without a message (the message may be shown elsewhere). */
  isInvalid?: boolean | undefined;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  isReadOnly?: boolean | undefined;
  /** Ids of further elements that describe the control, read after the field's own. */
  'aria-describedby'?: string | undefined;
}

/** The props every labelled form control shares (TextField, PasswordField, Select, Checkbox). */
export interface LabelledFieldProps {
  /** The visible label, joined to the control. */
  label: ReactNode;
  /** Help under the control, read after the label: the format expected, a length. */
  description?: ReactNode;
  /** What is wrong with the value. Shown under the control, announced, and marks it invalid. */
  errorMessage?: ReactNode;
  /** Marks the control invalid without a message here (the message may be shown elsewhere). */
  isInvalid?: boolean;
  /** Marks the field with `*` and `aria-required`; checking is left to the form. */
  isRequired?: boolean;
  isDisabled?: boolean;
}

export interface FieldState {
  controlId: string;
  isInvalid: boolean;
  isRequired: boolean;
  isDisabled: boolean;
  isReadOnly: boolean;
  /** For the field's root: its state as data attributes. */
  rootProps: {
    'data-invalid'?: true;
    'data-disabled'?: true;
    'data-required'?: true;
    'data-readonly'?: true;
  };
  labelProps: { id: string; htmlFor: string };
  /** For the input, select or checkbox: its id and ARIA wiring. */
  controlProps: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    'aria-required'?: true;
  };
  descriptionProps: { id: string };
  errorMessageProps: { id: string };
}

/**
 * The ids and ARIA attributes that tie a form control to its label, help text and error:
 * `aria-describedby` lists the help and the error that are shown, `aria-invalid` follows the
 * error, `aria-required` the required flag.
 */
export function useField({
  id,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  'aria-describedby': describedBy,
}: UseFieldParams): FieldState {
  const baseId = useId();
  const controlId = id ?? `${baseId}-control`;
  const descriptionId = `${baseId}-description`;
  const errorMessageId = `${baseId}-error`;
  const hasError = hasContent(errorMessage);
  const invalid = isInvalid ?? hasError;
  const describedByIds = [hasContent(description) && descriptionId, hasError && errorMessageId, describedBy]
    .filter(Boolean)
    .join(' ');
  return {
    controlId,
    isInvalid: invalid,
    isRequired,
    isDisabled,
    isReadOnly,
    rootProps: {
      'data-invalid': invalid || undefined,
      'data-disabled': isDisabled || undefined,
      'data-required': isRequired || undefined,
      'data-readonly': isReadOnly || undefined,
    },
    labelProps: { id: `${baseId}-label`, htmlFor: controlId },
    controlProps: {
      id: controlId,
      'aria-describedby': describedByIds || undefined,
      'aria-invalid': invalid || undefined,
      'aria-required': isRequired || undefined,
    },
    descriptionProps: { id: descriptionId },
    errorMessageProps: { id: errorMessageId },
  };
}

export interface FieldRequiredMarkerProps {
  className?: string;
}

/**
 * The `*` that marks a required field (spec, section 5). It is hidden from screen readers, which
 * announce the control's `aria-required` instead, so "required" is not heard twice.
 */
function FieldRequiredMarker({ className }: FieldRequiredMarkerProps) {
  return (
    <Asterisk className={className} aria-hidden="true" data-required-marker="">
      *
    </Asterisk>
  );
}
FieldRequiredMarker.displayName = 'Field.RequiredMarker';

export interface FieldLabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Adds the required marker after the text. */
  isRequired?: boolean;
  ref?: Ref<HTMLLabelElement>;
}

/** The visible label of a control, joined to it by `htmlFor`. */
function FieldLabel({ isRequired = false, children, ref, ...rest }: FieldLabelProps) {
  return (
    <Label {...rest} ref={ref}>
      {children}
      {isRequired && <FieldRequiredMarker />}
    </Label>
  );
}
FieldLabel.displayName = 'Field.Label';

export interface FieldDescriptionProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/** Help under a control: the format expected, a limit. Read after the label by `aria-describedby`. */
function FieldDescription({ ref, ...rest }: FieldDescriptionProps) {
  return <Description {...rest} ref={ref} />;
}
FieldDescription.displayName = 'Field.Description';

export interface FieldErrorMessageProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * What is wrong with the value, in words. An alert, so that it is announced when it appears,
 * and prefixed for screen readers with a translated "Error:".
 */
function FieldErrorMessage({ children, ref, ...rest }: FieldErrorMessageProps) {
  const { t } = useLingui();
  return (
    <ErrorText role="alert" {...rest} ref={ref}>
      <ErrorIcon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm-.9 3.25h1.8v5h-1.8ZM8 10.5a1.05 1.05 0 1 1 0 2.1 1.05 1.05 0 0 1 0-2.1Z"
        />
      </ErrorIcon>
      <span>
        <Hidden>{t`Error:`}</Hidden> {children}
      </span>
    </ErrorText>
  );
}
FieldErrorMessage.displayName = 'Field.ErrorMessage';

export interface FieldControlProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * The bordered box around an input or a select and its prefix and suffix. It shows the focus
 * ring of the input or select inside it, and the field's invalid, disabled and read-only states
 * (`data-invalid`, `data-disabled`, `data-readonly`).
 */
function FieldControl({ ref, ...rest }: FieldControlProps) {
  return <Control data-field-control="" {...rest} ref={ref} />;
}
FieldControl.displayName = 'Field.Control';

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** From `useField`: the ids and states that tie the parts together. */
  field: FieldState;
  /** The visible label. */
  label: ReactNode;
  /** Help under the control. */
  description?: ReactNode;
  /** The error under the control. */
  errorMessage?: ReactNode;
  /** The control: usually a `Field.Control` holding an input or select. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A stacked form field: label (with the required marker), control, help and error, wired
 * together by `useField`. TextField, PasswordField and Select are built on it; the parts
 * (`Field.Label`, `Field.Description`, `Field.ErrorMessage`, `Field.Control`) serve other layouts.
 */
function FieldRoot({ field, label, description, errorMessage, children, ref, ...rest }: FieldProps) {
  return (
    <Root {...rest} {...field.rootProps} ref={ref}>
      <FieldLabel {...field.labelProps} isRequired={field.isRequired}>
        {label}
      </FieldLabel>
      {children}
      {hasContent(description) && <FieldDescription {...field.descriptionProps}>{description}</FieldDescription>}
      {hasContent(errorMessage) && <FieldErrorMessage {...field.errorMessageProps}>{errorMessage}</FieldErrorMessage>}
    </Root>
  );
}
FieldRoot.displayName = 'Field';

export const Field = /* @__PURE__ */ Object.assign(FieldRoot, {
  Label: FieldLabel,
  Description: FieldDescription,
  ErrorMessage: FieldErrorMessage,
  Control: FieldControl,
  RequiredMarker: FieldRequiredMarker,
});

const Hidden = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Asterisk = /* @__PURE__ */ styled.span`
  margin-inline-start: ${vars.space.xxs};
  color: ${vars.color.danger};
  font-weight: ${vars.font.weight.bold};
`;

const Root = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
  font-family: ${vars.font.family};
  color: ${vars.color.text};
`;

const Label = /* @__PURE__ */ styled.label`
  align-self: flex-start;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: 1.4;
  color: ${vars.color.text};

  [data-disabled] > & {
    opacity: 0.55;
  }
`;

const Description = /* @__PURE__ */ styled.div`
  font-size: ${vars.font.size.sm};
  line-height: 1.4;
  color: ${vars.color.textMuted};
`;

const ErrorText = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.xs};
  font-size: ${vars.font.size.sm};
  line-height: 1.4;
  color: ${vars.color.danger};
`;

const ErrorIcon = /* @__PURE__ */ styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
  margin-top: 0.2em;
`;

// The ring shows when the input or select has focus, not a button in a prefix or suffix.
const Control = /* @__PURE__ */ styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  min-height: 44px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  transition:
    border-color ${vars.motion.fast} ease-out,
    box-shadow ${vars.motion.fast} ease-out;

  &:hover:not([data-disabled], [data-readonly]) {
    border-color: ${vars.color.text};
  }

  &:has(:is(input, select, textarea):focus-visible) {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
  @supports not selector(:has(*)) {
    &:focus-within {
      outline: 3px solid ${vars.color.focusRing};
      outline-offset: 1px;
    }
  }

  &[data-invalid] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  &[data-readonly] {
    background: transparent;
    border-style: dashed;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  ${noTransitionForReducedMotion}
  @media (forced-colors: active) {
    border-color: FieldText;
    &[data-invalid] {
      border-width: 2px;
    }
  }
`;
