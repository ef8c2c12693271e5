import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpNumberFormat } from './warm-up-number-format';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Watches the formatters built, without building any. */
const spyOnNumberFormat = () =>
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(
    class {
      format() {
        return '0';
      }
    } as unknown as typeof Intl.NumberFormat,
  );

describe('warmUpNumberFormat', () => {
  it('builds a formatter for the locale in a later task, not in the caller’s', () => {
    const NumberFormat = spyOnNumberFormat();
    const tasks: (() => void)[] = [];
    warmUpNumberFormat('ms', (task) => tasks.push(task));
    expect(NumberFormat).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(NumberFormat).toHaveBeenCalledWith('ms');
  });

  it('runs on a timer by default', async () => {
    const NumberFormat = spyOnNumberFormat();
    warmUpNumberFormat('zh');
    expect(NumberFormat).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(NumberFormat).toHaveBeenCalledWith('zh');
  });
});
