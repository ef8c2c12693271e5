import type { Static } from 'typebox';
import { Type } from 'typebox';
import { NOTICE_PROPERTIES } from './entities';
import { LanguageField, RecordIdField, SINGLE_LINE_TEXT } from './input-fields';
import { checkedOpenEnum, openStringEnum, stringEnum } from './schema-builders';

/** Announcement types (spec section 9). */
export const AnnouncementTypeSchema = stringEnum(['B', 'PL', 'PU', 'PR', 'H'], { description: 'Announcement types (spec section 9).' });
export type AnnouncementType = Static<typeof AnnouncementTypeSchema>;

/** The announcement query (spec section 7: types, platform 'W', execution). */
export const AnnouncementsQuerySchema = Type.Object(
  {
    types: Type.String({ minLength: 1, maxLength: 32, pattern: SINGLE_LINE_TEXT, description: 'Comma-separated AnnouncementType values: `B,PL,PU,PR,H`.' }),
    platform: stringEnum(['W'], { description: '`W` (web).' }),
    executionType: Type.Optional(stringEnum(['B'], { description: 'The execution type: `B`.' })),
    language: Type.Optional(LanguageField),
  },
  { additionalProperties: false, description: "The announcement query (spec section 7: types, platform 'W', execution)." },
);
export type AnnouncementsQuery = Static<typeof AnnouncementsQuerySchema>;

/** An announcement: a notice with its type. */
export const AnnouncementSchema = Type.Object({ ...NOTICE_PROPERTIES, type: AnnouncementTypeSchema }, { description: 'An announcement: a notice with its type.' });
export type Announcement = Static<typeof AnnouncementSchema>;

export const NoticesQuerySchema = Type.Object({ language: Type.Optional(LanguageField) }, { additionalProperties: false });
export type NoticesQuery = Static<typeof NoticesQuerySchema>;

/** The banner groups (w_home, w_rng… w_topup_1..3). */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_topup_1',
  'w_topup_2',
  'w_topup_3',
] as const;

export const BannersQuerySchema = Type.Object(
  {
    groupName: Type.Optional(checkedOpenEnum<string>(BANNER_GROUPS, { description: 'One group (w_home, w_rng… w_topup_1..3); every group without it.' })),
    language: Type.Optional(LanguageField),
  },
  { additionalProperties: false },
);
export type BannersQuery = Static<typeof BannersQuerySchema>;

export const HelpCenterQuerySchema = Type.Object({ language: Type.Optional(LanguageField) }, { additionalProperties: false });
export type HelpCenterQuery = Static<typeof HelpCenterQuerySchema>;

const HELP_ARTICLE_SUMMARY_PROPERTIES = { id: Type.Union([Type.String(), Type.Number()]), title: Type.String() };

/** A help article's title (the centre's menu and the footer's INFORMATION links). */
export const HelpArticleSummarySchema = Type.Object(HELP_ARTICLE_SUMMARY_PROPERTIES, {
  description: "A help article's title (the centre's menu and the footer's INFORMATION links).",
});
export type HelpArticleSummary = Static<typeof HelpArticleSummarySchema>;

/** A category of the help centre with its articles' titles. */
export const HelpCategorySchema = Type.Object(
  { id: Type.Union([Type.String(), Type.Number()]), title: Type.String(), articles: Type.Array(HelpArticleSummarySchema) },
  { description: "A category of the help centre with its articles' titles." },
);
export type HelpCategory = Static<typeof HelpCategorySchema>;

/** An id in a query: the gateway reads it as a whole number; a caller may hold it as text. */
const RecordIdQueryInput = Type.Unsafe<string | number>(RecordIdField);

export const HelpArticleQuerySchema = Type.Object({ id: RecordIdQueryInput, language: Type.Optional(LanguageField) }, { additionalProperties: false });
export type HelpArticleQuery = Static<typeof HelpArticleQuerySchema>;

/** A help article with its rich-text body. */
export const HelpArticleSchema = Type.Object(
  {
    ...HELP_ARTICLE_SUMMARY_PROPERTIES,
    content: Type.String({ description: 'HTML from the back office: sanitise it before it is shown.' }),
    categoryId: Type.Union([Type.String(), Type.Number()]),
  },
  { description: 'A help article with its rich-text body.' },
);
export type HelpArticle = Static<typeof HelpArticleSchema>;

/** The most winners the winner board answers. */
export const MAX_WINNERS = 100;

/** The winner board query (spec section 7: gameCategory ALL, language, limitNum 20). */
export const WinnerBoardQuerySchema = Type.Object(
  {
    gameCategory: openStringEnum(['ALL'], { minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$', default: 'ALL' }),
    language: Type.Optional(LanguageField),
    limitNum: Type.Integer({ minimum: 1, maximum: MAX_WINNERS, default: 20 }),
  },
  { additionalProperties: false, description: 'The winner board query (spec section 7: gameCategory ALL, language, limitNum 20); the gateway fills in ALL and 20 when left out.' },
);
export type WinnerBoardQuery = Static<typeof WinnerBoardQuerySchema>;

/** One win of the winner board. */
export const WinnerSchema = Type.Object(
  {
    userName: Type.String({ description: "The winner's account, masked by the gateway (`ab***9`)." }),
    gameName: Type.String(),
    gameType: Type.Optional(Type.String()),
    vassalage: Type.Optional(Type.String()),
    winAmount: Type.Number(),
    winTime: Type.Union([Type.Number(), Type.String()], { description: 'When it was won: epoch milliseconds or an ISO string.' }),
    iconUrl: Type.Optional(Type.String()),
  },
  { description: 'One win of the winner board.' },
);
export type Winner = Static<typeof WinnerSchema>;

/** A winner board entry: the spec's "vo object". */
export const WinnerBoardEntrySchema = Type.Object({ vo: WinnerSchema }, { description: 'A winner board entry: the spec\'s "vo object".' });
export type WinnerBoardEntry = Static<typeof WinnerBoardEntrySchema>;

