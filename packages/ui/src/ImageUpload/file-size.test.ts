import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('gives kilobytes under a megabyte, never 0, and megabytes with one decimal from there', () => {
    expect(formatFileSize(10, 'en')).toBe('1 kB');
    expect(formatFileSize(120 * 1024, 'en')).toBe('120 kB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
  });

  it('writes the number in the locale', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
  });
});
