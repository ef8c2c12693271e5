import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Select, TextField, vars } from '@platform/ui';
import type { BankCard, BankCards } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { ACCOUNT_NUMBER_PATTERN, comparableName, PAYEE_NAME_MAX_LENGTH } from './payee-name';
import { useAddBankCard } from './queries';

interface FormErrors {
  bankCode?: string;
  accountNumber?: string;
  payeeName?: string;
}

/**
 * Adds a bank card: the bank (one the brand pays out to), the account number, and the payee
 * name, which must be the real name registered on the account; a member who has none yet sets it
 * with the first card.
 */
export function AddBankCardForm({ data, onAdded }: { data: BankCards; onAdded: (card: BankCard) => void }) {
  const { t } = useLingui();
  const add = useAddBankCard();
  const registered = data.payeeName;
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [payeeName, setPayeeName] = useState(registered ?? '');
  const [errors, setErrors] = useState<FormErrors>({});

  const validate = (): FormErrors => {
    const found: FormErrors = {};
    if (bankCode === '') found.bankCode = t`Choose the bank.`;
    const digits = accountNumber.trim();
    if (digits === '') found.accountNumber = t`Enter the account number.`;
    else if (!ACCOUNT_NUMBER_PATTERN.test(digits)) found.accountNumber = t`Digits only, 6 to 20 of them.`;
    const name = payeeName.trim();
    if (name === '') found.payeeName = t`Enter the payee name.`;
    else if (name.length > PAYEE_NAME_MAX_LENGTH) found.payeeName = t`At most ${PAYEE_NAME_MAX_LENGTH} characters.`;
    else if (registered !== null && comparableName(name) !== comparableName(registered)) {
      found.payeeName = t`The payee name must be ${registered}, the real name registered on your account.`;
    }
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { bankCode, accountNumber: accountNumber.trim(), payeeName: payeeName.trim() },
      {
        onSuccess: (card) => {
          setBankCode('');
          setAccountNumber('');
          onAdded(card);
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="withdraw-add-card-title">
      <Title id="withdraw-add-card-title">{t`Add a bank card`}</Title>
      <Select
        label={t`Bank`}
        placeholder={t`Choose a bank`}
        options={data.banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
        value={bankCode}
        onChange={setBankCode}
        isRequired
        errorMessage={errors.bankCode}
      />
      <TextField
        label={t`Account number`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={accountNumber}
        onChange={setAccountNumber}
        isRequired
        errorMessage={errors.accountNumber}
      />
      <TextField
        label={t`Payee name`}
        description={
          registered === null
            ? t`Your real name, exactly as your bank account shows it. Your first card sets the real name of your account: every card after it must carry the same name, and only customer service can change it.`
            : t`Must be the real name registered on your account: ${registered}.`
        }
        autoComplete="name"
        maxLength={PAYEE_NAME_MAX_LENGTH}
        value={payeeName}
        onChange={setPayeeName}
        isRequired
        errorMessage={errors.payeeName}
      />
      {add.isError && <Alert tone="danger">{errorMessage(add.error)}</Alert>}
      <div>
        <Button type="submit" isLoading={add.isPending}>
          {t`Add card`}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
`;
