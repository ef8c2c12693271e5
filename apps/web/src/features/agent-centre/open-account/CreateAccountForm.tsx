import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordField, Select, TextField, entriesDifferMessage, requiredMessage, ruleHint } from '@platform/ui';
import { GATEWAY_ERROR_CODE, isApiError, type DownlineAccountType, type TeamMember } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { accountTypeOptions } from './account-types';
import { Fields, Form } from './layout';
import { ruleError, type OpenAccountRules } from './field-rules';
import { useCreateDownlineAccount } from './queries';

type FieldName = 'account' | 'password' | 'confirmPassword' | 'realName';
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY: Values = { account: '', password: '', confirmPassword: '', realName: '' };

export interface CreateAccountFormProps {
  rules: OpenAccountRules;
  /** The account types the agent may open, the member first. */
  accountTypes: readonly number[];
  /** Called with the new account once the gateway opened it; the parent then shows it and starts a new form. */
  onCreated: (member: TeamMember) => void;
}

/**
 * Opens a direct downline: account, password twice, account type and (when the merchant's rule
 * asks) the real name, checked by registration's rules with registration's hints and messages
 * when a field is left and on submit. A refusal keeps everything typed: a taken account shows
 * under the account, anything else above the button.
 */
export function CreateAccountForm({ rules, accountTypes, onCreated }: CreateAccountFormProps) {
  const { t, i18n } = useLingui();
  const create = useCreateDownlineAccount();
  const [values, setValues] = useState<Values>(EMPTY);
  const [type, setType] = useState(String(accountTypes[0] ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  const check = (field: FieldName, all: Values = values): string | undefined => {
    switch (field) {
      case 'account':
        return ruleError(rules.account, all.account.trim(), i18n);
      case 'password':
        return ruleError(rules.password, all.password, i18n);
      case 'confirmPassword':
        if (all.confirmPassword === '') return requiredMessage(i18n);
        return all.confirmPassword === all.password ? undefined : entriesDifferMessage(i18n);
      case 'realName':
        return rules.realName ? ruleError(rules.realName, all.realName.trim(), i18n) : undefined;
    }
  };

  // A field is checked when it is left; once in error it is checked again as it is corrected.
  const change = (field: FieldName) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((shown) => {
      const rechecked = { ...shown };
      if (shown[field]) rechecked[field] = check(field, next);
      if (field === 'password' && shown.confirmPassword) rechecked.confirmPassword = check('confirmPassword', next);
      return rechecked;
    });
  };
  const leave = (field: FieldName) => () => {
    if (values[field] !== '' || errors[field]) setErrors((shown) => ({ ...shown, [field]: check(field) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const fields: FieldName[] = rules.realName ? ['account', 'password', 'confirmPassword', 'realName'] : ['account', 'password', 'confirmPassword'];
    const found: FieldErrors = Object.fromEntries(fields.map((field) => [field, check(field)]));
    setErrors(found);
    setRefusal(undefined);
    if (Object.values(found).some(Boolean)) return;
    const realName = values.realName.trim();
    create.mutate(
      {
        account: values.account.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        type: Number(type) as DownlineAccountType,
        ...(rules.realName && realName !== '' ? { realName } : {}),
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (isApiError(error) && error.code === GATEWAY_ERROR_CODE.accountExists) setErrors((shown) => ({ ...shown, account: errorMessage(error) }));
          else setRefusal(errorMessage(error));
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t`Open an account`}>
      <Fields>
        <TextField
          label={t`Account`}
          description={ruleHint(rules.account, i18n)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={values.account}
          onChange={change('account')}
          onBlur={leave('account')}
          isRequired
          errorMessage={errors.account}
        />
        <Select
          label={t`Account type`}
          description={t`A member plays; an agent can open accounts of its own.`}
          options={accountTypeOptions(accountTypes, i18n)}
          value={type}
          onChange={setType}
          isRequired
        />
        <PasswordField
          label={t`Password`}
          description={ruleHint(rules.password, i18n)}
          autoComplete="new-password"
          maxLength={128}
          value={values.password}
          onChange={change('password')}
          onBlur={leave('password')}
          isRequired
          errorMessage={errors.password}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          maxLength={128}
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          onBlur={leave('confirmPassword')}
          isRequired
          errorMessage={errors.confirmPassword}
        />
        {rules.realName && (
          <TextField
            label={t`Real name`}
            description={ruleHint(rules.realName, i18n)}
            autoComplete="off"
            maxLength={100}
            value={values.realName}
            onChange={change('realName')}
            onBlur={leave('realName')}
            isRequired={rules.realName.required}
            errorMessage={errors.realName}
          />
        )}
      </Fields>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <div>
        <Button type="submit" isLoading={create.isPending}>
          {t`Open account`}
        </Button>
      </div>
    </Form>
  );
}
