import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrMatrix, qrPath } from './qr-path';

/** The dark modules a path draws, read back from its rectangles. */
function modulesOf(path: string, size: number, offset: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx += 1) grid[Number(y) - offset]![Number(x) - offset + dx] = true;
  }
  return grid;
}

describe('qrPath', () => {
  it('draws a run of dark modules as one rectangle, offset by the quiet zone', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(matrix, 4)).toBe('M4 4h2v1h-2zM7 4h1v1h-1zM5 6h3v1h-3z');
    expect(qrPath(matrix, 0)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(qrPath([[false, false], [false, false]])).toBe('');
  });

  it('draws exactly the dark modules of a real code', () => {
    const matrix = qrMatrix('https://example.com/register?ref=ABC123', 'M');
    expect(modulesOf(qrPath(matrix), matrix.length, QUIET_ZONE)).toEqual(matrix);
  });
});

describe('qrMatrix', () => {
  it('has the size of the smallest version that holds the text, with no margin of its own', () => {
    // Version 1 (21 modules) holds "HELLO WORLD" at level M; a referral link needs version 3 (29).
    expect(qrMatrix('HELLO WORLD', 'M')).toHaveLength(21);
    expect(qrMatrix('https://example.com/register?ref=ABC123', 'M')).toHaveLength(29);
  });

  it('starts with the finder pattern in the top-left corner', () => {
    const matrix = qrMatrix('HELLO WORLD', 'M');
    expect(matrix[0]!.slice(0, 8)).toEqual([true, true, true, true, true, true, true, false]);
    expect(matrix[1]!.slice(0, 7)).toEqual([true, false, false, false, false, false, true]);
  });

  it('grows with a higher error correction level', () => {
    const text = 'https://example.com/register?ref=ABC123';
    expect(qrMatrix(text, 'H').length).toBeGreaterThan(qrMatrix(text, 'L').length);
  });
});
