import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, dialogs, formatMoney, unstyledList, vars } from '@platform/ui';
import type { MerchantWallet } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useRecallAll, walletsToRecall, type RecallReport } from './wallet-queries';

export interface RecallAllProps {
  main: MerchantWallet;
  /** Every wallet of the member; the game wallets that hold money are recalled. */
  wallets: readonly MerchantWallet[];
}

/** "Recall all to main wallet": after a confirmation, every game wallet's balance goes to the main wallet. */
export function RecallAll({ main, wallets }: RecallAllProps) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const recall = useRecallAll();
  const money = (amount: number) => formatMoney(amount, i18n.locale, symbol);
  const toRecall = walletsToRecall(wallets);
  // In cents, so the sum of the balances is exact.
  const total = money(toRecall.reduce((cents, wallet) => cents + Math.round(wallet.balance * 100), 0) / 100);

  const start = async () => {
    const isConfirmed = await dialogs.confirm({
      title: t`Recall all to the main wallet?`,
      text: t`All the money in your game wallets (${total}) goes to the main wallet.`,
      confirmLabel: t`Recall all`,
    });
    if (isConfirmed) recall.mutate({ main, wallets });
  };

  return (
    <Root>
      <div>
        <Button variant="primary" isLoading={recall.isPending} isDisabled={toRecall.length === 0 && !recall.isPending} onClick={() => void start()}>
          {t`Recall all to main wallet`}
        </Button>
      </div>
      {recall.isSuccess && <RecallOutcome report={recall.data} money={money} />}
      {recall.isError && <Alert tone="danger">{errorMessage(recall.error)}</Alert>}
    </Root>
  );
}

function RecallOutcome({ report, money }: { report: RecallReport; money: (amount: number) => string }) {
  const { t } = useLingui();
  const recalledCents = report.recalled.reduce((cents, { amount }) => cents + Math.round(amount * 100), 0);
  const recalled = money(recalledCents / 100);
  if (report.failed.length === 0) {
    return <Alert tone="success">{t`${recalled} moved to the main wallet.`}</Alert>;
  }
  return (
    <Alert tone="danger" title={t`Some wallets could not be recalled.`}>
      {report.recalled.length > 0 && <>{t`${recalled} moved to the main wallet.`} </>}
      {t`Try again to recall the rest.`}
      <Failures>
        {report.failed.map(({ wallet, error }) => {
          const name = wallet.displayName;
          const reason = errorMessage(error);
          return <li key={wallet.walletCode}>{t`${name}: ${reason}`}</li>;
        })}
      </Failures>
    </Alert>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${vars.space.sm};
`;

const Failures = styled.ul`
  ${unstyledList}
  margin-top: ${vars.space.xs};
`;
