import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ObjectSchema } from 'yup';

export interface UseSchemaFormOptions<Values extends FieldValues> {
  /** The form's yup schema, rebuilt (memoised) when the rules, the mode or the language change. */
  schema: ObjectSchema<Values>;
  defaultValues: DefaultValues<Values>;
  /**
   * The async action behind the submit button. Resolving means success; a rejection's message
   * (the server's, from the app's API client) is shown above the submit button.
   */
  onSubmit: (values: Values) => Promise<unknown> | unknown;
}

export interface SchemaForm<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, Values>;
  /** For the form element's onSubmit: validates first, then runs the action with trimmed values. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The message of the last rejected action or callback, shown with `FormError`. */
  serverError: string | undefined;
  setServerError: (message: string | undefined) => void;
  /** Shows a rejected callback's message (an SMS request, a captcha refresh). */
  showError: (error: unknown) => void;
}

/**
 * react-hook-form driven by a yup schema, as every authentication form uses it: validated
 * when a field is left and on submit, values trimmed by the schema before they are submitted,
 * and errors shown again in the new language when the player switches language.
 */
export function useSchemaForm<Values extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
}: UseSchemaFormOptions<Values>): SchemaForm<Values> {
  const { i18n } = useLingui();
  const form = useForm<Values, unknown, Values>({
    resolver: yupResolver(schema) as never,
    defaultValues,
    mode: 'onTouched',
  });
  const [serverError, setServerError] = useState<string>();

  // A new schema (language, rules or mode changed) re-checks the fields already in error, so
  // their messages follow the language and rules now shown. Reading `errors` here subscribes to it.
  const { errors } = form.formState;
  const recheckErrors = useEffectEvent(() => {
    const fieldsInError = Object.keys(errors);
    if (fieldsInError.length > 0) void form.trigger(fieldsInError as never);
  });
  const isFirstSchema = useRef(true);
  useEffect(() => {
    if (isFirstSchema.current) {
      isFirstSchema.current = false;
      return;
    }
    recheckErrors();
  }, [schema]);

  const showError = (error: unknown) => setServerError(errorMessage(error) ?? i18n._(UNKNOWN_ERROR));

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      showError(error);
    }
  });

  return { form, submit, serverError, setServerError, showError };
}

const UNKNOWN_ERROR = msg({ message: 'Something went wrong. Please try again.' });

function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}
