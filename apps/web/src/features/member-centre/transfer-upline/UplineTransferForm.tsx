import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, AmountField, Button, dialogs, formatMoney, PasswordField, vars } from '@platform/ui';
import type { MemberTransferResult, UplineAccount } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useUplineTransfer } from './upline-queries';

/** The payment password's rule in the contract: six digits. */
const PAYMENT_PASSWORD = /^[0-9]{6}$/;

interface FormErrors {
  amount?: string;
  password?: string;
}

/**
 * The transfer to the upline: an amount of withdrawable money and the payment password; a
 * confirmation shows the upline's masked account and the amount before anything is sent.
 * A refusal keeps what was typed.
 */
export function UplineTransferForm({ upline }: { upline: UplineAccount }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const transfer = useUplineTransfer();
  const [text, setText] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [isAmountBroken, setAmountBroken] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [done, setDone] = useState<MemberTransferResult | null>(null);

  const money = (value: number) => formatMoney(value, i18n.locale, symbol);
  const withdrawable = money(upline.withdrawableBalance);
  const account = upline.account;

  const validate = (): FormErrors => {
    const found: FormErrors = {};
    if (amount === null) found.amount = t`Please enter an amount.`;
    if (!PAYMENT_PASSWORD.test(password)) found.password = password === '' ? t`Please enter your payment password.` : t`The payment password is 6 digits.`;
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (transfer.isPending || isConfirming) return;
    setSubmitted(true);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || isAmountBroken || amount === null) return;
    const shown = money(amount);
    setConfirming(true);
    const isConfirmed = await dialogs.confirm({
      title: t`Confirm the transfer`,
      text: t`Transfer ${shown} to your upline ${account}?`,
      confirmLabel: t`Transfer`,
    });
    setConfirming(false);
    if (!isConfirmed) return;
    setDone(null);
    transfer.mutate(
      { amount, paymentPassword: password },
      {
        onSuccess: (result) => {
          setDone(result);
          setText('');
          setAmount(null);
          setPassword('');
          setSubmitted(false);
        },
      },
    );
  };

  let doneMessage = '';
  if (done) {
    const moved = money(done.amount);
    const to = done.toAccount;
    const reference = done.transferId;
    doneMessage = t`${moved} transferred to your upline ${to}. Reference ${reference}.`;
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Transfer to your upline`}>
      <Facts>
        <dt>{t`Your upline`}</dt>
        <dd>{account}</dd>
        <dt>{t`Withdrawable`}</dt>
        <dd>{withdrawable}</dd>
      </Facts>
      <AmountField
        label={t`Amount`}
        currencySymbol={symbol}
        min={0.01}
        available={upline.withdrawableBalance}
        value={text}
        onChange={(next, nextAmount, { failedRule }) => {
          setText(next);
          setAmount(nextAmount);
          setAmountBroken(failedRule !== null);
        }}
        isValidationShown={isSubmitted}
        errorMessage={errors.amount !== undefined && amount === null ? errors.amount : undefined}
        description={t`Only withdrawable money can be transferred: up to ${withdrawable}.`}
        isRequired
      />
      <PasswordField
        label={t`Payment password`}
        autoComplete="current-password"
        inputMode="numeric"
        maxLength={6}
        value={password}
        onChange={setPassword}
        isRequired
        errorMessage={errors.password !== undefined && !PAYMENT_PASSWORD.test(password) ? errors.password : undefined}
      />
      {transfer.isError && <Alert tone="danger">{errorMessage(transfer.error)}</Alert>}
      {done && <Alert tone="success">{doneMessage}</Alert>}
      <div>
        <Button type="submit" isLoading={transfer.isPending}>
          {t`Transfer to upline`}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  max-width: 32rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
