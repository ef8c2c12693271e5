export {
  RegisterForm,
  type RegisterFlags,
  type RegisterFormProps,
  type RegisterMethod,
  type RegisterValues,
} from './RegisterForm';
