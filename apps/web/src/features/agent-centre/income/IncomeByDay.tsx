import { useLingui } from '@lingui/react/macro';
import { DataTable, Skeleton } from '@platform/ui';
import type { AgentIncome, AgentIncomeQuery } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { CsvExport } from '../../../components/records/CsvExport';
import { NetByDayChart } from '../../../components/records/NetByDayChart';
import { recordTableColumns } from '../../../components/records/record-table-columns';
import { SignedMoney } from '../../../components/records/signed-money';
import { INCOME_DAY_COLUMNS, incomeDayCells, incomeDayHeaders, incomeTotalCells } from './income-columns';

export interface IncomeByDayProps {
  period: AgentIncomeQuery;
  income: AgentIncome | undefined;
  isLoading: boolean;
  /** Another period is on its way: the rows shown are the previous answer's. */
  isUpdating: boolean;
}

/**
 * The income by day: the net of each day as bars, the same figures in a table with the period's
 * total, and the table as a CSV file (written here from the answer: a period holds at most 92 days).
 */
export function IncomeByDay({ period, income, isLoading, isUpdating }: IncomeByDayProps) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const format = { i18n, currencySymbol };
  const totals = income?.totals;
  const summary =
    totals &&
    Object.fromEntries(
      INCOME_DAY_COLUMNS.flatMap((column) => {
        if (!column.total) return [];
        const text = column.total(totals, format);
        return [[column.key, column.key === 'net' ? <SignedMoney amount={totals.net} text={text} /> : text]];
      }),
    );
  const load = async () => {
    const days = income?.days ?? [];
    return {
      headers: incomeDayHeaders(format),
      rows: [...days.map((day) => incomeDayCells(day, format)), ...(totals ? [incomeTotalCells(t`Period total`, totals, format)] : [])],
      isTruncated: false,
    };
  };

  return (
    <>
      {income ? (
        <NetByDayChart
          days={income.days}
          title={t`Net income by day`}
          note={t`Days you earned more than you paid rise above the line; days you paid more fall below it. The table by day below holds the same figures.`}
        />
      ) : (
        <Skeleton height="12rem" />
      )}
      <CsvExport fileName={`my-income-${period.startDate}-${period.endDate}.csv`} isDisabled={!income} load={load} />
      <DataTable
        label={t`Income by day`}
        columns={recordTableColumns(INCOME_DAY_COLUMNS, format)}
        rows={income?.days ?? []}
        getRowKey={(day) => day.day}
        summary={summary}
        summaryLabel={t`Period total`}
        currencySymbol={currencySymbol}
        isLoading={isLoading}
        isUpdating={isUpdating}
        loadingRowCount={3}
      />
    </>
  );
}
