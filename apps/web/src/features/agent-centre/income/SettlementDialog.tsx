import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, DataTable, formatCellValue, Modal, StatusBadge, vars, type DataTableColumn } from '@platform/ui';
import type { RealtimeSalaryLine, SettlementFigures, SettlementRecord } from '@platform/api';
import { FigureList } from '../../../components/FigureList';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { SETTLEMENT_KIND_LABELS, settlementStatus } from './settlement-labels';
import { rateText, settlementPeriodText, tierText } from './settlement-text';

export interface SettlementDialogProps {
  /** The settlement shown; the dialog is closed while null. */
  record: SettlementRecord | null;
  isOpen: boolean;
  onClose: () => void;
  /** After the closing animation: the caller forgets the settlement. */
  onClosed?: () => void;
}

/** One settlement and the team's figures it was computed from, with the real-time salary's lines by tier. */
export function SettlementDialog({ record, isOpen, onClose, onClosed }: SettlementDialogProps) {
  const { t, i18n } = useLingui();
  const kind = record ? i18n._(SETTLEMENT_KIND_LABELS[record.kind]) : '';
  return (
    <Modal isOpen={isOpen && record !== null} onOpenChange={(open) => !open && onClose()} onClosed={onClosed} title={t`${kind} settlement`} width={560} minHeight={0}>
      {record && <SettlementBody record={record} />}
    </Modal>
  );
}

function SettlementBody({ record }: { record: SettlementRecord }) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const money = (amount: number) => formatCellValue(amount, 'money', i18n.locale, currencySymbol);
  const time = (value: number) => formatCellValue(value, 'datetime', i18n.locale);
  const attempts = record.attempts;
  return (
    <Body>
      {record.status === 'UNPAID' && (
        <Alert tone="warning">
          {record.side === 'RECEIVED'
            ? t`Owed to you: your upline could not pay yet. It is retried automatically at every settlement run until it is paid in full.`
            : t`You owe this: your withdrawable money did not cover it. It is retried automatically at every settlement run until it is paid in full.`}
        </Alert>
      )}
      <FigureList>
        <div>
          <dt>{t`Status`}</dt>
          <dd>
            <StatusBadge status={settlementStatus[record.status]} />
          </dd>
        </div>
        <div>
          <dt>{t`Period`}</dt>
          <dd>{settlementPeriodText(record, i18n.locale)}</dd>
        </div>
        <div>
          <dt>{record.side === 'RECEIVED' ? t`Paid by (upline)` : t`Paid to (downline)`}</dt>
          <dd>{record.counterpart}</dd>
        </div>
        <div>
          <dt>{t`Amount`}</dt>
          <dd>{record.amount === null ? t`Not settled yet` : money(record.amount)}</dd>
        </div>
        <div>
          <dt>{t`Tier and rate`}</dt>
          <dd>{tierText(record, i18n)}</dd>
        </div>
        {record.settleTime !== null && (
          <div>
            <dt>{t`Settled at`}</dt>
            <dd>{time(record.settleTime)}</dd>
          </div>
        )}
        {record.referenceNo !== null && (
          <div>
            <dt>{t`Reference no.`}</dt>
            <dd>{record.referenceNo}</dd>
          </div>
        )}
        {attempts > 1 && (
          <div>
            <dt>{t`Payment attempts`}</dt>
            <dd>{i18n.number(attempts)}</dd>
          </div>
        )}
      </FigureList>
      {record.figures ? (
        <TeamFigures figures={record.figures} />
      ) : (
        <p>{t`The period has ended; its figures are counted at the next settlement run.`}</p>
      )}
    </Body>
  );
}

/** The team's figures of the period: the downline and its whole subtree. */
function TeamFigures({ figures }: { figures: SettlementFigures }) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const money = (amount: number) => formatCellValue(amount, 'money', i18n.locale, currencySymbol);
  const dividendFigures = [
    { label: t`Payouts`, value: figures.payouts },
    { label: t`Bonuses`, value: figures.bonuses },
    { label: t`Rebates`, value: figures.rebates },
    { label: t`Team loss`, value: figures.loss },
  ];
  return (
    <Section>
      <Heading>{t`The team's figures it was computed from`}</Heading>
      <FigureList>
        <div>
          <dt>{t`Bet count`}</dt>
          <dd>{i18n.number(figures.betCount)}</dd>
        </div>
        <div>
          <dt>{t`Bets`}</dt>
          <dd>{money(figures.bets)}</dd>
        </div>
        <div>
          <dt>{t`Valid bets`}</dt>
          <dd>{money(figures.validBets)}</dd>
        </div>
        <div>
          <dt>{t`Active members`}</dt>
          <dd>{i18n.number(figures.activeMembers)}</dd>
        </div>
        {dividendFigures.map(
          (figure) =>
            figure.value !== undefined && (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{money(figure.value)}</dd>
              </div>
            ),
        )}
      </FigureList>
      {figures.loss !== undefined && <Note>{t`Team loss = bets − payouts − bonuses − rebates; the dividend is the rate of it when it is positive.`}</Note>}
      {figures.lines && <RealtimeLines lines={figures.lines} />}
    </Section>
  );
}

/** The real-time salary's bets by tier and outcome, each with its rate and amount. */
function RealtimeLines({ lines }: { lines: readonly RealtimeSalaryLine[] }) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const columns: DataTableColumn<RealtimeSalaryLine>[] = [
    {
      key: 'tier',
      header: t`Tier`,
      card: 'title',
      cell: (line) => {
        const tier = line.tier;
        const outcome = line.outcome === 'LOSS' ? t`lost bets` : t`won or drawn bets`;
        return tier === 0 ? t`Below every tier, ${outcome}` : t`Tier ${tier}, ${outcome}`;
      },
    },
    { key: 'betCount', header: t`Bet count`, kind: 'number' },
    { key: 'bets', header: t`Bets`, kind: 'money' },
    { key: 'rate', header: t`Rate`, kind: 'number', cell: (line) => rateText(line.rate, i18n) },
    { key: 'amount', header: t`Amount`, kind: 'money' },
  ];
  return (
    <DataTable
      label={t`Real-time salary by tier`}
      columns={columns}
      rows={lines}
      getRowKey={(line) => `${line.tier}:${line.outcome}`}
      currencySymbol={currencySymbol}
      emptyText={t`No bets in this window.`}
    />
  );
}

const Body = styled.div`
  display: grid;
  gap: ${vars.space.lg};

  p {
    margin: 0;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${vars.space.sm};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
`;

const Note = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
