import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Alert, Button, Skeleton } from '@platform/ui';
import { brand } from '@brand';
import { useBalance } from '../../lib/server-state/use-balance';
import { useFunds, usePromotionalCredits } from '../../lib/server-state/use-funds';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { useMemberInfo } from '../../lib/server-state/use-member-info';
import { requestLogin } from '../../lib/session/login-prompt';
import { useSession } from '../../lib/session/session';
import { isAgent, isTrial } from '../../lib/session/session-store';
import { PromotionalCreditList } from './PromotionalCreditList';

export interface CentreEntryPageProps {
  centre: 'member' | 'agent';
}

/**
 * The entry point of the member centre (/member/:page) and the agent centre (/agent/:page),
 * whose pages later issues build. It applies the centres' access rules of spec section 6 now,
 * so every link to a centre (header, activity gift, side bar) lands on the right answer:
 * guests are asked to log in, trial accounts are refused the member centre, non-agents the
 * agent centre; others see their account summary.
 */
export default function CentreEntryPage({ centre }: CentreEntryPageProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const member = useMemberInfo();
  const balance = useBalance();
  const funds = useFunds();
  const promotionalCredits = usePromotionalCredits();
  const symbol = useCurrencySymbol();
  const title = centre === 'member' ? t`Member centre` : t`Agent centre`;

  useEffect(() => {
    if (session === null) requestLogin('action');
  }, [session]);

  let body;
  if (session === null) {
    body = (
      <Alert tone="info" title={t`Please log in first.`}>
        <Button onClick={() => requestLogin('action')}>{t`Log in`}</Button>
      </Alert>
    );
  } else if (member.isPending) {
    body = <Skeleton height="6rem" />;
  } else if (centre === 'member' && (isTrial(session) || !brand.allowMemberCentre)) {
    body = <Alert tone="warning" title={t`Non-member accounts cannot log in.`}>{t`Please register or log in to a real account.`}</Alert>;
  } else if (centre === 'agent' && (!isAgent(session) || !brand.allowAgentCentre)) {
    body = <Alert tone="warning" title={t`Non-agents cannot log in.`}>{t`The agent centre is for agent accounts.`}</Alert>;
  } else {
    const name = member.data?.nickname || member.data?.account || session.account;
    const formatMoney = (value: number) => `${symbol} ${i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const orPending = (value: number | undefined) => (value === undefined ? '…' : formatMoney(value));
    body = (
      <>
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
        <PromotionalCreditList credits={promotionalCredits.data ?? []} formatMoney={formatMoney} />
      </>
    );
  }

  return (
    <section aria-labelledby="centre-title">
      <h1 id="centre-title">{title}</h1>
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
