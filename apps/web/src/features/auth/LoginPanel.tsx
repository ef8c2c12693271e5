import { useState } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { FEATURE, smsNoLogin } from '@platform/api';
import { Alert, Button, LoginForm, dialogs, type LoginValues } from '@platform/ui';
import { useFeatureFlags } from '../../lib/use-feature-flags';
import { errorMessage } from '../../lib/error-message';
import { openAppModal } from '../../lib/app-modals';
import { closeLoginPrompt, requestLogin } from '../../lib/session/login-prompt';
import { SecondFactorRequired, createCaptchaSource, logIn, logInFreePlay, readRememberedLogin, rememberLogin, requestSmsCode } from './login';
import { clearSecondFactorEnd, useSecondFactor } from './second-factor';
import { SecondFactorStep } from './SecondFactorStep';
import { useCountryCodes, useValidationRules } from '../../lib/server-state/use-field-rules';
import { startingCountry, useImageHost } from './queries';

export interface LoginPanelProps {
  /**
   * `inline`: the header's one-row form on wide screens; below 48rem (phones) it collapses to a
   * "Log in" button that opens the login popup, and "Register" when direct registration is on.
   * `stacked`: the popup's and /login's form, with the free-play button under it.
   */
  layout: 'inline' | 'stacked';
  /** Names the form as a landmark (the header's "Log in"); unnamed by default. */
  'aria-label'?: string;
  /** Called after a successful login (or free-play login). */
  onSuccess?: () => void;
}

/** Opens registration from a login form: the popup (if open) gives way to it. */
function openRegister() {
  closeLoginPrompt();
  openAppModal('register', {});
}

function openForgotPassword() {
  closeLoginPrompt();
  openAppModal('forgotPassword');
}

/**
 * The login form wired to the login flow: username or SMS login (when mobile code login is on),
 * the captcha after a failure, "Remember me" (username and mobile number for 24 hours, never a
 * password), the register link (direct registration) and forgot password, and free play.
 */
export function LoginPanel({ layout, 'aria-label': ariaLabel, onSuccess }: LoginPanelProps) {
  const { t } = useLingui();
  const flags = useFeatureFlags();
  const imageHost = useImageHost();
  const { data: countryCodes } = useCountryCodes();
  const { data: rules } = useValidationRules();
  const countries = countryCodes?.countries;
  const [remembered] = useState(readRememberedLogin);
  const [captcha] = useState(createCaptchaSource);
  const isMobileLoginEnabled = flags[FEATURE.mobileCodeLogin];
  const isRegisterEnabled = flags[FEATURE.directRegistration];

  const secondFactor = useSecondFactor();

  const submit = async (values: LoginValues) => {
    clearSecondFactorEnd();
    try {
      await logIn(values, { flags, captchaKey: captcha.key() });
    } catch (error) {
      if (!(error instanceof SecondFactorRequired)) throw error;
      // The header's one-row form has no room for the second step: the login popup shows it.
      if (layout === 'inline') requestLogin();
      return;
    }
    onSuccess?.();
  };

  if (layout === 'stacked' && secondFactor.pending) {
    return (
      <Stacked data-login-panel="stacked">
        <SecondFactorStep pending={secondFactor.pending} onSuccess={onSuccess} />
      </Stacked>
    );
  }
  const ended = layout === 'stacked' && secondFactor.ended && (
    <Alert tone="warning" title={secondFactor.ended === 'expired' ? t`The verification has expired` : t`The verification has ended`}>
      {t`Please log in again.`}
    </Alert>
  );

  const form = (
    <LoginForm
      layout={layout}
      aria-label={ariaLabel}
      onSubmit={submit}
      fetchCaptcha={captcha.fetchImage}
      isMobileLoginEnabled={isMobileLoginEnabled}
      defaultMode={isMobileLoginEnabled && remembered?.mobileNum && !remembered.username ? 'sms' : 'username'}
      rules={rules}
      countries={countries}
      imageHost={imageHost}
      defaultCountryCode={startingCountry(countries, countryCodes?.countryCode)}
      onRequestSmsCode={(request) => requestSmsCode(smsNoLogin, request)}
      remembered={remembered}
      onRemember={(next) => rememberLogin(next, countries)}
      isRegisterEnabled={isRegisterEnabled}
      onRegister={openRegister}
      onForgotPassword={openForgotPassword}
    />
  );
  const freePlay = flags[FEATURE.freePlay] && <FreePlayButton onSuccess={onSuccess} />;

  if (layout === 'stacked') {
    return (
      <Stacked data-login-panel="stacked">
        {ended}
        {form}
        {freePlay}
      </Stacked>
    );
  }
  return (
    <Inline data-login-panel="inline">
      <Wide>
        {form}
        {freePlay}
      </Wide>
      <Narrow>
        <Button size="sm" onClick={() => requestLogin()}>
          {t`Log in`}
        </Button>
        {isRegisterEnabled && (
          <Button size="sm" variant="secondary" onClick={openRegister}>
            {t`Register`}
          </Button>
        )}
      </Narrow>
    </Inline>
  );
}
LoginPanel.displayName = 'LoginPanel';

/** The free-play (trial) login, when the brand offers it. */
function FreePlayButton({ onSuccess }: { onSuccess: (() => void) | undefined }) {
  const { t } = useLingui();
  const [isBusy, setBusy] = useState(false);
  const play = async () => {
    setBusy(true);
    try {
      await logInFreePlay();
      closeLoginPrompt();
      onSuccess?.();
    } catch (error) {
      void dialogs.alert({ title: t`Free play`, text: error instanceof Error && error.message ? error.message : errorMessage(error), buttonLabel: t`Confirm` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FreePlay>
      <Button variant="ghost" size="sm" isLoading={isBusy} onClick={() => void play()}>
        {t`Play for free`}
      </Button>
    </FreePlay>
  );
}

/** Phones get buttons; from 48rem the form itself. */
const WIDE = '(min-width: 48rem)';

const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Inline = styled.div`
  min-width: 0;
`;

const Wide = styled.div`
  display: none;
  @media ${WIDE} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Narrow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media ${WIDE} {
    display: none;
  }
`;

const FreePlay = styled.div`
  display: flex;
  justify-content: center;
  [data-login-panel='inline'] & {
    justify-content: flex-start;
  }
`;
