export {
  Field,
  useField,
  type FieldProps,
  type FieldState,
  type LabelledFieldProps,
  type UseFieldParams,
  type FieldLabelProps,
  type FieldDescriptionProps,
  type FieldErrorMessageProps,
  type FieldControlProps,
  type FieldRequiredMarkerProps,
} from './Field';
