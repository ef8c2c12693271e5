import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Skeleton, Tabs, vars } from '@platform/ui';
import type { DepositOrder } from '@platform/api';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed } from '../../../components/LoadFailed';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useDepositChannels } from './deposit-queries';
import { DepositForm } from './DepositForm';
import { DepositOrderView } from './DepositOrderView';
import { DepositRecords } from './DepositRecords';
import { PageColumn, PageTabPanel, PageTitle } from '../../../components/centre/page-parts';
import { memberCentrePath } from '../../../lib/paths/centre-paths';
import { DepositLimitGate } from '../../player-protection';

/**
 * The member centre's deposit page (depositv2): a deposit through one of the merchant's
 * channels, followed live until it is paid, and the deposit record. Before the first deposit the
 * player is asked for a deposit limit, and the limits are one link away.
 */
export default function DepositPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState('deposit');
  const currencySymbol = useCurrencySymbol();
  return (
    <PageColumn>
      <PageTitle>{t`Deposit`}</PageTitle>
      <Tabs value={tab} onValueChange={setTab}>
        <Tabs.List aria-label={t`Deposit`}>
          <Tabs.Tab value="deposit">{t`Deposit`}</Tabs.Tab>
          <Tabs.Tab value="records">{t`Deposit record`}</Tabs.Tab>
        </Tabs.List>
        {/* Kept mounted, so an order being paid stays on screen (and followed) while the record is open.
            Both panels start with a control (or the order's focused heading), so they are no tab stop themselves. */}
        <PageTabPanel value="deposit" isKeptMounted tabIndex={-1}>
          <Suspense fallback={<Skeleton variant="rect" height={120} />}>
            <DepositLimitGate>
              <NewDeposit currencySymbol={currencySymbol} />
            </DepositLimitGate>
          </Suspense>
          <LimitsNote>
            <Link to={memberCentrePath('responsibleGaming')}>{t`Set your deposit limits`}</Link>{' '}
            {t`to keep your deposits to what you can afford.`}
          </LimitsNote>
        </PageTabPanel>
        <PageTabPanel value="records" tabIndex={-1}>
          <DepositRecords currencySymbol={currencySymbol} />
        </PageTabPanel>
      </Tabs>
    </PageColumn>
  );
}

function NewDeposit({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useLingui();
  const channels = useDepositChannels();
  const [order, setOrder] = useState<DepositOrder | null>(null);

  if (order !== null) return <DepositOrderView order={order} currencySymbol={currencySymbol} onNewDeposit={() => setOrder(null)} />;
  if (channels.isPending) {
    return (
      <Skeleton.Group label={t`Loading the deposit channels`}>
        <Skeleton variant="rect" height={88} />
        <Skeleton variant="rect" height={120} />
      </Skeleton.Group>
    );
  }
  if (channels.isError) {
    return <LoadFailed title={t`The deposit channels could not be loaded.`} error={channels.error} onRetry={() => void channels.refetch()} />;
  }
  if (!channels.data.depositOffered) return <EmptyState>{t`This site plays on credit: it takes no deposits.`}</EmptyState>;
  if (channels.data.channels.length === 0) {
    return <EmptyState>{t`No deposit channel is open right now. Please try again later or contact customer service.`}</EmptyState>;
  }
  return <DepositForm offer={channels.data} currencySymbol={currencySymbol} onOpened={setOrder} />;
}


const LimitsNote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
