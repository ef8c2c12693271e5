import { Alert } from '../Alert/Alert';

export interface FormErrorProps {
  /** The server's message for the last failed action; nothing renders without one. */
  message: string | undefined;
}

/** The server's answer to a failed submit (or SMS request), above the form's buttons. */
export function FormError({ message }: FormErrorProps) {
  if (!message) return null;
  return (
    <Alert tone="danger" data-form-error="">
      {message}
    </Alert>
  );
}
FormError.displayName = 'FormError';
