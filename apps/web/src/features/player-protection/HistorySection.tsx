import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Skeleton, vars, visuallyHidden } from '@platform/ui';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionTitle } from '../../components/centre/page-parts';
import { SignedMoney } from '../../components/records/signed-money';
import { memberCentrePath } from '../../lib/paths/centre-paths';
import { HISTORY_WINDOW_LABELS } from './protection-labels';
import { useProtectionHistory } from './protection-queries';
import { Intro, Section } from './section-parts';

/**
 * What the player put in and what they won or lost over the last 24 hours, 7 days, 30 days and
 * 6 months, with the records that show each bet and each movement.
 */
export function HistorySection() {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const history = useProtectionHistory();

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t`Your history`}</SectionTitle>
      <Intro>{t`Net deposits are your deposits less your withdrawals; the net result is your winnings less your stakes (below zero is a loss).`}</Intro>
      {history.isPending ? (
        <Skeleton.Group label={t`Loading your history`}>
          <Skeleton variant="rect" height={160} />
        </Skeleton.Group>
      ) : history.isError ? (
        <LoadFailed title={t`Your history could not be loaded.`} error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <TableScroll>
          <Table>
            <Caption>{t`Net deposits and net result by period`}</Caption>
            <thead>
              <tr>
                <th scope="col">{t`Period`}</th>
                <th scope="col">{t`Net deposits`}</th>
                <th scope="col">{t`Net result`}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.windows.map((figures) => (
                <tr key={figures.window}>
                  <th scope="row">{i18n._(HISTORY_WINDOW_LABELS[figures.window])}</th>
                  <td>
                    <SignedMoney amount={figures.netDeposits} />
                  </td>
                  <td>
                    <SignedMoney amount={figures.netResult} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <Links aria-label={t`Your records`}>
        <Link to={memberCentrePath('personalHistoryCopy')}>{t`Betting record`}</Link>
        <Link to={memberCentrePath('transactionHistory')}>{t`Account record`}</Link>
        <Link to={memberCentrePath('personalProfit')}>{t`Profit and loss`}</Link>
      </Links>
    </Section>
  );
}

const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};

  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    border-top: 1px solid ${vars.color.borderSubtle};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  thead th {
    border-top: 0;
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weight.medium};
  }
  th:first-child {
    text-align: start;
  }
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm} ${vars.space.lg};
  font-size: ${vars.font.size.sm};
`;
