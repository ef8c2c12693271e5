import { describe, expect, it } from 'vitest';
import { isAutoplayPlaying, isAutoplayRunning, wrapIndex, type AutoplayConditions } from './autoplay';

const moving: AutoplayConditions = { canMove: true, isPlaying: true, isHovered: false, hasFocus: false, isDocumentVisible: true };

describe('isAutoplayRunning', () => {
  it('runs when it can move, is playing, and nobody is pointing, working inside or away', () => {
    expect(isAutoplayRunning(moving)).toBe(true);
  });

  it.each([
    ['nothing to move to', { canMove: false }],
    ['paused by the player', { isPlaying: false }],
    ['the pointer is over it', { isHovered: true }],
    ['focus is inside', { hasFocus: true }],
    ['the tab is hidden', { isDocumentVisible: false }],
  ])('stops when %s', (_, change) => {
    expect(isAutoplayRunning({ ...moving, ...change })).toBe(false);
  });
});

describe('isAutoplayPlaying', () => {
  it('plays by default and starts paused under reduced motion', () => {
    expect(isAutoplayPlaying(null, false)).toBe(true);
    expect(isAutoplayPlaying(null, true)).toBe(false);
  });

  it("follows the player's press over the system setting", () => {
    expect(isAutoplayPlaying(true, true)).toBe(true);
    expect(isAutoplayPlaying(false, false)).toBe(false);
  });
});

describe('wrapIndex', () => {
  it('wraps past both ends, so the carousel loops', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('is 0 for an empty list', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
