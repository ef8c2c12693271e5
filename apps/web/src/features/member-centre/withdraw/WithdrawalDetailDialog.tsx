import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Modal, StatusBadge, useCountdown, vars, withdrawalStatus } from '@platform/ui';
import type { Withdrawal } from '@platform/api';
import { ConfirmReceiptForm } from './ConfirmReceiptForm';
import { isAwaitingConfirmation } from './labels';
import { ProofImages } from './ProofImages';
import { useMoney } from './use-money';

import { WithdrawalTimeline } from './WithdrawalTimeline';

export interface WithdrawalDetailDialogProps {
  /** The withdrawal shown; the dialog is closed while null. */
  withdrawal: Withdrawal | null;
  isOpen: boolean;
  onClose: () => void;
  onClosed?: () => void;
  /** The player answered about the payout: the withdrawal as it is now. */
  onConfirmed: (withdrawal: Withdrawal) => void;
  /** The time to confirm ran out: the record is asked again (the gateway counts it as received). */
  onDeadlinePassed: () => void;
}

/** One withdrawal: its figures, its history, the proof images sent, and the confirmation while it is awaited. */
export function WithdrawalDetailDialog({ withdrawal, isOpen, onClose, onClosed, onConfirmed, onDeadlinePassed }: WithdrawalDetailDialogProps) {
  const { t } = useLingui();
  const number = withdrawal?.withdrawalNo ?? '';
  return (
    <Modal isOpen={isOpen && withdrawal !== null} onOpenChange={(open) => !open && onClose()} onClosed={onClosed} title={t`Withdrawal ${number}`} width={520} minHeight={0}>
      {withdrawal && <Detail withdrawal={withdrawal} onConfirmed={onConfirmed} onDeadlinePassed={onDeadlinePassed} />}
    </Modal>
  );
}

function Detail({ withdrawal, onConfirmed, onDeadlinePassed }: { withdrawal: Withdrawal; onConfirmed: (withdrawal: Withdrawal) => void; onDeadlinePassed: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const isAwaiting = isAwaitingConfirmation(withdrawal);
  return (
    <Body>
      <Figures>
        <div>
          <dt>{t`Status`}</dt>
          <dd>
            <StatusBadge status={withdrawalStatus[withdrawal.status]} />
          </dd>
        </div>
        <div>
          <dt>{t`Amount requested`}</dt>
          <dd>{money(withdrawal.amount)}</dd>
        </div>
        <div>
          <dt>{t`Paid`}</dt>
          <dd>{money(withdrawal.paidAmount)}</dd>
        </div>
        {withdrawal.returnedAmount > 0 && (
          <div>
            <dt>{t`Returned to your main wallet`}</dt>
            <dd>{money(withdrawal.returnedAmount)}</dd>
          </div>
        )}
        <div>
          <dt>{t`Bank card`}</dt>
          <dd>
            {withdrawal.bankName} {withdrawal.accountNumber} · {withdrawal.payeeName}
          </dd>
        </div>
        {withdrawal.amountReceived !== null && (
          <div>
            <dt>{t`Amount received`}</dt>
            <dd>{money(withdrawal.amountReceived)}</dd>
          </div>
        )}
        {withdrawal.remainder !== null && (
          <div>
            <dt>{t`Remainder not received`}</dt>
            <dd>{money(withdrawal.remainder)}</dd>
          </div>
        )}
        {withdrawal.remark !== null && (
          <div>
            <dt>{t`Remark`}</dt>
            <dd>{withdrawal.remark}</dd>
          </div>
        )}
      </Figures>
      <WithdrawalTimeline withdrawal={withdrawal} />
      <ProofImages images={withdrawal.proofImages} />
      {isAwaiting && withdrawal.confirmDeadline !== null && (
        <ConfirmDeadline deadline={withdrawal.confirmDeadline} onPassed={onDeadlinePassed} />
      )}
      {isAwaiting && <ConfirmReceiptForm withdrawal={withdrawal} onConfirmed={onConfirmed} />}
    </Body>
  );
}

/** The time left to confirm, counted down; once it runs out the payout counts as received (no refund). */
function ConfirmDeadline({ deadline, onPassed }: { deadline: number; onPassed: () => void }) {
  const { t } = useLingui();
  const countdown = useCountdown();
  const { start, isRunning, secondsLeft } = countdown;
  const wasRunning = useRef(false);
  useEffect(() => start(deadline), [start, deadline]);
  // When the count reaches zero the record is asked again: the gateway has counted it as received.
  useEffect(() => {
    if (isRunning) wasRunning.current = true;
    else if (wasRunning.current) onPassed();
  }, [isRunning, onPassed]);
  if (!isRunning) return null;
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  const left = `${minutes}:${seconds}`;
  // Not a live region: a reader would hear every second.
  return (
    <Deadline>
      <strong>{t`Please confirm within ${left}.`}</strong>{' '}
      {t`Unconfirmed by then, the payout counts as received, and a payout counted as received is not refunded.`}
    </Deadline>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

const Deadline = styled.p`
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.warning};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.warningSoft};
  color: ${vars.color.text};

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${vars.space.md};
  margin: 0;

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
