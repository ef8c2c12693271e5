import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Alert, Button, vars } from '@platform/ui';
import { errorMessage } from '../../lib/error-message';
import { downloadCsv, toCsv } from './csv';

/** What an export call gave: the file's rows (headers first) and whether the filters matched more rows than one file may hold. */
export interface CsvFile {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  isTruncated: boolean;
}

export interface CsvExportProps {
  /** The name the file downloads as. */
  fileName: string;
  isDisabled: boolean;
  /** Asks the export call for every row of the table's filters (not just the page shown) and writes them as the table does. */
  load: () => Promise<CsvFile>;
}

/**
 * "Export CSV" of a records page: loads every row of the table's filters, downloads them, and
 * says how many there were, when the period held more than one file may, or why it failed (the
 * gateway's refusal, e.g. too many exports in a minute).
 */
export function CsvExport({ fileName, isDisabled, load }: CsvExportProps) {
  const { t, i18n } = useLingui();
  const exporting = useMutation({ mutationFn: load });
  const [done, setDone] = useState<{ count: number; isTruncated: boolean } | null>(null);

  const exportRecords = () => {
    setDone(null);
    exporting.mutate(undefined, {
      onSuccess: (file) => {
        downloadCsv(fileName, toCsv([file.headers, ...file.rows]));
        setDone({ count: file.rows.length, isTruncated: file.isTruncated });
      },
    });
  };

  const count = done?.count ?? 0;
  const countText = i18n.number(count);
  return (
    <Root>
      <div>
        <Button variant="secondary" isLoading={exporting.isPending} isDisabled={isDisabled} onClick={exportRecords}>
          {t({ message: 'Export CSV', comment: 'Button: download the records of the chosen period and filters as a CSV file' })}
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
