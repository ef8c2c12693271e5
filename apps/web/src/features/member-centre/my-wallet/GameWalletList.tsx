import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, formatMoney, Skeleton, unstyledList, vars, type SkeletonProps } from '@platform/ui';
import type { MerchantWallet } from '@platform/api';
import { EmptyState } from '../../../components/EmptyState';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { WALLET_CARD_MIN_HEIGHT, WalletActions, WalletBalance, WalletCard, WalletName } from './wallet-card';

/** Which way a transfer goes, seen from the game wallet: in from the main wallet, or out to it. */
export type TransferDirection = 'in' | 'out';

export interface GameWalletListProps {
  /** The vendors' wallets (the main wallet apart). */
  wallets: readonly MerchantWallet[];
  /** The main wallet's balance: with none, nothing can be transferred in. */
  mainBalance: number;
  onTransfer: (wallet: MerchantWallet, direction: TransferDirection) => void;
}

/** A card per vendor's wallet: its balance, and transfers in from and out to the main wallet. */
export function GameWalletList({ wallets, mainBalance, onTransfer }: GameWalletListProps) {
  const { t } = useLingui();
  if (wallets.length === 0) return <EmptyState>{t`This site has no game wallets: all your money is in the main wallet.`}</EmptyState>;
  return (
    <Grid aria-label={t`Game wallets`}>
      {wallets.map((wallet) => (
        <li key={wallet.walletCode}>
          <GameWalletCard wallet={wallet} mainBalance={mainBalance} onTransfer={onTransfer} />
        </li>
      ))}
    </Grid>
  );
}

function GameWalletCard({ wallet, mainBalance, onTransfer }: { wallet: MerchantWallet; mainBalance: number; onTransfer: GameWalletListProps['onTransfer'] }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const nameId = useId();
  const name = wallet.displayName;
  return (
    <WalletCard aria-labelledby={nameId} data-wallet={wallet.walletCode}>
      <WalletName id={nameId}>{name}</WalletName>
      <WalletBalance>{formatMoney(wallet.balance, i18n.locale, symbol)}</WalletBalance>
      <WalletActions>
        {/* The visible words begin each button's name, which says which wallet (WCAG 2.5.3). */}
        <Button size="sm" variant="secondary" aria-label={t`Transfer in to ${name}`} isDisabled={mainBalance <= 0} onClick={() => onTransfer(wallet, 'in')}>
          {t`Transfer in`}
        </Button>
        <Button size="sm" variant="secondary" aria-label={t`Transfer out of ${name}`} isDisabled={wallet.balance <= 0} onClick={() => onTransfer(wallet, 'out')}>
          {t`Transfer out`}
        </Button>
      </WalletActions>
    </WalletCard>
  );
}

/** Placeholders of the cards' size while the wallets load. */
export function GameWalletListSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useLingui();
  const card: SkeletonProps = { variant: 'rect', height: WALLET_CARD_MIN_HEIGHT };
  return (
    <Skeleton.Group label={t`Loading your wallets`}>
      <Grid as="div">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} {...card} />
        ))}
      </Grid>
    </Skeleton.Group>
  );
}

const Grid = styled.ul`
  ${unstyledList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8rem), 1fr));
  gap: ${vars.space.sm};

  & > li {
    display: grid;
  }
`;
