/** `2026-11-21 09:30:15` or `2026-11-21T09:30`: a wall-clock time without a zone, read as local. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * When a notice was published, as a Date, or undefined when it is missing or unreadable.
 * Accepts epoch milliseconds (a number or a string of digits), an ISO string with a zone, and
 * a zoneless `yyyy-MM-dd HH:mm:ss`, which is read in the player's local time zone.
 */
export function parseNoticeTime(value: number | string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^-?\d+$/.test(text)) return parseNoticeTime(Number(text));
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [year, month, day, hours = 0, minutes = 0, seconds = 0] = local.slice(1).map((part) => Number(part ?? 0));
    const date = new Date(year!, month! - 1, day!, hours, minutes, seconds);
    // 2026-02-31 rolls over into March: treat it as unreadable rather than show another day.
    const isReal = date.getFullYear() === year && date.getMonth() === month! - 1 && date.getDate() === day;
    return isReal ? date : undefined;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * `yyyy-MM-dd HH:mm:ss` in the player's local time zone, on the 24-hour clock (the spec writes
 * `hh`, but a notice at 15:00 must not read as 03:00).
 */
export function formatNoticeTime(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
