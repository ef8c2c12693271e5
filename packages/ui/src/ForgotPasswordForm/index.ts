export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordMethod,
  type ForgotPasswordValues,
} from './ForgotPasswordForm';
