import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, AmountField, Button, Select, vars, type AmountRule } from '@platform/ui';
import type { Withdrawal, WithdrawalForm } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PaymentPasswordField, usePaymentPasswordRule } from './PaymentPasswordField';
import { useRequestWithdrawal } from './queries';
import { useRequestIds } from '../../../lib/money/request-ids';

interface FormErrors {
  card?: string;
  amount?: string;
  password?: string;
}

export interface RequestWithdrawalFormProps {
  form: WithdrawalForm;
  /** Another withdrawal is pending, or the day's count is used: the form shows but does not send. */
  isBlocked: boolean;
  onRequested: (withdrawal: Withdrawal) => void;
}

/**
 * The card, the amount (within the minimum, the maximum and the withdrawable balance) and the
 * payment password. One request id per attempt, reused when the same request is sent again after
 * a failure, so that a retry cannot freeze the money twice. A refusal keeps what was typed.
 */
export function RequestWithdrawalForm({ form, isBlocked, onRequested }: RequestWithdrawalFormProps) {
  const { t } = useLingui();
  const currency = useCurrencySymbol();
  const request = useRequestWithdrawal();
  const requestIds = useRequestIds();
  const passwordRule = usePaymentPasswordRule();
  const [cardId, setCardId] = useState(form.cards.length === 1 ? String(form.cards[0]!.cardId) : '');
  const [amountText, setAmountText] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [failedRule, setFailedRule] = useState<AmountRule | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isValidationShown, setValidationShown] = useState(false);

  const validate = (): FormErrors => {
    const found: FormErrors = {};
    if (cardId === '') found.card = t`Choose the bank card to pay to.`;
    // A broken limit is said by the field itself (Minimum…, Maximum…, More than your balance…).
    if (amount === null || amount <= 0) found.amount = t`Enter the amount to withdraw.`;
    const passwordError = passwordRule(password);
    if (passwordError) found.password = passwordError;
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending || isBlocked) return;
    const found = validate();
    setErrors(found);
    setValidationShown(true);
    if (Object.keys(found).length > 0 || failedRule !== null || amount === null) return;
    const card = Number(cardId);
    // The gateway's idempotency covers the card and the amount (the password is checked first).
    const submission = `${card}|${amount}`;
    const requestId = requestIds.idFor(submission);
    request.mutate(
      { cardId: card, amount, paymentPassword: password, requestId },
      {
        onSuccess: (withdrawal) => {
          requestIds.settle(submission);
          setAmountText('');
          setAmount(null);
          setPassword('');
          setValidationShown(false);
          onRequested(withdrawal);
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t`Request a withdrawal`}>
      <Select
        label={t`Bank card`}
        placeholder={t`Choose a bank card`}
        options={form.cards.map((card) => ({ value: String(card.cardId), label: `${card.bankName} ${card.accountNumber} · ${card.payeeName}` }))}
        value={cardId}
        onChange={setCardId}
        isRequired
        errorMessage={errors.card}
      />
      <AmountField
        label={t`Amount`}
        currencySymbol={currency}
        min={form.minAmount}
        max={form.maxAmount}
        available={form.withdrawableBalance}
        value={amountText}
        onChange={(text, value, details) => {
          setAmountText(text);
          setAmount(value);
          setFailedRule(details.failedRule);
          setErrors((previous) => ({ ...previous, amount: undefined }));
        }}
        isRequired
        isValidationShown={isValidationShown}
        errorMessage={errors.amount}
      />
      <PaymentPasswordField value={password} onChange={setPassword} errorMessage={errors.password} />
      {request.isError && <Alert tone="danger">{errorMessage(request.error)}</Alert>}
      <div>
        <Button type="submit" isLoading={request.isPending} isDisabled={isBlocked}>
          {t`Withdraw`}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;
