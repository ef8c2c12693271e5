import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Pagination, Skeleton } from '@platform/ui';
import { LoadFailed } from '../../components/LoadFailed';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { formatDateTime, formatMoney, formatPoints } from './format';
import { ITEM_TYPE_LABEL, REDEEM_STATUS_LABEL, REDEEM_STATUS_TONE } from './labels';
import { useRedeemRecords } from './points-queries';
import { Pill } from '../../components/Pill';
import { EmptyRow, ScrollTable } from './table-parts';

/** The member's redemptions, newest first, with their status (in process, rejected, approved). */
export function RedeemHistory() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const query = useRedeemRecords(page);
  const currency = useCurrencySymbol();
  const locale = i18n.locale;

  if (query.isPending) return <Skeleton.Group label={t`Loading your redeem history`}><Skeleton variant="text" lines={5} /></Skeleton.Group>;
  if (query.isError) return <LoadFailed title={t`Your redeem history could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyRow>{t`You have not redeemed anything yet.`}</EmptyRow>;

  return (
    <>
      <ScrollTable label={t`Redeem history`}>
        <thead>
          <tr>
            <th scope="col">{t`Applied at`}</th>
            <th scope="col">{t`Reference no.`}</th>
            <th scope="col">{t`Item`}</th>
            <th scope="col" data-align="end">{t`Quantity`}</th>
            <th scope="col" data-align="end">{t`Points`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Remark`}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.list.map((record) => {
            const type = ITEM_TYPE_LABEL[record.type];
            const paid = record.paidAmount == null ? null : `${currency}${formatMoney(record.paidAmount, locale)}`;
            const account = record.paidAccount ?? '';
            return (
              <tr key={record.referenceNo}>
                <td>{formatDateTime(record.applyTime)}</td>
                <td>{record.referenceNo}</td>
                <td>
                  {record.name}
                  <br />
                  <small>{type ? i18n._(type) : record.type}</small>
                </td>
                <td data-align="end">{formatPoints(record.quantity, locale)}</td>
                <td data-align="end">{formatPoints(record.points, locale)}</td>
                <td>
                  <Pill data-status={record.status} data-tone={REDEEM_STATUS_TONE[record.status] ?? 'info'}>
                    {i18n._(REDEEM_STATUS_LABEL[record.status] ?? REDEEM_STATUS_LABEL.APPLYING)}
                  </Pill>
                </td>
                <td>
                  {[record.remark, paid && (account ? t`Paid ${paid} to ${account}` : t`Paid ${paid}`), record.receivingAddress]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      {query.data.totalPages > 1 && (
        <Pagination pageCount={query.data.totalPages} page={page} onPageChange={setPage} label={t`Redeem history pages`} />
      )}
    </>
  );
}
