import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Which way a figure moved against the previous period. */
export type ChangeDirection = 'up' | 'down' | 'flat';

/** Whether a move is good news (more deposits), bad news (more losses), or neither (no move). */
export type ChangeMood = 'good' | 'bad' | 'neutral';

const formats = new Map<string, Intl.NumberFormat>();

/** The locale's percentage with at most one decimal ("12.5%"). */
function percentFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format;
}

/** The size of a change in percent (12.5 for +12.5%), without its sign, as the locale writes it. */
export function formatChangePercent(change: number, locale: string): string {
  return percentFormat(locale).format(Math.abs(change) / 100);
}

/** The direction of a change in percent; a change too small to show ("0%") is flat. */
export function changeDirection(change: number, locale: string): ChangeDirection {
  if (change === 0 || percentFormat(locale).format(Math.abs(change) / 100) === percentFormat(locale).format(0)) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/** Whether the move is good news, for a figure where going up is good, or bad (losses). */
export function changeMood(direction: ChangeDirection, isIncreaseGood: boolean): ChangeMood {
  if (direction === 'flat') return 'neutral';
  return (direction === 'up') === isIncreaseGood ? 'good' : 'bad';
}

const SENTENCES: Record<ChangeDirection, MessageDescriptor> = {
  up: msg({ message: 'up {percent} on the previous period', comment: 'Read after a figure, e.g. "up 12.5% on the previous period".' }),
  down: msg({ message: 'down {percent} on the previous period', comment: 'Read after a figure, e.g. "down 3% on the previous period".' }),
  flat: msg({ message: 'no change on the previous period', comment: 'Read after a figure that did not move.' }),
};

/** The change as screen readers hear it: "up 12.5% on the previous period". */
export function changeSentence(i18n: I18n, change: number): string {
  const direction = changeDirection(change, i18n.locale);
  const sentence: MessageDescriptor = { ...SENTENCES[direction], values: { percent: formatChangePercent(change, i18n.locale) } };
  return i18n._(sentence);
}
