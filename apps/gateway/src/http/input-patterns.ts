import type { JsonSchema } from './call-route';

/**
 * JSON-schema patterns for text that reaches the database: PostgreSQL text cannot hold NUL, and
 * no field of ours has a use for other control characters.
 */
export const SINGLE_LINE_TEXT = '^[^\\u0000-\\u001f\\u007f]*$';

/** Free text that may span lines (tabs and line breaks allowed). */
export const MULTI_LINE_TEXT = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** Free text of at most `maxLength` characters, without control characters (PostgreSQL refuses NUL). */
export function textSchema(maxLength: number): JsonSchema {
  return { type: 'string', maxLength, pattern: SINGLE_LINE_TEXT };
}
