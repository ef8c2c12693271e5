import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '@platform/ui';
import type { LoginRecord } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { deviceLabel } from './device-label';
import { SecuritySection } from './layout';
import { useLoginHistory } from './queries';

/** The member's logins, newest first: time, address, device, and whether it succeeded. */
export function LoginHistorySection() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);

  const methods: Record<LoginRecord['loginType'], string> = {
    username: t`Password`,
    sms: t`SMS code`,
    freeplay: t`Free play`,
  };
  const columns: DataTableColumn<LoginRecord>[] = [
    { key: 'loginTime', header: t`Time`, kind: 'datetime', card: 'title' },
    { key: 'ip', header: t`Address (IP)` },
    { key: 'device', header: t`Device`, cell: (record) => deviceLabel(record, i18n) },
    { key: 'loginType', header: t`Method`, cell: (record) => methods[record.loginType] },
    { key: 'success', header: t`Result`, cell: (record) => (record.success ? t`Logged in` : t`Wrong password`) },
  ];

  const totalPages = history.data?.totalPages ?? 0;
  return (
    <SecuritySection title={t`Login history`}>
      <DataTable
        label={t`Login history`}
        columns={columns}
        rows={history.data?.list ?? []}
        getRowKey={(record, index) => `${record.loginTime}-${index}`}
        isLoading={history.isPending}
        isUpdating={history.isPlaceholderData}
        error={history.isError ? errorMessage(history.error) : undefined}
        onRetry={() => void history.refetch()}
        emptyText={t`No logins yet.`}
        pagination={totalPages > 1 ? { page, pageCount: totalPages, onPageChange: setPage, label: t`Login history pages` } : undefined}
      />
    </SecuritySection>
  );
}
