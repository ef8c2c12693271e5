import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CaptchaField } from '../CaptchaField/CaptchaField';
import { useBoundField } from './use-bound-field';
import type { Captcha } from './use-captcha';

export interface FormCaptchaFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, Values>;
  name: FieldPath<Values>;
  captcha: Captcha;
  /** Marks the answer required (the default); the schema decides what is checked. */
  isRequired?: boolean;
}

/** The captcha image and its answer, bound to a react-hook-form. */
export function FormCaptchaField<Values extends FieldValues>({ control, name, captcha, isRequired = true }: FormCaptchaFieldProps<Values>) {
  const bound = useBoundField(control, name);
  return (
    <CaptchaField
      {...bound}
      isRequired={isRequired}
      image={captcha.image}
      onRefresh={captcha.refresh}
    />
  );
}
