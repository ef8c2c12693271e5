import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Skeleton, StatusBadge, vars, withdrawalStatus } from '@platform/ui';
import type { Withdrawal } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { PaymentPasswordLocked, PaymentPasswordNeeded } from './PaymentPasswordNeeded';
import { usePaymentPasswordStatus } from '../../../lib/server-state/use-payment-password';
import { useWithdrawalForm } from './queries';
import { RequestWithdrawalForm } from './RequestWithdrawalForm';
import { useMoney } from './use-money';
import { WithdrawalLimits } from './WithdrawalLimits';


export interface WithdrawTabProps {
  /** Shows the Bank cards tab (no card yet). */
  onAddCard: () => void;
  /** Shows the Withdrawal record tab. */
  onShowRecord: () => void;
}

/**
 * The withdrawal itself. It needs a payment password and a bank card first; then the limits
 * are shown before the form, and a request reports the amount frozen and the new record.
 */
export function WithdrawTab({ onAddCard, onShowRecord }: WithdrawTabProps) {
  const { t } = useLingui();
  const status = usePaymentPasswordStatus();
  const form = useWithdrawalForm();
  const [requested, setRequested] = useState<Withdrawal | null>(null);

  if (status.isPending || form.isPending) {
    return (
      <Skeleton.Group label={t`Loading the withdrawal form`}>
        <Skeleton variant="rect" height={120} />
        <Skeleton variant="text" lines={4} />
      </Skeleton.Group>
    );
  }
  if (status.isError || form.isError) {
    return (
      <LoadFailed
        title={t`The withdrawal form could not be loaded.`}
        error={status.error ?? form.error}
        onRetry={() => {
          void status.refetch();
          void form.refetch();
        }}
      />
    );
  }

  const data = form.data;
  const success = requested && <RequestedAlert withdrawal={requested} onDismiss={() => setRequested(null)} onShowRecord={onShowRecord} />;
  if (!status.data.isSet) return <PaymentPasswordNeeded action="withdraw" />;
  if (data.cards.length === 0) {
    return (
      <Alert tone="warning" title={t`Add a bank card first`}>
        <CardPrompt>
          {t`Withdrawals are paid to a bank card in your real name.`}
          <Button size="sm" variant="secondary" onClick={onAddCard}>
            {t`Add a bank card`}
          </Button>
        </CardPrompt>
      </Alert>
    );
  }

  const isDailyLimitReached = data.dailyCount.used >= data.dailyCount.allowed;
  const pending = data.pendingWithdrawalNo;
  return (
    <Stack>
      {success}
      <WithdrawalLimits form={data} />
      {status.data.lockedUntil !== null && <PaymentPasswordLocked lockedUntil={status.data.lockedUntil} />}
      {pending !== null && !requested && (
        <Alert tone="info">{t`Withdrawal ${pending} is still being processed. You can request another once it is paid or rejected.`}</Alert>
      )}
      {isDailyLimitReached && <Alert tone="info">{t`You have made all the withdrawals allowed today. Please try again tomorrow.`}</Alert>}
      <RequestWithdrawalForm form={data} isBlocked={pending !== null || isDailyLimitReached} onRequested={setRequested} />
    </Stack>
  );
}

function RequestedAlert({ withdrawal, onDismiss, onShowRecord }: { withdrawal: Withdrawal; onDismiss: () => void; onShowRecord: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const amount = money(withdrawal.amount);
  const number = withdrawal.withdrawalNo;
  const card = `${withdrawal.bankName} ${withdrawal.accountNumber}`;
  return (
    <Alert tone="success" isDismissible onDismiss={onDismiss} title={t`Withdrawal ${number} requested`}>
      <CardPrompt>
        <span>
          {t`${amount} to ${card} is frozen until it is paid.`} <StatusBadge status={withdrawalStatus[withdrawal.status]} />
        </span>
        <Button size="sm" variant="secondary" onClick={onShowRecord}>
          {t`See the withdrawal record`}
        </Button>
      </CardPrompt>
    </Alert>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

const CardPrompt = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;
