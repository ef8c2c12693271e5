import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '@platform/api';
import { formatDate } from './format';

/** When a promotion runs: both dates, or its start and "ongoing" when it has no end. */
export function PromotionPeriod({ promotion }: { promotion: Pick<Promotion, 'startTime' | 'endTime'> }) {
  const { t } = useLingui();
  const start = formatDate(promotion.startTime) ?? '';
  const end = formatDate(promotion.endTime);
  return <>{end ? t`Period: ${start} to ${end}` : t`Period: from ${start}, ongoing`}</>;
}
