import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, DataTable, focusRing, unstyledList, vars, type DataTableColumn, type DataTablePagination } from '@platform/ui';
import type { TeamMember } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { accountTypeLabel } from '../open-account/account-types';
import { contractLabel } from './contract-labels';

/** A trial account cannot receive a transfer (the gateway refuses it). */
const TRIAL_ACCOUNT_TYPE = 4;

export interface TeamTableProps {
  /** Names the table: whose downlines, or the search. */
  label: string;
  rows: readonly TeamMember[];
  /** Search results show where each member sits in the team. */
  isSearch: boolean;
  /** The agent's own account: a found member right under it sits on the agent's own level. */
  agentAccount: string;
  isLoading: boolean;
  /** Another page of the same list is on its way: its rows stay, marked as updating. */
  isUpdating: boolean;
  error: ReactNode;
  onRetry: () => void;
  emptyText: ReactNode;
  pagination: DataTablePagination | undefined;
  /** Opens a level: the direct downlines of `account` (null: the agent's own). */
  onOpenLevel: (account: string | null) => void;
  onTransfer: (member: TeamMember) => void;
}

/**
 * Members of the agent's team, a card each on a phone: account and nickname, type, balance, last
 * login, team size and running contracts; with a search, where each sits. Each row opens the
 * member's own team, when it has one, and the transfer to it.
 */
export function TeamTable({ label, rows, isSearch, agentAccount, isLoading, isUpdating, error, onRetry, emptyText, pagination, onOpenLevel, onTransfer }: TeamTableProps) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();

  const columns: DataTableColumn<TeamMember>[] = [
    {
      key: 'account',
      header: t`Account`,
      card: 'title',
      cell: (row) => (
        <Stack>
          <strong>{row.account}</strong>
          {row.nickname && <Muted>{row.nickname}</Muted>}
        </Stack>
      ),
    },
    ...(isSearch
      ? [
          {
            key: 'position',
            header: t({ message: 'Where', comment: 'Team search results: where the member sits in the team (its level and upline)' }),
            cell: (row: TeamMember) => <Position member={row} agentAccount={agentAccount} onOpenLevel={onOpenLevel} />,
          },
        ]
      : []),
    { key: 'type', header: t`Type`, cell: (row) => accountTypeLabel(row.type, i18n) },
    { key: 'totalBalance', header: t`Balance`, kind: 'money' },
    {
      key: 'lastLoginTime',
      header: t`Last login`,
      kind: 'datetime',
      cell: (row) =>
        row.lastLoginTime === null
          ? t({ message: 'Never', comment: 'Last login of a member who has never logged in' })
          : i18n.date(new Date(row.lastLoginTime), { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { key: 'teamSize', header: t`Team size`, kind: 'number' },
    {
      key: 'contracts',
      header: t`Contracts`,
      cell: (row) =>
        row.contracts.length === 0 ? (
          <Muted>{t({ message: 'None', comment: 'A team member with no running contract' })}</Muted>
        ) : (
          <Contracts>
            {row.contracts.map((contract) => (
              <li key={contract.kind}>{contractLabel(i18n, contract, currencySymbol)}</li>
            ))}
          </Contracts>
        ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (row) => (
        <Actions>
          {row.directDownlineCount > 0 && (
            <Button size="sm" variant="secondary" aria-label={t`Open team of ${row.account}`} onClick={() => onOpenLevel(row.account)}>
              {t`Open team`}
            </Button>
          )}
          {row.type !== TRIAL_ACCOUNT_TYPE && (
            <Button size="sm" variant="secondary" aria-label={t`Transfer to ${row.account}`} onClick={() => onTransfer(row)}>
              {t`Transfer`}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.account}
      currencySymbol={currencySymbol}
      isLoading={isLoading}
      isUpdating={isUpdating}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      pagination={pagination}
    />
  );
}

/** Where a found member sits: its level below the agent, and its upline (a button to that level). */
function Position({ member, agentAccount, onOpenLevel }: { member: TeamMember; agentAccount: string; onOpenLevel: (account: string | null) => void }) {
  const { t } = useLingui();
  const level = member.level;
  const upline = member.upline ?? agentAccount;
  const isDirect = member.level <= 1 || upline === agentAccount;
  return (
    <Stack>
      <span>{t({ message: `Level ${level}`, comment: 'How many levels below the agent a team member sits (1: a direct downline)' })}</span>
      <span>
        {t({ message: 'Upline:', comment: 'Team search results: before the account of the member’s upline' })}{' '}
        <LinkButton type="button" aria-label={t`Open the level of ${upline}`} onClick={() => onOpenLevel(isDirect ? null : upline)}>
          {upline}
        </LinkButton>
      </span>
    </Stack>
  );
}

const Stack = styled.span`
  display: grid;
  gap: ${vars.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

const Contracts = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${vars.space.xxs};
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

/** A link-like button inside a cell: it opens a level of the team. */
const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.text};
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  ${focusRing()}
`;
