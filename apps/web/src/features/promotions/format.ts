import { formatNoticeTime, parseNoticeTime } from '@platform/ui';

/** `yyyy-MM-dd` (local) of an epoch or ISO time, or null when it is missing or unreadable. */
export function formatDate(value: number | string | null | undefined): string | null {
  const date = parseNoticeTime(value);
  return date ? formatNoticeTime(date).slice(0, 10) : null;
}
