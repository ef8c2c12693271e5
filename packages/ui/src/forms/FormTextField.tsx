import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { ruleHint } from '../validation/messages';
import type { ServerFieldRule } from '../validation/server-rule';
import { useBoundField } from './use-bound-field';

export interface FormTextFieldProps<Values extends FieldValues>
  extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'errorMessage'> {
  control: Control<Values, unknown, Values>;
  name: FieldPath<Values>;
  /** The server's rule for the field: its hint becomes the field's description. */
  rule?: ServerFieldRule | undefined;
}

/** A TextField bound to a react-hook-form field: its value, its error, and its rule's hint. */
export function FormTextField<Values extends FieldValues>({ control, name, rule, description, onBlur, ...rest }: FormTextFieldProps<Values>) {
  const { i18n } = useLingui();
  const bound = useBoundField(control, name, onBlur);
  return <TextField {...rest} {...bound} description={description ?? (rule ? ruleHint(rule, i18n) : undefined)} />;
}
