import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Modal, vars } from '@platform/ui';
import type { BankCard } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { PaymentPasswordField, usePaymentPasswordRule } from './PaymentPasswordField';
import { PaymentPasswordLocked, PaymentPasswordNeeded } from './PaymentPasswordNeeded';
import { usePaymentPasswordStatus } from '../../../lib/server-state/use-payment-password';
import { useRemoveBankCard } from './queries';

export interface RemoveCardDialogProps {
  /** The card to remove; the dialog is closed while null. */
  card: BankCard | null;
  isOpen: boolean;
  onClose: () => void;
  onClosed?: () => void;
  onRemoved: (card: BankCard) => void;
}

/** Confirms the removal of a bank card with the payment password; a refusal shows inside, which stays open. */
export function RemoveCardDialog({ card, isOpen, onClose, onClosed, onRemoved }: RemoveCardDialogProps) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen && card !== null} onOpenChange={(open) => !open && onClose()} onClosed={onClosed} title={t`Remove bank card`} width={440} minHeight={0}>
      {card && <RemoveForm key={card.cardId} card={card} onCancel={onClose} onRemoved={onRemoved} />}
    </Modal>
  );
}

function RemoveForm({ card, onCancel, onRemoved }: { card: BankCard; onCancel: () => void; onRemoved: (card: BankCard) => void }) {
  const { t } = useLingui();
  const status = usePaymentPasswordStatus();
  const remove = useRemoveBankCard();
  const passwordRule = usePaymentPasswordRule();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const isSet = status.data?.isSet ?? true;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    const failed = passwordRule(password);
    setPasswordError(failed);
    if (failed) return;
    remove.mutate({ cardId: card.cardId, paymentPassword: password }, { onSuccess: () => onRemoved(card) });
  };

  const cardName = `${card.bankName} ${card.accountNumber}`;
  const payee = card.payeeName;
  return (
    <Form onSubmit={submit} noValidate>
      <p>{t`Remove ${cardName} (${payee})? Withdrawals can no longer be paid to it.`}</p>
      {!isSet && <PaymentPasswordNeeded action="removeCard" />}
      {status.data?.lockedUntil != null && <PaymentPasswordLocked lockedUntil={status.data.lockedUntil} />}
      {isSet && <PaymentPasswordField value={password} onChange={setPassword} errorMessage={passwordError} />}
      {remove.isError && <Alert tone="danger">{errorMessage(remove.error)}</Alert>}
      <Buttons>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" variant="danger" isLoading={remove.isPending} isDisabled={!isSet}>
          {t`Remove card`}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};

  p {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
