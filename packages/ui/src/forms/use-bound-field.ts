import type { FocusEvent, Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What a text-like field needs from react-hook-form: its value, its handlers and its error. */
export interface BoundField {
  ref: Ref<HTMLInputElement>;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: (event?: FocusEvent<HTMLInputElement>) => void;
  errorMessage: string | undefined;
}

/**
 * Binds a text field (TextField, PasswordField, CaptchaField…) to a react-hook-form field, so that
 * `reset()` and `setValue()` show in it and its error shows under it. `onBlur` also calls the
 * caller's own handler.
 */
export function useBoundField<Values extends FieldValues>(
  control: Control<Values, unknown, Values>,
  name: FieldPath<Values>,
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void,
): BoundField {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return {
    ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: (event) => {
      field.onBlur();
      if (event) onBlur?.(event);
    },
    errorMessage: fieldState.error?.message,
  };
}
