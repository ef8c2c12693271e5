import { Type } from 'typebox';
import type { TStringOptions } from 'typebox';
import { decimalNumber } from './schema-builders';

/*
 * The limits the gateway puts on input fields that several calls share. Every request schema
 * builds on these, so the gateway validates exactly what the contract declares.
 */

/** Text that reaches the database: PostgreSQL text cannot hold NUL, and no field has a use for other control characters. */
export const SINGLE_LINE_TEXT = '^[^\\u0000-\\u001f\\u007f]*$';

/** Free text that may span lines (tabs and line breaks allowed). */
export const MULTI_LINE_TEXT = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** A string of at most `maxLength` characters. */
export const boundedText = (maxLength: number, options: TStringOptions = {}) => Type.String({ ...options, maxLength });

/** Free text of at most `maxLength` characters, without control characters. */
export const singleLineText = (maxLength: number, options: TStringOptions = {}) => Type.String({ ...options, maxLength, pattern: SINGLE_LINE_TEXT });

/** A password field: only bounded here; the merchant's rules judge it. */
export const passwordField = (options: TStringOptions = {}) => boundedText(128, options);

/** The key the client makes up for each captcha image and sends back with the answer. */
export const CAPTCHA_KEY_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

/** A vendor's code (vassalage). */
export const VendorCodeField = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' });
/** A game's node id as the client sends it. */
export const NodeIdField = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** A game's code. */
export const GameCodeField = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** A wallet's code: MAIN or a vendor's. */
export const WalletCodeField = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' });
/** A database id (PostgreSQL integer). */
export const RecordIdField = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The largest amount one request may move. */
export const MAX_AMOUNT = 1_000_000;
/** A positive amount of money with at most two decimals. */
export const AmountField = decimalNumber(2, { exclusiveMinimum: 0, maximum: MAX_AMOUNT, description: 'A positive amount with at most two decimals.' });
/** An idempotency key: a retried request with the same key takes effect once. */
export const RequestIdField = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
/** A calendar date, yyyy-MM-dd. */
export const DateField = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** A page number of the game calls (required: no default). */
export const PageNoField = Type.Integer({ minimum: 1, maximum: 10_000, description: 'Starts at 1.' });
export const PageSizeField = Type.Integer({ minimum: 1, maximum: 100 });
/**
 * Page fields of the account lists, which the gateway fills in when they are left out (Ajv's
 * defaults apply before `required` is checked, so the handler always has both).
 */
export const DefaultedPageNoField = Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: 'Starts at 1.' });
export const DefaultedPageSizeField = Type.Integer({ minimum: 1, maximum: 100, default: 20 });

/**
 * The parameters the client adds to every call's query (merchant code, language, device): the
 * gateway validates them on every call, so calls leave them out of their own schemas, except
 * where the contract's type has always let a caller pass one (they are then exactly these).
 */
export const MerchantCodeField = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
export const LanguageField = Type.String({ maxLength: 16 });
export const DeviceField = Type.String({ maxLength: 16 });

export const CommonQuerySchema = Type.Object(
  {
    merchantCode: MerchantCodeField,
    language: Type.Optional(LanguageField),
    device: Type.Optional(DeviceField),
  },
  { additionalProperties: false, description: 'The parameters the client adds to every call\'s query.' },
);
