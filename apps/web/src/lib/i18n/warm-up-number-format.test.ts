import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpNumberFormat } from './warm-up-number-format';

/** The locales of the number formatters built (Intl.NumberFormat is replaced by a recorder). */
const built: string[] = [];

beforeEach(() => {
  built.length = 0;
  vi.stubGlobal('Intl', {
    ...Intl,
    NumberFormat: class {
      constructor(locale: string) {
        built.push(locale);
      }
      format() {
        return '0';
      }
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmUpNumberFormat', () => {
  it('builds a formatter for the locale in a later task, not in the caller’s', () => {
    const tasks: (() => void)[] = [];
    warmUpNumberFormat('ms', (task) => tasks.push(task));
    expect(built).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(built).toEqual(['ms']);
  });

  it('runs on a timer by default', async () => {
    warmUpNumberFormat('zh');
    expect(built).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(built).toEqual(['zh']);
  });
});
