import { describe, expect, it } from 'vitest';
import { formatStepTime } from './step-time';

// ICU puts a narrow no-break space before AM/PM; compare the words, not the kind of space.
const spaced = (text: string | undefined) => text?.replace(/\s/g, ' ');

describe('formatStepTime', () => {
  it('writes the date and time as each language does', () => {
    const iso = '2026-03-05T14:05:00+08:00';
    expect(spaced(formatStepTime(iso, 'en', 'Asia/Kuala_Lumpur'))).toBe('Mar 5, 2026, 2:05 PM');
    expect(spaced(formatStepTime(iso, 'ms', 'Asia/Kuala_Lumpur'))).toBe('5 Mac 2026, 2:05 PTG');
    expect(spaced(formatStepTime(iso, 'zh', 'Asia/Kuala_Lumpur'))).toBe('2026年3月5日 14:05');
  });

  it('shows the moment in the time zone asked for', () => {
    expect(spaced(formatStepTime('2026-03-05T23:30:00Z', 'en', 'Asia/Kuala_Lumpur'))).toBe('Mar 6, 2026, 7:30 AM');
    expect(spaced(formatStepTime('2026-03-05T23:30:00Z', 'en', 'UTC'))).toBe('Mar 5, 2026, 11:30 PM');
  });

  it('gives nothing for text that is not a date', () => {
    expect(formatStepTime('not a date', 'en')).toBeUndefined();
    expect(formatStepTime('', 'en')).toBeUndefined();
  });
});
