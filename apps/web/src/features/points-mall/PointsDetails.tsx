import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Pagination, Skeleton } from '@platform/ui';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDateTime, formatPoints } from './format';
import { POINTS_CHANGE_LABEL } from './labels';
import { usePointsDetails } from './points-queries';
import { EmptyRow, ScrollTable } from './table-parts';

/** Every change of the member's points, newest first: what changed, by how much, and what is left. */
export function PointsDetails() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const query = usePointsDetails(page);
  const locale = i18n.locale;

  if (query.isPending) return <Skeleton.Group label={t`Loading your points details`}><Skeleton variant="text" lines={5} /></Skeleton.Group>;
  if (query.isError) return <LoadFailed title={t`Your points details could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyRow>{t`Your points have not changed yet.`}</EmptyRow>;

  return (
    <>
      <ScrollTable label={t`Points details`}>
        <thead>
          <tr>
            <th scope="col">{t`Time`}</th>
            <th scope="col">{t`Reference no.`}</th>
            <th scope="col">{t`Type`}</th>
            <th scope="col" data-align="end">{t`Change`}</th>
            <th scope="col" data-align="end">{t`Points after`}</th>
            <th scope="col">{t`Remark`}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.list.map((record) => {
            const type = POINTS_CHANGE_LABEL[record.type];
            const change = formatPoints(Math.abs(record.changedPoints), locale);
            return (
              <tr key={record.referenceNo}>
                <td>{formatDateTime(record.createTime)}</td>
                <td>{record.referenceNo}</td>
                <td>{type ? i18n._(type) : record.type}</td>
                <td data-align="end">{record.changedPoints < 0 ? `−${change}` : `+${change}`}</td>
                <td data-align="end">{formatPoints(record.points, locale)}</td>
                <td>{record.remark ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      {query.data.totalPages > 1 && (
        <Pagination pageCount={query.data.totalPages} page={page} onPageChange={setPage} label={t`Points details pages`} />
      )}
    </>
  );
}
