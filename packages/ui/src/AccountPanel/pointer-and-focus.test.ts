import { describe, expect, it } from 'vitest';
import { isPlainClick } from './pointer-and-focus';

const plain = { button: 0, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };

describe('isPlainClick', () => {
  it('is true for a primary-button click with no modifier', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it('is false when a modifier asks for a new tab, window or download', () => {
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, altKey: true })).toBe(false);
  });

  it('is false for the middle and secondary buttons', () => {
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, button: 2 })).toBe(false);
  });
});
