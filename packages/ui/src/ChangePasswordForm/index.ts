export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordReason,
  type ChangePasswordValues,
} from './ChangePasswordForm';
