import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  FEATURE,
  affiliate,
  isApiError,
  register,
  registerMobile,
  registerMobileSms,
  registerSms,
  type LoginResult,
  type RegisterRequest,
  type ValidationRules,
} from '@platform/api';
import { Modal, RegisterForm, Spinner, dialogs, type RegisterMethod, type RegisterValues } from '@platform/ui';
import { api } from '../../lib/api';
import type { FeatureFlags } from '../../brand/feature-flags';
import { useFeatureFlags } from '../../lib/use-feature-flags';
import { queryKeys } from '../../lib/server-state/query-keys';
import type { AppModalProps } from '../../lib/app-modals';
import { requestLogin } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { affiliateCodeFromSearch, referralCodeFromSearch } from './affiliate-code';
import { createCaptchaSource, formError, requestSmsCode } from './login';
import { useCountryCodes, useValidationRules } from '../../lib/server-state/use-field-rules';
import { startingCountry, useImageHost, useRegisterSettings } from './queries';

/** The warning for a rejected invitation code (spec section 8), with its confirm button. */
export function warnInvalidAffiliateCode(): Promise<void> {
  return dialogs.alert({
    title: i18n._(msg`Warning`),
    text: i18n._(msg`Invalid invitation code.`),
    buttonLabel: i18n._(msg`Confirm`),
  });
}

/**
 * The server's rules, with the affiliate code required when the brand registers only by
 * invitation (direct registration off): the gateway refuses a registration without one then.
 */
function withAffiliateRule(rules: ValidationRules, flags: FeatureFlags): ValidationRules {
  if (flags[FEATURE.directRegistration]) return rules;
  const rule = rules.affiliateCode ?? { acceptedPattern: '*', minLength: 0, maxLength: 0 };
  return { ...rules, affiliateCode: { ...rule, enabled: true, required: true } };
}

/**
 * Registration (spec sections 2, 4 and 5): the username and mobile tabs as the flags allow, the
 * server's rules and register settings, a captcha renewed on every tab switch, SMS codes, and the
 * affiliate code of the URL (checked with the gateway; a rejected one brings the warning and the
 * field). Registering logs in: the session is stored, the modal closes and the site goes home.
 */
export default function RegisterModal({ affiliateCode: codeParam, isOpen, onClose, onClosed }: AppModalProps<'register'>) {
  const { t } = useLingui();
  const flags = useFeatureFlags();
  const { data: rules } = useValidationRules();
  const [searchParams] = useSearchParams();
  const urlCode = (codeParam ?? '').trim() || affiliateCodeFromSearch(searchParams);

  const check = useQuery({
    queryKey: ['auth', 'affiliate', urlCode],
    queryFn: () => api.call(affiliate, { code: urlCode, domain: window.location.hostname }),
    enabled: urlCode !== '',
    retry: false,
    staleTime: Infinity,
  });
  const isCodeRejected = check.data?.valid === false;

  // A rejected code from the URL is announced once, when the check answers.
  const warned = useRef('');
  useEffect(() => {
    if (isCodeRejected && warned.current !== urlCode) {
      warned.current = urlCode;
      void warnInvalidAffiliateCode();
    }
  }, [isCodeRejected, urlCode]);

  const isChecking = urlCode !== '' && check.isPending;
  const isReady = rules !== undefined && !isChecking;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`Register`}
      width={720}
      minHeight={0}
      data-modal="register"
    >
      {isReady ? (
        <RegisterBody
          rules={withAffiliateRule(rules, flags)}
          flags={flags}
          affiliateCodeFromUrl={check.data?.valid ? check.data.affiliateCode || urlCode : urlCode || undefined}
          isCodeRejected={isCodeRejected}
          onClose={onClose}
        />
      ) : (
        <Loading>
          <Spinner label={t`Loading`} />
        </Loading>
      )}
    </Modal>
  );
}

interface RegisterBodyProps {
  rules: ValidationRules;
  flags: FeatureFlags;
  affiliateCodeFromUrl: string | undefined;
  isCodeRejected: boolean;
  onClose: () => void;
}

function RegisterBody({ rules, flags, affiliateCodeFromUrl, isCodeRejected, onClose }: RegisterBodyProps) {
  const [searchParams] = useSearchParams();
  // A member's invitation link: the gateway records the inviter (and refuses a wrong code).
  const referralCode = referralCodeFromSearch(searchParams) || referralCodeFromSearch(window.location.search);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useRegisterSettings();
  const { data: countryCodes } = useCountryCodes();
  const imageHost = useImageHost();
  const countries = countryCodes?.countries;
  const [captcha] = useState(createCaptchaSource);
  const isUsernameOn = flags[FEATURE.usernameRegistration];
  const [method, setMethod] = useState<RegisterMethod>(isUsernameOn ? 'username' : 'mobile');
  // The gateway refused the code at submit: the field shows so that the player can fix it.
  const [isRejectedAtSubmit, setRejectedAtSubmit] = useState(false);

  const registerFlags = useMemo(
    () => ({
      isUsernameRegisterEnabled: isUsernameOn,
      isMobileRegisterEnabled: flags[FEATURE.mobileRegistration],
      isSmsVerificationEnabled: flags[FEATURE.registrationSmsVerification],
      isMobilePasswordEnabled: flags[FEATURE.mobilePasswordOnRegistration],
      // The field itself shows only when the server's affiliateCode rule is enabled (or a URL code was refused).
      isAffiliateEnabled: true,
    }),
    [flags, isUsernameOn],
  );

  const submit = async ({ registerMethod, captcha: answer, ...values }: RegisterValues) => {
    const request: RegisterRequest = {
      ...values,
      ...(answer === undefined ? {} : { captcha: answer, captchaKey: captcha.key() }),
      login: true,
      registerMethod: 'WEB',
      domain: window.location.hostname,
      registerUrl: window.location.href,
      ...(referralCode === '' ? {} : { referralCode }),
    };
    let result: LoginResult;
    try {
      result =
        registerMethod === 'mobile'
          ? await api.call(registerMobile, { ...request, mobileNum: values.mobileNum ?? '', countryDialingCode: values.countryDialingCode ?? '' })
          : await api.call(register, request);
    } catch (error) {
      if (isApiError(error) && error.messageKey === 'error.affiliateInvalid') {
        setRejectedAtSubmit(true);
        void warnInvalidAffiliateCode();
      }
      throw formError(error);
    }
    const account = values.username || `${values.countryDialingCode ?? ''}${values.mobileNum ?? ''}`;
    sessionStore.signIn({ token: result.token, account, type: null });
    void queryClient.invalidateQueries({ queryKey: queryKeys.member(result.token) });
    onClose();
    navigate('/');
  };

  return (
    <RegisterForm
      rules={rules}
      flags={registerFlags}
      affiliateCodeFromUrl={affiliateCodeFromUrl}
      isAffiliateCodeRejected={isCodeRejected || isRejectedAtSubmit}
      onSubmit={submit}
      fetchCaptcha={captcha.fetchImage}
      onRequestSmsCode={(request) =>
        method === 'mobile' ? requestSmsCode(registerMobileSms, request) : requestSmsCode(registerSms, request)
      }
      countries={countries}
      imageHost={imageHost}
      defaultCountryCode={startingCountry(countries, countryCodes?.countryCode, settings)}
      method={method}
      onMethodChange={setMethod}
      onLogin={() => {
        onClose();
        requestLogin();
      }}
    />
  );
}

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;
