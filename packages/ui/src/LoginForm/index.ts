export {
  LoginForm,
  isCaptchaRequiredError,
  type CaptchaRequiredError,
  type LoginFormLayout,
  type LoginFormProps,
  type LoginMode,
  type LoginValues,
  type RememberedLogin,
} from './LoginForm';
