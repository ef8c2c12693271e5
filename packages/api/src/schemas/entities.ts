import type { Static } from 'typebox';
import { Type } from 'typebox';
import { CAPTCHA_KEY_PATTERN, DefaultedPageNoField, DefaultedPageSizeField, PageNoField, PageSizeField } from './input-fields';
import { integerEnum, nullable, openStringEnum, stringEnum } from './schema-builders';

/*
 * The entities of the spec's section 3 that several calls share. Shapes the UI library also
 * types (Game, Vendor, Banner, Notice, Country, the server field rule) are compatible supersets
 * of @platform/ui's, so the app passes what a call answers straight to a component.
 */

/**
 * A call that takes no input: an object without properties. The gateway drops any property sent
 * (additionalProperties false, removeAdditional); the type is `Record<string, never>`.
 */
export const NoInputSchema = Type.Unsafe<Record<string, never>>(Type.Object({}, { additionalProperties: false }));
/** A call that takes no input. */
export type NoInput = Static<typeof NoInputSchema>;

/** A flag the platform sends as a number: 1 means yes, 0 means no. */
export const NumericFlagSchema = Type.Number({ description: 'A flag the platform sends as a number: 1 means yes, 0 means no.' });
export type NumericFlag = Static<typeof NumericFlagSchema>;

/** A game's id in the platform's game tree. */
export const NodeIdSchema = Type.Union([Type.String(), Type.Number()], { description: "A game's id in the platform's game tree." });
export type NodeId = Static<typeof NodeIdSchema>;

/** The game categories the gateway's catalogue offers (spec section 1). */
export const GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;

/** Game categories (`gameType`) of the spec's section 1. */
export const GameTypeSchema = openStringEnum(GAME_TYPES, { description: 'Game category (`gameType`) of the spec\'s section 1.' });
export type GameType = Static<typeof GameTypeSchema>;

/** The game list calls' client type: always 3 (spec section 9). */
export const ClientTypeSchema = integerEnum([3], { description: "The game list calls' client type: always 3 (spec section 9)." });
export type ClientType = Static<typeof ClientTypeSchema>;

/** The game list calls' platform: `flash` or `html5-desktop` (spec section 9). */
export const GamePlatformSchema = openStringEnum(['flash', 'html5-desktop'], { description: "The game list calls' platform: `flash` or `html5-desktop` (spec section 9)." });
export type GamePlatform = Static<typeof GamePlatformSchema>;

/** Paging of a list query: `pageNo` starts at 1. */
export const PageQuerySchema = Type.Object({ pageNo: PageNoField, pageSize: PageSizeField }, { additionalProperties: false });
export type PageQuery = Static<typeof PageQuerySchema>;

/** Paging of an account list: the gateway fills in page 1 of 20 when left out. */
export const DefaultedPageQuerySchema = Type.Object({ pageNo: DefaultedPageNoField, pageSize: DefaultedPageSizeField }, { additionalProperties: false });

/** A game as the game-list, hot, recent and favourite calls return it (spec section 3). */
export const GameSchema = Type.Object(
  {
    nodeId: NodeIdSchema,
    vassalage: Type.String({ description: "The vendor's code (AG, PT, CQ9…)." }),
    gameType: GameTypeSchema,
    gameName: Type.Optional(Type.String({ description: 'The name, under whichever key the call used.' })),
    nodeName: Type.Optional(Type.String()),
    title: Type.Optional(Type.String()),
    iconUrl: Type.Optional(Type.String({ description: 'The icon, under whichever key the call used.' })),
    showIcon: Type.Optional(Type.String()),
    lagerIcon: Type.Optional(Type.String()),
    url: Type.Optional(Type.String()),
    displayName: Type.Optional(Type.String({ description: "The vendor's display name." })),
    isHot: Type.Optional(NumericFlagSchema),
    isNew: Type.Optional(NumericFlagSchema),
    supportPlay: Type.Optional(Type.Number({ description: '0 offers a free trial.' })),
    isGame: Type.Optional(Type.String({ description: "`VASSALAGE` opens the vendor's popup game list instead of a game." })),
    defaultPlayType: Type.Optional(Type.String()),
    accountTypeName: Type.Optional(Type.String()),
    gameCode: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
    minBet: Type.Optional(Type.Number({ description: 'The smallest bet, for the minimum-bet filter.' })),
    minLineNum: Type.Optional(Type.Number({ description: 'The fewest lines, for slot games.' })),
    gameClassify: Type.Optional(Type.String({ description: 'jackpot, table, arcade or bingo, for the classification filter.' })),
  },
  { description: 'A game as the game-list, hot, recent and favourite calls return it (spec section 3).' },
);
export type Game = Static<typeof GameSchema>;

/** A vendor (provider) within a category; also the vendor card of a lane. */
export const VendorSchema = Type.Object(
  {
    vassalage: Type.String(),
    displayName: Type.String(),
    gameType: GameTypeSchema,
    isHot: Type.Optional(NumericFlagSchema),
    accountTypeId: Type.Optional(Type.Union([Type.String(), Type.Number()])),
    nodeId: Type.Optional(Type.Union([Type.String(), Type.Number()], { description: "The vendor's node in the game tree (a vendor card opens it)." })),
    logoUrl: Type.Optional(Type.String({ description: "The vendor's logo, when the platform has one." })),
  },
  { description: 'A vendor (provider) within a category; also the vendor card of a lane.' },
);
export type Vendor = Static<typeof VendorSchema>;

/** A banner of a group (w_home, w_rng… w_topup_1..3). */
export const BannerSchema = Type.Object(
  {
    bannerId: Type.Union([Type.String(), Type.Number()]),
    groupName: Type.String(),
    url: Type.String({ description: 'The image.' }),
    linkageType: Type.Optional(nullable(Type.String(), { description: 'Set when a press opens something: a game, a promotion, a page.' })),
    linkage: Type.Optional(nullable(Type.String(), { description: 'What the linkage points at (a route, a promotion id, a URL).' })),
    title: Type.Optional(Type.String({ description: "The banner's text for screen readers." })),
  },
  { description: 'A banner of a group (w_home, w_rng… w_topup_1..3).' },
);
export type Banner = Static<typeof BannerSchema>;

const noticeProperties = {
  id: Type.Union([Type.String(), Type.Number()]),
  title: Type.String(),
  content: Type.String({ description: 'HTML from the back office: sanitise it before it is shown.' }),
  createTime: Type.Optional(Type.Union([Type.Number(), Type.String()], { description: 'When it was published: epoch milliseconds or an ISO string.' })),
};

/** A notice (announcement) with its rich-text body. */
export const NoticeSchema = Type.Object(noticeProperties, { description: 'A notice (announcement) with its rich-text body.' });
export type Notice = Static<typeof NoticeSchema>;

/** The properties of a notice, for the entities that extend it. */
export const NOTICE_PROPERTIES = noticeProperties;

/** A country of the dialling-code picker. */
export const CountrySchema = Type.Object(
  {
    countryCode: Type.String({ description: 'ISO 3166 code: `MY`.' }),
    countryDialingCode: Type.String({ description: 'Digits without "+": `60`.' }),
  },
  { description: 'A country of the dialling-code picker.' },
);
export type Country = Static<typeof CountrySchema>;

/** The server's rule for one form field: structurally the UI's `ServerFieldRule`. */
export const ValidationRuleSchema = Type.Object(
  {
    enabled: Type.Boolean({ description: 'A disabled field is hidden and not validated.' }),
    required: Type.Boolean(),
    acceptedPattern: Type.String({ description: "A regular expression's source that the whole value must match; `*` matches anything." }),
    patternId: Type.Optional(nullable(Type.Union([Type.String(), Type.Number()]), { description: 'Picks the hint message that describes the pattern.' })),
    minLength: Type.Number({ description: 'Inclusive bounds on the length; a maxLength of 0 or less means no upper bound.' }),
    maxLength: Type.Number(),
  },
  { description: 'The server\'s rule for one form field (registration settings, "validation rules").' },
);
/**
 * The server's rule for one form field (registration settings, "validation rules"): structurally
 * the UI's `ServerFieldRule`.
 */
export type ValidationRule = Static<typeof ValidationRuleSchema>;

/** Rules by field name (`username`, `password`, `mobileNum`, `email`…). */
export const ValidationRulesSchema = Type.Record(Type.String(), ValidationRuleSchema, {
  description: 'Rules by field name (`username`, `password`, `mobileNum`, `email`…).',
});
export type ValidationRules = Static<typeof ValidationRulesSchema>;

/** The captcha answer that goes with a form once the captcha shows (see the `captcha` call). */
export const CAPTCHA_ANSWER_PROPERTIES = {
  captcha: Type.Optional(Type.String({ maxLength: 16, description: 'The characters typed.' })),
  captchaKey: Type.Optional(Type.String({ pattern: CAPTCHA_KEY_PATTERN, description: 'The key the image was fetched with.' })),
};
export const CaptchaAnswerSchema = Type.Object(CAPTCHA_ANSWER_PROPERTIES, { additionalProperties: false });
/**
 * The captcha answer that goes with a form once the captcha shows: the characters typed and the
 * key the image was fetched with (see the `captcha` call).
 */
export type CaptchaAnswer = Static<typeof CaptchaAnswerSchema>;

/**
 * A mobile number as the platform takes it. The number itself is checked by the merchant's
 * mobileNum rule (PHONE_MISSING, PHONE_INVALID), so the schema only bounds it.
 */
export const MOBILE_NUMBER_PROPERTIES = {
  mobileNum: Type.String({ maxLength: 32 }),
  countryDialingCode: Type.String({ pattern: '^[0-9]{1,4}$', description: 'Digits without "+": `60`.' }),
  countryCode: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'The picked country (`MY`), when the form knows it.' })),
};
export const MobileNumberSchema = Type.Object(MOBILE_NUMBER_PROPERTIES, { additionalProperties: false });
/** A mobile number as the platform takes it. */
export type MobileNumber = Static<typeof MobileNumberSchema>;

/** The answer of every SMS-code call: minutes before another code may be asked for. */
export const SmsCodeResultSchema = Type.Object({ expiredMinutes: Type.Number() }, { description: 'Minutes before another code may be asked for.' });
export type SmsCodeResult = Static<typeof SmsCodeResultSchema>;

/** A member's rank in the brand's club (VIP) ladder. */
export const ClubLabelSchema = Type.Object(
  { labelName: Type.String(), rankLevel: Type.Number({ description: 'Ranks above 4 use the VIP service instead of live chat.' }) },
  { description: "A member's rank in the brand's club (VIP) ladder." },
);
export type ClubLabel = Static<typeof ClubLabelSchema>;

/** A label the back office put on a member (shown as a chip, default colour #ABABAB). */
export const MemberLabelSchema = Type.Object(
  { labelName: Type.String(), color: Type.Optional(nullable(Type.String())) },
  { description: 'A label the back office put on a member (shown as a chip, default colour #ABABAB).' },
);
export type MemberLabel = Static<typeof MemberLabelSchema>;

/** The logged-in member (spec section 3, "Member info" and "User info"). */
export const MemberInfoSchema = Type.Object(
  {
    id: Type.Union([Type.String(), Type.Number()]),
    account: Type.String(),
    nickname: nullable(Type.String()),
    type: Type.Number({ description: 'Account type: 1, 2, 41, 42 are agents; 4 is a trial account.' }),
    toUpline: Type.Boolean({
      description:
        "Whether the member may transfer to the upline now: it has one, its own toUpline setting is on and so is the brand's TRANSFER_TO_UPLINE (and AGENT_TRANSFER_TO_UPLINE for an agent).",
    }),
    clubLabel: nullable(ClubLabelSchema),
    memberLabel: Type.Array(MemberLabelSchema),
    mobileNum: Type.Optional(nullable(Type.String(), { description: 'The bound mobile number, masked (`12****678`): never the whole number.' })),
    countryDialingCode: Type.Optional(nullable(Type.String())),
    email: Type.Optional(nullable(Type.String(), { description: 'The bound email, masked (`a***@example.com`): never the whole address.' })),
    language: Type.Optional(nullable(Type.String(), { description: "The member's interface language (MS, EN, CN)." })),
  },
  { description: 'The logged-in member (spec section 3, "Member info" and "User info").' },
);
export type MemberInfo = Static<typeof MemberInfoSchema>;

/** The successful answer of the login, free-play login and registration calls. */
export const LoginResultSchema = Type.Object(
  {
    token: Type.String(),
    firstTimeLogin: Type.Boolean(),
    passwordExpired: Type.Boolean(),
    captcha: Type.Optional(Type.Boolean({ description: "Set on a failed login's envelope value when the next attempt needs a captcha." })),
  },
  { description: 'The successful answer of the login, free-play login and registration calls.' },
);
export type LoginResult = Static<typeof LoginResultSchema>;

/** The value of a failed login's envelope: whether the captcha must show now. */
export const LoginFailureValueSchema = Type.Object(
  { captcha: Type.Optional(Type.Boolean()) },
  { description: "The value of a failed login's envelope: whether the captcha must show now." },
);
export type LoginFailureValue = Static<typeof LoginFailureValueSchema>;

/** Periods of agent contracts (dividend and salary). */
export const ContractPeriodSchema = stringEnum(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'], { description: 'Periods of agent contracts (dividend and salary).' });
export type ContractPeriod = Static<typeof ContractPeriodSchema>;
