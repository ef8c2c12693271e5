import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { StatusBadge, unstyledList, vars } from '@platform/ui';
import type { MissionLeaderboardEntry } from '@platform/api';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useMoney } from '../withdraw/use-money';

export interface LeaderboardProps {
  entries: readonly MissionLeaderboardEntry[];
}

/** The leaderboard's places (accounts masked by the gateway), the player's own place marked and highlighted. */
export function Leaderboard({ entries }: LeaderboardProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  return (
    <List aria-label={t`Leaderboard`}>
      {entries.map((entry) => {
        const points = i18n.number(entry.points);
        return (
          <Place key={entry.rank} data-self={entry.isSelf ? '' : undefined} aria-current={entry.isSelf ? 'true' : undefined}>
            <Rank>
              <VisuallyHidden>{t`Place`} </VisuallyHidden>
              {entry.rank}
            </Rank>
            <Name>
              {entry.userName}
              {entry.isSelf && <StatusBadge tone="info">{t`You`}</StatusBadge>}
            </Name>
            <span>{t`${points} points`}</span>
            {typeof entry.reward === 'number' && <Prize>{money(entry.reward)}</Prize>}
          </Place>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  ${unstyledList}
  display: grid;
  gap: ${vars.space.xs};
`;

const Place = styled.li`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space.xs} ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  &[data-self] {
    border-color: ${vars.color.primary};
    background: ${vars.color.infoSoft};
    font-weight: ${vars.font.weight.bold};
  }
`;

const Rank = styled.span`
  font-weight: ${vars.font.weight.bold};
  font-size: ${vars.font.size.lg};
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Prize = styled.span`
  grid-column: 2 / -1;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
