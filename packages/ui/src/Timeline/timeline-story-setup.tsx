import { useLingui } from '@lingui/react/macro';
import { withdrawalStatus } from '../StatusBadge/status-lists';
import { Timeline, type TimelineProps } from './Timeline';

/** How the story's withdrawal ends. */
export type WithdrawalOutcome = 'received' | 'rejected' | 'partlyPaid';

/** A withdrawal's history as the member centre shows it, in the merchant's time zone. */
export function WithdrawalHistory({ outcome, ...props }: TimelineProps & { outcome: WithdrawalOutcome }) {
  const { t } = useLingui();
  const requested = (
    <Timeline.Step state="done" label={t(withdrawalStatus.REQUESTED.label)} time="2026-03-05T06:05:00Z" detail={t`RM 500.00 to Maybank ending 4821`} />
  );
  const processing = <Timeline.Step state="done" label={t`Processing`} time="2026-03-05T06:20:00Z" />;
  return (
    <Timeline aria-label={t`Withdrawal history`} timeZone="Asia/Kuala_Lumpur" {...props}>
      {requested}
      {processing}
      {outcome === 'received' && (
        <>
          <Timeline.Step state="current" label={t(withdrawalStatus.PAID.label)} time="2026-03-05T07:00:00Z" detail={t`Please confirm when the money arrives.`} />
          <Timeline.Step state="upcoming" label={t(withdrawalStatus.FULLY_RECEIVED.label)} />
        </>
      )}
      {outcome === 'rejected' && (
        <Timeline.Step
          state="failed"
          label={t(withdrawalStatus.REJECTED.label)}
          time="2026-03-05T07:10:00Z"
          detail={t`The bank account name does not match the member's name. RM 500.00 is back in the balance.`}
        />
      )}
      {outcome === 'partlyPaid' && (
        <>
          <Timeline.Step state="done" label={t(withdrawalStatus.PARTLY_PAID.label)} time="2026-03-05T07:00:00Z" detail={t`RM 300.00 of RM 500.00 paid.`} />
          <Timeline.Step
            state="current"
            label={t(withdrawalStatus.NOT_RECEIVED.label)}
            time="2026-03-05T09:30:00Z"
            detail={t`Proof sent: bank statement of 5 March. The remaining RM 200.00 is being checked.`}
          />
          <Timeline.Step state="upcoming" label={t(withdrawalStatus.FULLY_RECEIVED.label)} />
        </>
      )}
    </Timeline>
  );
}
