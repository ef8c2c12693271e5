import { encode } from 'uqr';

/** How much of the code may be damaged and still scan: 7% (L), 15% (M), 25% (Q), 30% (H). */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** The light margin a scanner needs around the code, in modules (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4;

/** The code's modules, row by row, without a margin: `true` for a dark module. */
export function qrMatrix(text: string, errorCorrection: QrErrorCorrection): boolean[][] {
  return encode(text, { ecc: errorCorrection, border: 0 }).data;
}

/**
 * One SVG path drawing every dark module, offset by the quiet zone: each horizontal run of
 * dark modules in a row is one rectangle, so the path stays short and the modules meet
 * without hairline gaps.
 */
export function qrPath(matrix: readonly (readonly boolean[])[], offset = QUIET_ZONE): string {
  let path = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start + offset} ${y + offset}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}
