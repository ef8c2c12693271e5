import type { JsonSchema } from '../http/call-route';
import { textSchema } from '../http/input-patterns';
import { GAME_CLASSIFICATIONS, GAME_TYPES } from './catalogue-data';

/** Schemas of the inputs the catalogue's calls share. */
export const GAME_TYPE_SCHEMA: JsonSchema = { type: 'string', enum: [...GAME_TYPES] };
export const VENDOR_CODE_SCHEMA: JsonSchema = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' };
export const NODE_ID_SCHEMA: JsonSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
export const GAME_CODE_SCHEMA: JsonSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
export const CLASSIFY_SCHEMA: JsonSchema = { type: 'string', enum: [...GAME_CLASSIFICATIONS] };
export const PAGE_NO_SCHEMA: JsonSchema = { type: 'integer', minimum: 1, maximum: 10_000 };
export const PAGE_SIZE_SCHEMA: JsonSchema = { type: 'integer', minimum: 1, maximum: 100 };
/** The game calls' client type: always 3 (spec section 9). */
export const CLIENT_TYPE_SCHEMA: JsonSchema = { type: 'integer', enum: [3] };

/** flash or html5-desktop on the site; other platforms are tolerated. */
export const PLATFORM_SCHEMA: JsonSchema = textSchema(32);
