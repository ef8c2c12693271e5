import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpNumberFormat } from './warm-up-number-format';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmUpNumberFormat', () => {
  it('builds a formatter for the locale in a later task, not in the caller’s', () => {
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    const tasks: (() => void)[] = [];
    warmUpNumberFormat('ms', (task) => tasks.push(task));
    expect(NumberFormat).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(NumberFormat).toHaveBeenCalledWith('ms');
  });

  it('runs on a timer by default', async () => {
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    warmUpNumberFormat('zh');
    expect(NumberFormat).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(NumberFormat).toHaveBeenCalledWith('zh');
  });
});
