import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Skeleton } from '@platform/ui';
import { useCentreAccess } from '../../components/centre/use-centre-access';
import { useBalance } from '../../lib/server-state/use-balance';
import { useFunds } from '../../lib/server-state/use-funds';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { useMemberInfo } from '../../lib/server-state/use-member-info';
import { useSession } from '../../lib/session/session';

/**
 * The agent centre's entry point (/agent/:page) until its pages are built: it applies the agent
 * centre's access rules of spec section 6 (guests are asked to log in, accounts that are not
 * agents are refused) and shows an agent their account summary.
 */
export default function AgentEntryPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const member = useMemberInfo();
  const balance = useBalance();
  const funds = useFunds();
  const symbol = useCurrencySymbol();
  const access = useCentreAccess('agent');

  let body;
  if (access.state === 'refused') {
    body = access.answer;
  } else if (access.state === 'pending' || session === null) {
    body = <Skeleton height="6rem" />;
  } else {
    const name = member.data?.nickname || member.data?.account || session.account;
    const formatMoney = (value: number) => `${symbol} ${i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const orPending = (value: number | undefined) => (value === undefined ? '…' : formatMoney(value));
    body = (
      <Summary>
        <dt>{t`Account`}</dt>
        <dd>{name}</dd>
        <dt>{t`Balance`}</dt>
        <dd>{orPending(balance.data)}</dd>
        <dt>{t`Withdrawable`}</dt>
        <dd>{orPending(funds.data?.availableBalance)}</dd>
        <dt>{t`Promotional credit`}</dt>
        <dd>{orPending(funds.data?.promotionalBalance)}</dd>
      </Summary>
    );
  }

  return (
    <section aria-labelledby="centre-title">
      <h1 id="centre-title">{t`Agent centre`}</h1>
      {body}
      <p>
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
