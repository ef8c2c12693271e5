import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField';
import { ruleHint } from '../validation/messages';
import type { ServerFieldRule } from '../validation/server-rule';
import { useBoundField } from './use-bound-field';

export interface FormPasswordFieldProps<Values extends FieldValues>
  extends Omit<PasswordFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'errorMessage'> {
  control: Control<Values, unknown, Values>;
  name: FieldPath<Values>;
  /** The server's rule for the field: its hint becomes the field's description. */
  rule?: ServerFieldRule | undefined;
}

/** A PasswordField bound to a react-hook-form field. Paste is allowed, as in any password field. */
export function FormPasswordField<Values extends FieldValues>({ control, name, rule, description, onBlur, ...rest }: FormPasswordFieldProps<Values>) {
  const { i18n } = useLingui();
  const bound = useBoundField(control, name, onBlur);
  return <PasswordField {...rest} {...bound} description={description ?? (rule ? ruleHint(rule, i18n) : undefined)} />;
}
