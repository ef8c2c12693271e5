import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CountryCodePicker, TextField, digitCountHint, enabledRule, ruleHint } from '@platform/ui';
import { bindPhoneCode, type BindPhoneCodeRequest, type Country } from '@platform/api';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useSiteStatus } from '../../../lib/site-status-context';
import { CodeField } from './CodeField';
import { REQUIRED_RULE, hasErrors, ruleError } from './field-rules';
import { BindFormFooter, LoginPasswordField } from './bind-form-parts';
import { FormColumn } from './layout';
import { useCountryCodes, useValidationRules } from '../../../lib/server-state/use-field-rules';
import { useBindPhone } from './queries';

interface PhoneErrors {
  mobileNum?: string | undefined;
  verificationCode?: string | undefined;
  password?: string | undefined;
}

export interface PhoneBindFormProps {
  /** The bound number's dialling code (digits), for the picker's first country. */
  dialingCode: string | null;
  /** Called with the new number, masked, once the gateway bound it. */
  onBound: (masked: string) => void;
  onCancel: () => void;
}

/** The country the picker starts with: the bound number's, else the visitor's, else the first. */
function startingCountry(countries: readonly Country[], dialingCode: string | null, visitorCountry: string | null | undefined): string {
  const found =
    countries.find((country) => country.countryDialingCode === dialingCode) ??
    countries.find((country) => country.countryCode === visitorCountry) ??
    countries[0];
  return found?.countryCode ?? '';
}

/**
 * Binds or changes the phone: the new number (by the server's mobileNum rule), the SMS code sent
 * to it, and the login password, which the gateway asks so a stolen session cannot bind a phone.
 */
export function PhoneBindForm({ dialingCode, onBound, onCancel }: PhoneBindFormProps) {
  const { t, i18n } = useLingui();
  const imageHost = useSiteStatus().status.imageCDNs[0] ?? '';
  const countryList = useCountryCodes().data;
  const countries = countryList?.countries ?? [];
  const mobileRule = enabledRule(useValidationRules().data, 'mobileNum');
  const bind = useBindPhone();
  const [pickedCountry, setPickedCountry] = useState<string>();
  const [mobileNum, setMobileNum] = useState('');
  const [verificationCode, setVerificationCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<PhoneErrors>({});
  const [sendError, setSendError] = useState<string>();
  const [validMinutes, setValidMinutes] = useState<number>();

  const countryCode = pickedCountry ?? startingCountry(countries, dialingCode, countryList?.countryCode);
  const country = countries.find((candidate) => candidate.countryCode === countryCode);
  const number = (): BindPhoneCodeRequest => ({
    mobileNum: mobileNum.trim(),
    ...(country ? { countryDialingCode: country.countryDialingCode, countryCode: country.countryCode } : {}),
  });
  const checkNumber = () => ruleError({ ...(mobileRule ?? REQUIRED_RULE), required: true }, mobileNum.trim(), i18n);

  const canSend = () => {
    const mobileError = checkNumber();
    setErrors((previous) => ({ ...previous, mobileNum: mobileError }));
    setSendError(undefined);
    return mobileError === undefined;
  };

  const sendCode = async () => {
    const result = await api.call(bindPhoneCode, number());
    setValidMinutes(result.validMinutes);
    return result;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bind.isPending) return;
    const found: PhoneErrors = {
      mobileNum: checkNumber(),
      verificationCode: ruleError(REQUIRED_RULE, verificationCode.trim(), i18n),
      password: ruleError(REQUIRED_RULE, password, i18n),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    bind.mutate({ ...number(), verificationCode: verificationCode.trim(), password }, { onSuccess: (bound) => onBound(bound.masked) });
  };

  return (
    <FormColumn onSubmit={submit} noValidate aria-label={t`Bind phone`}>
      <TextField
        label={t`New mobile number`}
        description={mobileRule ? ruleHint(mobileRule, i18n) : undefined}
        placeholder={digitCountHint(mobileRule, i18n)}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobileNum}
        onChange={setMobileNum}
        isRequired
        errorMessage={errors.mobileNum}
        prefix={
          countries.length > 0 ? (
            <CountryCodePicker
              countries={[...countries]}
              value={countryCode}
              onChange={(picked) => setPickedCountry(picked.countryCode)}
              imageHost={imageHost}
            />
          ) : undefined
        }
      />
      <CodeField
        label={t`SMS verification code`}
        value={verificationCode}
        onChange={setVerificationCode}
        errorMessage={errors.verificationCode}
        onSend={sendCode}
        canSend={canSend}
        onSendError={(error) => setSendError(errorMessage(error))}
        validMinutes={validMinutes}
      />
      <LoginPasswordField value={password} onChange={setPassword} errorMessage={errors.password} />
      <BindFormFooter sendError={sendError} bindError={bind.error} isPending={bind.isPending} submitLabel={t`Bind phone`} onCancel={onCancel} />
    </FormColumn>
  );
}
