import { useEffect, useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, StatusBadge, depositStatus, formatMoney, vars } from '@platform/ui';
import type { DepositOrder } from '@platform/api';
import { useBalance } from '../../../lib/server-state/use-balance';
import { useDepositOrder } from './deposit-queries';
import { PaymentInstructions } from './PaymentInstructions';
import { formatRemaining, useRemainingMs } from '../../../lib/use-countdown';
import { FigureList } from '../../../components/FigureList';

export interface DepositOrderViewProps {
  /** The order as the gateway answered when it was opened. */
  order: DepositOrder;
  currencySymbol: string;
  /** Back to the form, for another deposit. */
  onNewDeposit: () => void;
}

/**
 * An open deposit order: how to pay it, the time left, and its status kept live while it waits
 * (asked again every few seconds); once settled, the outcome, with the new balance when paid.
 */
export function DepositOrderView({ order: opened, currencySymbol, onNewDeposit }: DepositOrderViewProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { data: order, refetch } = useDepositOrder(opened);
  const isWaiting = order.status === 'PENDING';
  const remainingMs = useRemainingMs(order.expireTime, isWaiting);
  // The clock ran out before the gateway said so: shown as expired, and asked again.
  const hasRunOut = isWaiting && remainingMs === 0;
  const status = hasRunOut ? 'EXPIRED' : order.status;

  useEffect(() => {
    if (hasRunOut) void refetch();
  }, [hasRunOut, refetch]);

  // The form the player submitted is gone: the order's heading takes the focus.
  useEffect(() => titleRef.current?.focus(), []);

  const money = (value: number) => formatMoney(value, i18n.locale, currencySymbol);
  const orderNo = order.orderNo;
  const amount = money(order.amount);
  const isReviewed = order.channelType === 'BANK_TRANSFER';

  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <Title id={titleId} ref={titleRef} tabIndex={-1}>
          {t`Deposit order ${orderNo}`}
        </Title>
        <div role="status" aria-label={t`Order status`}>
          {status === 'PENDING' ? (
            <StatusBadge status={depositStatus.PENDING}>{isReviewed ? t`Waiting for review` : t`Waiting for payment`}</StatusBadge>
          ) : (
            <StatusBadge status={depositStatus[status]} />
          )}
        </div>
      </Header>
      <FigureList>
        <div>
          <dt>{t`Channel`}</dt>
          <dd>{order.channelName}</dd>
        </div>
        <div>
          <dt>{t`Amount`}</dt>
          <dd>{amount}</dd>
        </div>
        {order.bonusAmount !== null && (
          <div>
            <dt>{t`First-deposit bonus`}</dt>
            <dd>{money(order.bonusAmount)}</dd>
          </div>
        )}
        {status === 'PENDING' && (
          <div>
            <dt>{t`Time left to pay`}</dt>
            <dd>
              <time dateTime={new Date(order.expireTime).toISOString()}>{formatRemaining(remainingMs)}</time>
            </dd>
          </div>
        )}
      </FigureList>
      {status === 'PENDING' && <PaymentInstructions order={order} currencySymbol={currencySymbol} />}
      <Outcome order={order} status={status} currencySymbol={currencySymbol} />
      <div>
        <Button variant="secondary" onClick={onNewDeposit}>
          {t`Make another deposit`}
        </Button>
      </div>
    </Section>
  );
}

function Outcome({ order, status, currencySymbol }: { order: DepositOrder; status: DepositOrder['status']; currencySymbol: string }) {
  const { t, i18n } = useLingui();
  const balance = useBalance();
  const money = (value: number) => formatMoney(value, i18n.locale, currencySymbol);
  const amount = money(order.amount);
  const remark = order.remark;

  switch (status) {
    case 'PENDING':
      return null;
    case 'PAID': {
      const bonus = order.bonusAmount === null ? null : money(order.bonusAmount);
      const newBalance = balance.data === undefined ? null : money(balance.data);
      return (
        <Alert tone="success" title={t`Deposit received`}>
          {t`${amount} has been credited to your main wallet.`}
          {bonus !== null && ` ${t`Your first-deposit bonus of ${bonus} was added as promotional credit.`}`}
          {newBalance !== null && !balance.isFetching && ` ${t`Your balance is now ${newBalance}.`}`}
        </Alert>
      );
    }
    case 'FAILED':
      return (
        <Alert tone="danger" title={t`The payment failed`}>
          {remark ?? t`Nothing was taken. You can make another deposit.`}
        </Alert>
      );
    case 'EXPIRED':
      return (
        <Alert tone="warning" title={t`This order has expired`}>
          {t`It was not paid in time and can no longer be paid. Please make another deposit.`}
        </Alert>
      );
    case 'REJECTED':
      return (
        <Alert tone="danger" title={t`The transfer was rejected`}>
          {remark ?? t`The review did not accept this transfer. Please contact customer service.`}
        </Alert>
      );
  }
}

const Section = styled.section`
  display: grid;
  gap: ${vars.space.lg};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.lg};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

