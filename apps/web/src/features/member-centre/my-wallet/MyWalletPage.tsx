import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, formatMoney, Skeleton, vars } from '@platform/ui';
import type { MerchantWallet } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { usePromotionalCredits } from '../../../lib/server-state/use-funds';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useMerchantWallets } from '../../../lib/server-state/use-wallets';
import { FundsSummary } from './FundsSummary';
import { PromotionalCreditList } from './PromotionalCreditList';
import { GameWalletList, GameWalletListSkeleton, type TransferDirection } from './GameWalletList';
import { RecallAll } from './RecallAll';
import type { TransferPlan } from './TransferDialog';
import { WALLET_CARD_MIN_HEIGHT, WalletBalance, WalletCard, WalletName } from './wallet-card';
import { MAIN_WALLET, useRefreshMoney, type TransferOrder } from './wallet-queries';
import { PageColumn, PageHeader, PageTitle, SectionTitle } from '../../../components/centre/page-parts';
import { lazyModule } from '../../../lib/lazy/lazy-module';
import { useAfterFirstPaint } from '../../../lib/lazy/use-after-first-paint';

// The transfer dialog (and the Modal and amount field it stands on) is not part of the page's
// first frame: its code comes once the page is painted, before a player can ask for a transfer.
const TransferDialog = lazyModule(() => import('./TransferDialog').then((module) => ({ default: module.TransferDialog })));

/**
 * My wallet (transferFund): the consolidated funds, the main wallet with "recall all", and each
 * vendor's wallet with transfers in and out. Every transfer asks the balances again.
 */
export default function MyWalletPage() {
  const { t } = useLingui();
  const refresh = useRefreshMoney();
  const [isRefreshing, setRefreshing] = useState(false);

  const refreshAll = async () => {
    setRefreshing(true);
    try {
      await refresh();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <PageColumn>
      <PageHeader>
        <PageTitle>{t`My wallet`}</PageTitle>
        <Button variant="secondary" size="sm" isLoading={isRefreshing} onClick={() => void refreshAll()}>
          {t`Refresh`}
        </Button>
      </PageHeader>
      <FundsSummary />
      <Wallets />
    </PageColumn>
  );
}

function Wallets() {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const wallets = useMerchantWallets();
  const [plan, setPlan] = useState<TransferPlan | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [done, setDone] = useState<TransferOrder | null>(null);
  const isAfterFirstPaint = useAfterFirstPaint();
  useEffect(() => {
    if (isAfterFirstPaint) void TransferDialog.preload();
  }, [isAfterFirstPaint]);

  if (wallets.isError) {
    return <LoadFailed title={t`Your wallets could not be loaded.`} error={wallets.error} onRetry={() => void wallets.refetch()} />;
  }
  if (wallets.isPending) {
    return (
      <>
        <Skeleton variant="rect" height={WALLET_CARD_MIN_HEIGHT} />
        <SectionTitle>{t`Game wallets`}</SectionTitle>
        <GameWalletListSkeleton />
      </>
    );
  }

  const all = wallets.data;
  const main: MerchantWallet = all.find((wallet) => wallet.walletCode === MAIN_WALLET) ?? { walletCode: MAIN_WALLET, displayName: t`Main wallet`, balance: 0 };
  const games = all.filter((wallet) => wallet.walletCode !== MAIN_WALLET);

  const openTransfer = (wallet: MerchantWallet, direction: TransferDirection) => {
    setDone(null);
    setPlan(direction === 'in' ? { from: main, to: wallet } : { from: wallet, to: main });
    setDialogOpen(true);
  };

  let doneMessage = '';
  if (done) {
    const amount = formatMoney(done.amount, i18n.locale, symbol);
    const from = done.from.displayName;
    const to = done.to.displayName;
    doneMessage = t`${amount} moved from ${from} to ${to}.`;
  }

  return (
    <>
      <MainWalletCard wallet={main}>
        <RecallAll main={main} wallets={all} />
      </MainWalletCard>
      {done && (
        <Alert tone="success" isDismissible onDismiss={() => setDone(null)}>
          {doneMessage}
        </Alert>
      )}
      <SectionTitle>{t`Game wallets`}</SectionTitle>
      <GameWalletList wallets={games} mainBalance={main.balance} onTransfer={openTransfer} />
      {/* Last, not beside the funds: arriving on its own, it moves nothing already on screen. */}
      <LockedPromotionalCredit />
      {plan && (
        <Suspense fallback={null}>
          <TransferDialog
            plan={plan}
            isOpen={isDialogOpen}
            onClose={() => setDialogOpen(false)}
            onClosed={() => setPlan(null)}
            onTransferred={(order) => {
              setDone(order);
              setDialogOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The grants of promotional credit still locked, with their turnover progress: why part of the funds is not withdrawable. */
function LockedPromotionalCredit() {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const credits = usePromotionalCredits();
  return <PromotionalCreditList credits={credits.data ?? []} formatMoney={(amount) => formatMoney(amount, i18n.locale, symbol)} />;
}

function MainWalletCard({ wallet, children }: { wallet: MerchantWallet; children: ReactNode }) {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const nameId = useId();
  return (
    <WalletCard aria-labelledby={nameId} data-wallet={wallet.walletCode}>
      <WalletName as="h3" id={nameId}>
        {wallet.displayName}
      </WalletName>
      <MainBalance>{formatMoney(wallet.balance, i18n.locale, symbol)}</MainBalance>
      {children}
    </WalletCard>
  );
}

const MainBalance = styled(WalletBalance)`
  font-size: ${vars.font.size.xl};
`;
