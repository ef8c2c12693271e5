import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconButton, Spinner, visuallyHidden } from '@platform/ui';
import { keyframes, styled } from 'styled-components';
import { useBalance, useCurrencySymbol } from '../../../lib/server-state';
import { useBalanceHidden } from './balance-visibility';
import { WIDE } from './breakpoints';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './account-icons';

/** What a hidden balance shows (spec section 2). */
export const MASKED_BALANCE = '***';

/** An amount in the interface language's number format, always with two decimals: 1,234.50. */
export function formatAmount(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/**
 * The member's balance after the currency symbol, with a show/hide toggle (masked as ***, the
 * choice remembered) and a refresh button. While the balance loads it shows the symbol and a
 * spinner saying "Updating balance".
 */
export function BalanceDisplay() {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const symbol = useCurrencySymbol();
  const balance = useBalance();
  const [isHidden, setHidden] = useBalanceHidden();
  const amount = balance.data;
  const formatted = useMemo(() => (amount === undefined ? null : formatAmount(amount, i18n.locale)), [amount, i18n.locale]);

  let value;
  if (isHidden) value = <span>{MASKED_BALANCE}</span>;
  else if (formatted !== null) value = <span>{formatted}</span>;
  else if (balance.isError) value = (
      <span title={t`Balance unavailable`}>
        <span aria-hidden="true">--</span>
        <Hidden>{t`Balance unavailable`}</Hidden>
      </span>
    );
  else value = <Spinner size="sm" tone="current" label={t`Updating balance`} />;

  return (
    <Root role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{t`Balance`}</Label>
      <Amount>
        <span>{symbol}</span> {value}
      </Amount>
      <IconButton label={t`Hide balance`} size="sm" aria-pressed={isHidden} onClick={() => setHidden(!isHidden)}>
        {isHidden ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
      <RefreshButton
        label={t`Refresh balance`}
        size="sm"
        aria-busy={balance.isFetching || undefined}
        data-spinning={balance.isFetching || undefined}
        onClick={() => void balance.refetch()}
      >
        <RefreshIcon />
      </RefreshButton>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

/** Only for screen readers on phones; written before the amount on wide screens. */
const Label = styled.span`
  ${visuallyHidden}

  @media ${WIDE} {
    position: static;
    width: auto;
    height: auto;
    margin: 0 ${({ theme }) => theme.space.xs} 0 0;
    overflow: visible;
    clip: auto;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Amount = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  /* Digits keep their width, so a new balance does not move the buttons beside it. */
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const RefreshButton = styled(IconButton)`
  &[data-spinning] svg {
    animation: ${spin} 0.9s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-spinning] svg {
      animation: none;
    }
  }
`;
