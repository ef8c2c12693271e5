import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, vars } from '@platform/ui';
import type { MemberTransactionsExportQuery } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { downloadCsv, toCsv } from './csv';
import { useExportAccountRecord } from './queries';
import { accountRecordCells, accountRecordHeaders } from './record-columns';

export interface AccountRecordExportProps {
  /** The table's filters: the file holds every record they match, not just the page shown. */
  query: MemberTransactionsExportQuery & { startDate: string; endDate: string };
  isDisabled: boolean;
}

/** The name of the file the period downloads as. */
export function exportFileName({ startDate, endDate }: { startDate: string; endDate: string }): string {
  return `account-record-${startDate}-${endDate}.csv`;
}

/**
 * "Export CSV": asks for every record of the table's filters and downloads them, written by the
 * table's own columns, and says when the period held more than one file may.
 */
export function AccountRecordExport({ query, isDisabled }: AccountRecordExportProps) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const exporting = useExportAccountRecord();
  const [done, setDone] = useState<{ count: number; isTruncated: boolean } | null>(null);

  const exportRecords = () => {
    setDone(null);
    exporting.mutate(query, {
      onSuccess: (answer) => {
        const format = { i18n, currencySymbol };
        const csv = toCsv([accountRecordHeaders(format), ...answer.list.map((row) => accountRecordCells(row, format))]);
        downloadCsv(exportFileName(query), csv);
        setDone({ count: answer.list.length, isTruncated: answer.truncated });
      },
    });
  };

  const count = done?.count ?? 0;
  const countText = i18n.number(count);
  return (
    <Root>
      <div>
        <Button variant="secondary" isLoading={exporting.isPending} isDisabled={isDisabled} onClick={exportRecords}>
          {t({ message: 'Export CSV', comment: 'Button: download the account record of the chosen period as a CSV file' })}
        </Button>
      </div>
      {exporting.isError && (
        <Alert tone="danger" title={t`The export could not be made.`}>
          {errorMessage(exporting.error)}
        </Alert>
      )}
      {done?.isTruncated && (
        <Alert tone="warning" title={t`Not every record is in the file`}>
          {t`The file holds the newest ${countText} records of this period. Choose a shorter period to export the rest.`}
        </Alert>
      )}
      {done && !done.isTruncated && (
        <Alert tone="success">{t({ message: plural(count, { one: '# record exported.', other: '# records exported.' }), comment: 'After the CSV download started' })}</Alert>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${vars.space.sm};
`;
