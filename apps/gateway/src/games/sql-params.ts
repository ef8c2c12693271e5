/** Collects a statement's parameters and hands out their placeholders ($1, $2…) in order. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A LIKE pattern that matches `text` anywhere, with its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The page count for `total` rows: at least 0, never fractional. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
