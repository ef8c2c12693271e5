import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Timeline, type TimelineStepState } from '@platform/ui';
import type { Withdrawal, WithdrawalEvent } from '@platform/api';
import { STEP_LABEL } from './labels';
import { useMoney } from './use-money';

/**
 * A withdrawal's history, oldest first: each step named by its status code in the running
 * language and explained from the withdrawal's figures, then the step it waits for (the payout,
 * or the player's confirmation) while it waits.
 */
export function WithdrawalTimeline({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const amount = money(withdrawal.amount);
  const paid = money(withdrawal.paidAmount);
  const returned = money(withdrawal.returnedAmount);
  const card = `${withdrawal.bankName} ${withdrawal.accountNumber}`;
  const number = withdrawal.withdrawalNo;

  const detailOf = (event: WithdrawalEvent): ReactNode => {
    switch (event.status) {
      case 'REQUESTED':
        return t`${amount} to ${card}: the amount is frozen until it is paid.`;
      case 'PAID':
        return t`${paid} paid to your bank account.`;
      case 'PARTLY_PAID':
        return t`${paid} of ${amount} paid; ${returned} returned to your main wallet.`;
      case 'REJECTED': {
        const reason = withdrawal.rejectReason ?? '';
        return reason ? t`Reason: ${reason}. ${returned} returned to your main wallet.` : t`${returned} returned to your main wallet.`;
      }
      case 'RECEIVED': {
        const received = money(withdrawal.amountReceived ?? 0);
        const remainder = money(withdrawal.remainder ?? 0);
        return t`You received ${received}; ${remainder} is missing.`;
      }
      case 'NOT_RECEIVED': {
        const count = withdrawal.proofImages.length;
        return t`You reported that the money did not arrive, with ${plural(count, { one: '# proof image', other: '# proof images' })}.`;
      }
      case 'FULLY_RECEIVED':
        return t`You confirmed that ${paid} arrived.`;
      case 'AUTO_CONFIRMED':
        return t`Not confirmed in time: the payout counts as received and is not refunded.`;
    }
  };

  return (
    <Timeline aria-label={t`History of withdrawal ${number}`}>
      {withdrawal.history.map((event) => {
        const state: TimelineStepState = event.status === 'REJECTED' ? 'failed' : 'done';
        return (
          <Timeline.Step
            key={`${event.status}-${event.time}`}
            label={i18n._(STEP_LABEL[event.status])}
            state={state}
            time={new Date(event.time).toISOString()}
            detail={detailOf(event)}
          />
        );
      })}
      {withdrawal.status === 'REQUESTED' && <Timeline.Step label={t`Waiting for the payout`} state="current" />}
      {(withdrawal.status === 'PAID' || withdrawal.status === 'PARTLY_PAID') && (
        <Timeline.Step label={t`Waiting for your confirmation`} state="current" />
      )}
    </Timeline>
  );
}
