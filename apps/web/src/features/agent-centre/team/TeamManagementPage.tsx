import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { vars } from '@platform/ui';
import type { TeamMember } from '@platform/api';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { useIsAnswerFor } from '../../../components/records/use-is-answer-for';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session/session';
import { LevelBreadcrumb } from '../downline-profit/LevelBreadcrumb';
import { TEAM_PAGE_SIZE, useTeamPage } from './queries';
import { useTeamAddress } from './team-address';
import { TeamSearchForm } from './TeamSearchForm';
import { TeamTable } from './TeamTable';
import { TransferToDownlineDialog } from './TransferToDownlineDialog';

/**
 * Team management (downlineManagmentView): the agent's team level by level, from its direct
 * downlines down (a breadcrumb leads back up), or searched by account across the whole team;
 * each member's type, balance, last login, team size and contracts, and a transfer to it. The
 * level, the search and the page live in the address.
 */
export default function TeamManagementPage() {
  const { t } = useLingui();
  const address = useTeamAddress();
  const { level, search, page } = address;
  const agentAccount = useSession()?.account ?? '';
  const [recipient, setRecipient] = useState<TeamMember | null>(null);

  // A search covers the whole team, whatever level was open; clearing it goes back to that level.
  const team = useTeamPage({ pageNo: page, pageSize: TEAM_PAGE_SIZE, ...(search ? { search } : level ? { account: level } : {}) });
  const answer = team.data;
  // Another page of the same level or search keeps its rows, marked as updating; another level or
  // search shows placeholders under its own name: the rows kept are not its members.
  const isSameList = useIsAnswerFor(`${search ?? ''}/${level ?? ''}`, team);
  const isLoading = team.isPending || (team.isPlaceholderData && !isSameList);
  // A level that could not be loaded still offers the way back to the agent's own.
  const path = answer?.path ?? (level ? [{ account: agentAccount, type: 0 }, { account: level, type: 0 }] : []);
  const pageCount = answer?.totalPages ?? 0;

  let label: string;
  let emptyText: string;
  if (search) {
    label = t`Members found for “${search}”`;
    emptyText = t`No member of your team has an account containing “${search}”.`;
  } else if (level) {
    label = t`Direct downlines of ${level}`;
    emptyText = t`${level} has no downlines.`;
  } else {
    label = t`Your direct downlines`;
    emptyText = t`You have no downlines yet. Open an account or share an affiliate link to build your team.`;
  }

  return (
    <PageColumn>
      <PageTitle>{t`Team management`}</PageTitle>
      <TeamSearchForm key={search ?? ''} search={search} onSearch={address.setSearch} />
      {search ? (
        <Summary role="status">
          {answer && !isLoading
            ? t({
                message: plural(answer.totalCount, { one: `# member found for “${search}”.`, other: `# members found for “${search}”.` }),
                comment: 'Team search: how many members of the team the search found',
              })
            : null}
        </Summary>
      ) : (
        <LevelBreadcrumb
          path={path.map((step, depth) => ({ ...step, depth }))}
          onOpenLevel={(account) => address.openLevel(account ?? null)}
        />
      )}
      <TeamTable
        label={label}
        rows={answer?.list ?? []}
        isSearch={search !== null}
        agentAccount={path[0]?.account ?? agentAccount}
        isLoading={isLoading}
        isUpdating={team.isPlaceholderData && isSameList}
        error={team.isError ? errorMessage(team.error) : undefined}
        onRetry={() => void team.refetch()}
        emptyText={emptyText}
        pagination={pageCount > 1 ? { page, pageCount, onPageChange: address.setPage, label: t`Team pages` } : undefined}
        onOpenLevel={address.openLevel}
        onTransfer={setRecipient}
      />
      <TransferToDownlineDialog recipient={recipient} onClose={() => setRecipient(null)} />
    </PageColumn>
  );
}

const Summary = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;
