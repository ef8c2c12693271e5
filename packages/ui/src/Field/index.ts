export {
  Field,
  useField,
  type FieldProps,
  type FieldState,
  type UseFieldParams,
  type FieldLabelProps,
  type FieldDescriptionProps,
  type FieldErrorMessageProps,
  type FieldControlProps,
  type FieldRequiredMarkerProps,
} from './Field';
