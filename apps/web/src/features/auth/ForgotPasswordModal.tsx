import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { forgotPasswordByEmail, setPasswordByPhone, smsNoLogin } from '@platform/api';
import { ForgotPasswordForm, Modal, dialogs, type ForgotPasswordValues } from '@platform/ui';
import { api } from '../../lib/api';
import type { AppModalProps } from '../../lib/app-modals';
import { requestLogin } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { formError, logInWithNewPassword, requestSmsCode } from './login';
import { useCountryCodes, useValidationRules } from '../../lib/server-state/use-field-rules';
import { PHONE_RESET_SETTING, isSettingOn, startingCountry, useImageHost, useRegisterSettings } from './queries';

/** What a reset by phone may answer: the account it reset, when the gateway names it. */
function accountOf(answer: unknown): string | undefined {
  const account = (answer as { account?: unknown } | null)?.account;
  return typeof account === 'string' && account !== '' ? account : undefined;
}

/**
 * Forgot password (spec sections 4 and 5). By email (form-urlencoded): the form shows the
 * confirmation, and "Back to login" (or the close control) hides the modal. By phone, only when
 * the register setting CHNGPASSVERIF3 is on: an SMS code and a new password, then the player is
 * logged in with it, the modal hides and the site goes home.
 */
/**
 * What the outlet passes (AppModalProps<'forgotPassword'> without params). Spelt out because
 * `Record<string, never> & {…}` makes every prop `never` (see the report on app-modals.ts).
 */
export type ForgotPasswordModalProps = Pick<AppModalProps<'register'>, 'isOpen' | 'onClose' | 'onClosed'>;

export default function ForgotPasswordModal({ isOpen, onClose, onClosed }: ForgotPasswordModalProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const settings = useRegisterSettings();
  const { data: rules } = useValidationRules();
  const { data: countryCodes } = useCountryCodes();
  const imageHost = useImageHost();
  const countries = countryCodes?.countries;

  const backToLogin = () => {
    onClose();
    if (sessionStore.get() === null) requestLogin();
  };

  const submit = async (values: ForgotPasswordValues) => {
    if (values.method === 'email') {
      try {
        await api.call(forgotPasswordByEmail, { username: values.username, email: values.email });
      } catch (error) {
        throw formError(error);
      }
      return; // The form shows the confirmation.
    }
    let answer: unknown;
    try {
      answer = await api.call(setPasswordByPhone, {
        mobileNum: values.mobileNum,
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
      });
    } catch (error) {
      throw formError(error);
    }
    const account = accountOf(answer);
    onClose();
    if (account) {
      try {
        await logInWithNewPassword(account, values.newPassword);
        navigate('/');
        return;
      } catch {
        // Fall through: the password is set, the player logs in by hand.
      }
    }
    // The gateway does not say which account the number belongs to: the player logs in with the new password.
    await dialogs.alert({
      title: t`Password reset`,
      text: t`Your password has been reset. Log in with your new password.`,
      buttonLabel: t`Confirm`,
    });
    navigate('/');
    requestLogin();
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`Forgot password`}
      width={480}
      minHeight={0}
      data-modal="forgot-password"
    >
      <ForgotPasswordForm
        onSubmit={submit}
        isPhoneResetEnabled={isSettingOn(settings, PHONE_RESET_SETTING)}
        rules={rules}
        countries={countries}
        imageHost={imageHost}
        defaultCountryCode={startingCountry(countries, countryCodes?.countryCode, settings)}
        onRequestSmsCode={(request) => requestSmsCode(smsNoLogin, request)}
        onBackToLogin={backToLogin}
        aria-label={t`Forgot password`}
      />
    </Modal>
  );
}
