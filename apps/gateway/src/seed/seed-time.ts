import { nextPlatformDay } from '../content/promotion-status';
import type { ContentLocale, LocalizedText } from '../http/locale';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A moment of the demo data, counted from the platform day (GMT+8) on which the seed runs:
 * `day` days from it (negative: before) at `hour` o'clock GMT+8 (17.5 is 17:30). So the demo
 * always reads as recent, whatever the date the seed runs on.
 */
export interface SeedMoment {
  day: number;
  hour?: number;
}

/** The date of a seed moment for a seed that runs at `now`. */
export function seedDate(now: Date, moment: SeedMoment): Date {
  const startOfToday = nextPlatformDay(now).getTime() - DAY_MS;
  return new Date(startOfToday + moment.day * DAY_MS + (moment.hour ?? 0) * HOUR_MS);
}

const DATE_LOCALES: Record<ContentLocale, string> = { ms: 'ms-MY', en: 'en-GB', zh: 'zh-CN' };
const PLATFORM_TIME_ZONE = 'Asia/Kuala_Lumpur';
/** `{day:4}` is the day four days after the seed's ("25 November"); `{date:4}` adds the year. */
const DATE_PLACEHOLDER = /\{(day|date):(-?\d+)\}/g;

/**
 * Writes the dates that seeded texts name (`{day:N}`, `{date:N}`) in each language, counted
 * like a SeedMoment, so a notice that names a day names the one its dates are on.
 */
export function seedDateFiller(now: Date) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  const format = (locale: ContentLocale, withYear: boolean, day: number): string => {
    const key = `${locale}:${withYear}`;
    let formatter = formats.get(key);
    if (!formatter) {
      const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: PLATFORM_TIME_ZONE };
      if (withYear) options.year = 'numeric';
      formatter = new Intl.DateTimeFormat(DATE_LOCALES[locale], options);
      formats.set(key, formatter);
    }
    return formatter.format(seedDate(now, { day, hour: 12 }));
  };
  const fill = (locale: ContentLocale, text: string) =>
    text.replace(DATE_PLACEHOLDER, (_match, kind: string, day: string) => format(locale, kind === 'date', Number(day)));
  return (text: LocalizedText): LocalizedText => ({ ms: fill('ms', text.ms), en: fill('en', text.en), zh: fill('zh', text.zh) });
}
