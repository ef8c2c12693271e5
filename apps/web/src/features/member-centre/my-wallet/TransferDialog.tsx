import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, AmountField, Button, formatMoney, Modal, vars } from '@platform/ui';
import type { MerchantWallet, WalletTransferResult } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useWalletTransfer, type TransferOrder } from './wallet-queries';

/** A transfer to set up: between the main wallet and a game wallet, one way or the other. */
export interface TransferPlan {
  from: MerchantWallet;
  to: MerchantWallet;
}

export interface TransferDialogProps {
  /** The transfer being set up; the dialog shows nothing while null. */
  plan: TransferPlan | null;
  isOpen: boolean;
  onClose: () => void;
  /** Called once the gateway has moved the money. */
  onTransferred: (order: TransferOrder, result: WalletTransferResult) => void;
  /** Called once the dialog has faded out. */
  onClosed?: () => void;
}

/**
 * Moves an amount between two wallets: at most the source wallet's balance ("All" fills it in).
 * The gateway's refusals show inside the dialog, which keeps the amount to try again. Request
 * ids live as long as one opening of the dialog: a retry in it reuses the id, a new opening is a
 * new transfer.
 */
export function TransferDialog({ plan, isOpen, onClose, onTransferred, onClosed }: TransferDialogProps) {
  const { t } = useLingui();
  const from = plan?.from.displayName ?? '';
  const to = plan?.to.displayName ?? '';
  return (
    <Modal isOpen={isOpen && plan !== null} onOpenChange={(open) => !open && onClose()} onClosed={onClosed} title={t`Transfer from ${from} to ${to}`} width={440} minHeight={0}>
      {plan && <TransferForm key={`${plan.from.walletCode}>${plan.to.walletCode}`} plan={plan} onCancel={onClose} onTransferred={onTransferred} />}
    </Modal>
  );
}

function TransferForm({ plan, onCancel, onTransferred }: { plan: TransferPlan; onCancel: () => void; onTransferred: TransferDialogProps['onTransferred'] }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const transfer = useWalletTransfer();
  const [text, setText] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [isBroken, setBroken] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);

  const available = formatMoney(plan.from.balance, i18n.locale, symbol);
  const fromName = plan.from.displayName;
  const missing = isSubmitted && amount === null ? t`Please enter an amount.` : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (transfer.isPending || amount === null || amount <= 0 || isBroken) return;
    const order = { ...plan, amount };
    transfer.mutate(order, { onSuccess: (result) => onTransferred(order, result) });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Available>{t`In ${fromName}: ${available}`}</Available>
      <AmountField
        label={t`Amount`}
        currencySymbol={symbol}
        min={0.01}
        available={plan.from.balance}
        value={text}
        onChange={(next, nextAmount, { failedRule }) => {
          setText(next);
          setAmount(nextAmount);
          setBroken(failedRule !== null);
        }}
        isValidationShown={isSubmitted}
        errorMessage={missing}
        isRequired
      />
      {transfer.isError && <Alert tone="danger">{errorMessage(transfer.error)}</Alert>}
      <Buttons>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isLoading={transfer.isPending}>
          {t`Transfer`}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

const Available = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
