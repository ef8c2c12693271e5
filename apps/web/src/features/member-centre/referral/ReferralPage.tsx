import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, CopyField, DataTable, QrCode, Skeleton, StatCard, StatusBadge, vars, type DataTableColumn } from '@platform/ui';
import type { ReferralFriend, ReferralFriendStatus, ReferralInfo } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { errorMessage } from '../../../lib/error-message';
import { useRequestIds } from '../../../lib/money/request-ids';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle, SectionTitle } from '../../../components/centre/page-parts';
import { useMoney } from '../withdraw/use-money';
import { useInvitationLink } from './invitation-link';
import { useClaimReferralRewards, useReferralFriends, useReferralInfo } from './queries';

/** The one submission of this page: claiming every reward earned so far. */
const CLAIM = 'referral-rewards';

/**
 * The member centre's invite-friends page (`referral`): the player's invitation code and link
 * (copy buttons, a QR code of the link), the merchant's rules, the rewards earned and ready to
 * claim (one press, the same requestId when retried, so they are paid once), and the friends
 * invited with their status (registered, first deposit, qualified), their accounts masked.
 */
export default function ReferralPage() {
  const { t } = useLingui();
  const info = useReferralInfo();
  let body;
  if (info.isPending) {
    body = (
      <Skeleton.Group label={t`Loading your invitation`}>
        <Skeleton variant="rect" height={64} />
        <Skeleton variant="rect" height={200} />
      </Skeleton.Group>
    );
  } else if (info.isError) {
    body = <LoadFailed title={t`Your invitation could not be loaded.`} error={info.error} onRetry={() => void info.refetch()} />;
  } else {
    body = (
      <>
        <Invitation info={info.data} />
        <Rewards info={info.data} />
      </>
    );
  }
  return (
    <PageColumn>
      <PageTitle>{t`Invite friends`}</PageTitle>
      {body}
      <Friends />
    </PageColumn>
  );
}

function Invitation({ info }: { info: ReferralInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const link = useInvitationLink(info.code);
  const first = money(info.rules.firstDepositReward);
  const qualified = money(info.rules.qualifiedReward);
  const deposits = money(info.rules.qualifyingDeposits);
  const bets = money(info.rules.qualifyingValidBets);
  return (
    <Part aria-labelledby="invitation-title">
      <SectionTitle id="invitation-title">{t`Your invitation`}</SectionTitle>
      <Share>
        <Fields>
          <CopyField label={t`Invitation code`} value={info.code} />
          <CopyField label={t`Invitation link`} value={link} />
        </Fields>
        <QrCode value={link} size={160} label={t`QR code of your invitation link`} />
      </Share>
      <Rules>
        {t`A friend who registers with your link or code is yours. You earn ${first} when the friend's first deposit is paid, and ${qualified} more once the friend has deposited ${deposits} and made ${bets} in valid bets.`}
      </Rules>
    </Part>
  );
}

function Rewards({ info }: { info: ReferralInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const symbol = useCurrencySymbol();
  const claim = useClaimReferralRewards();
  const requestIds = useRequestIds();
  const [credited, setCredited] = useState<number | null>(null);
  const claimable = money(info.claimableAmount);
  const creditedText = money(credited ?? 0);

  const onClaim = () => {
    setCredited(null);
    claim.mutate(
      { requestId: requestIds.idFor(CLAIM) },
      {
        onSuccess: (result) => {
          requestIds.settle(CLAIM);
          setCredited(result.amount);
        },
      },
    );
  };

  return (
    <Part aria-labelledby="rewards-title">
      <SectionTitle id="rewards-title">{t`Your rewards`}</SectionTitle>
      <Figures>
        <StatCard label={t`Friends invited`} value={info.friendCount} format="number" />
        <StatCard label={t`Friends qualified`} value={info.qualifiedCount} format="number" />
        <StatCard label={t`Rewards earned`} value={info.earnedAmount} format="money" currencySymbol={symbol} />
        <StatCard label={t`Ready to claim`} value={info.claimableAmount} format="money" currencySymbol={symbol} />
      </Figures>
      {credited !== null && (
        <Alert tone="success" title={t`${creditedText} added to your main wallet`}>
          {t`It can be played now and becomes withdrawable once its turnover is met.`}
        </Alert>
      )}
      {claim.isError && <Alert tone="danger">{errorMessage(claim.error)}</Alert>}
      <div>
        <Button onClick={onClaim} isLoading={claim.isPending} isDisabled={info.claimableAmount <= 0}>
          {info.claimableAmount > 0 ? t`Claim ${claimable}` : t`Nothing to claim yet`}
        </Button>
      </div>
    </Part>
  );
}

function Friends() {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(page);
  const statusLabel: Record<ReferralFriendStatus, { tone: 'neutral' | 'info' | 'success'; label: string }> = {
    REGISTERED: { tone: 'neutral', label: t({ message: 'Registered', comment: "Invited friend's status: signed up, no deposit yet." }) },
    DEPOSITED: { tone: 'info', label: t({ message: 'First deposit', comment: "Invited friend's status: made a first deposit." }) },
    QUALIFIED: { tone: 'success', label: t({ message: 'Qualified', comment: "Invited friend's status: met the referral rules." }) },
  };
  const columns: DataTableColumn<ReferralFriend>[] = [
    { key: 'account', header: t`Friend`, card: 'title' },
    { key: 'registeredAt', header: t`Registered`, kind: 'datetime' },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => <StatusBadge tone={statusLabel[row.status].tone}>{statusLabel[row.status].label}</StatusBadge>,
    },
    { key: 'firstDepositAt', header: t`First deposit`, kind: 'datetime' },
    { key: 'earnedAmount', header: t`Earned`, kind: 'money' },
    { key: 'claimableAmount', header: t`To claim`, kind: 'money' },
  ];
  const pageCount = friends.data?.totalPages ?? 0;
  return (
    <Part aria-labelledby="friends-title">
      <SectionTitle id="friends-title">{t`Friends invited`}</SectionTitle>
      <DataTable
        label={t`Friends invited`}
        columns={columns}
        rows={friends.data?.list ?? []}
        getRowKey={(row, index) => `${row.account}:${row.registeredAt}:${index}`}
        currencySymbol={symbol}
        isLoading={friends.isPending}
        isUpdating={friends.isPlaceholderData}
        error={friends.isError ? errorMessage(friends.error) : undefined}
        onRetry={() => void friends.refetch()}
        emptyText={t`No friends yet: share your link or code.`}
        pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage, label: t`Friends pages` } : undefined}
      />
    </Part>
  );
}

/** A part of the page: its title, then its content, spaced. */
const Part = styled.section`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

// The code and link beside the QR code on a wide panel, above it on a phone.
const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space.md};
`;

const Fields = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  flex: 1 1 16rem;
  min-width: 0;
`;

const Rules = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

// Two cards a row on a phone, four on a wide panel.
const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${vars.space.sm};

  & > * {
    min-height: 7rem;
  }
`;
