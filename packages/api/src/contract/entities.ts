import type { Static } from 'typebox';
import type { BannerSchema, CaptchaAnswerSchema, ClientTypeSchema, ClubLabelSchema, ContractPeriodSchema, CountrySchema, GamePlatformSchema, GameSchema, GameTypeSchema, LoginFailureValueSchema, LoginResultSchema, MemberInfoSchema, MemberLabelSchema, MobileNumberSchema, NoInputSchema, NodeIdSchema, NoticeSchema, NumericFlagSchema, PageQuerySchema, SmsCodeResultSchema, ValidationRuleSchema, ValidationRulesSchema, VendorSchema } from '../schemas/entities';

/**
 * The entities of the spec's section 3 that several calls share. Shapes the UI library also
 * types (Game, Vendor, Banner, Notice, Country, the server field rule) are compatible supersets
 * of @platform/ui's, so the app passes what a call answers straight to a component.
 */

/** A call that takes no input. */
export type NoInput = Static<typeof NoInputSchema>;

/** A flag the platform sends as a number: 1 means yes, 0 means no. */
export type NumericFlag = Static<typeof NumericFlagSchema>;

/** A game's id in the platform's game tree. */
export type NodeId = Static<typeof NodeIdSchema>;

/** Game categories (`gameType`) of the spec's section 1. */
export type GameType = Static<typeof GameTypeSchema>;

/** The game list calls' client type: always 3 (spec section 9). */
export type ClientType = Static<typeof ClientTypeSchema>;

/** The game list calls' platform: `flash` or `html5-desktop` (spec section 9). */
export type GamePlatform = Static<typeof GamePlatformSchema>;

/** Paging of a list query: `pageNo` starts at 1. */
export type PageQuery = Static<typeof PageQuerySchema>;

/** A game as the game-list, hot, recent and favourite calls return it (spec section 3). */
export type Game = Static<typeof GameSchema>;

/** The special `isGame` value: the tile opens the vendor's popup game list (spec section 9). */
export const IS_GAME_VASSALAGE = 'VASSALAGE';

/** A vendor (provider) within a category; also the vendor card of a lane. */
export type Vendor = Static<typeof VendorSchema>;

/** A banner of a group (w_home, w_rng… w_topup_1..3). */
export type Banner = Static<typeof BannerSchema>;

/** A notice (announcement) with its rich-text body. */
export type Notice = Static<typeof NoticeSchema>;

/** A country of the dialling-code picker. */
export type Country = Static<typeof CountrySchema>;

/**
 * The server's rule for one form field (registration settings, "validation rules"): structurally
 * the UI's `ServerFieldRule`.
 */
export type ValidationRule = Static<typeof ValidationRuleSchema>;

/** Rules by field name (`username`, `password`, `mobileNum`, `email`…). */
export type ValidationRules = Static<typeof ValidationRulesSchema>;

/**
 * The captcha answer that goes with a form once the captcha shows: the characters typed and the
 * key the image was fetched with (see the `captcha` call).
 */
export type CaptchaAnswer = Static<typeof CaptchaAnswerSchema>;

/** A mobile number as the platform takes it. */
export type MobileNumber = Static<typeof MobileNumberSchema>;

/** The answer of every SMS-code call: minutes before another code may be asked for. */
export type SmsCodeResult = Static<typeof SmsCodeResultSchema>;

/** A member's rank in the brand's club (VIP) ladder. */
export type ClubLabel = Static<typeof ClubLabelSchema>;

/** A label the back office put on a member (shown as a chip, default colour #ABABAB). */
export type MemberLabel = Static<typeof MemberLabelSchema>;

/** The default colour of a member label without one. */
export const DEFAULT_MEMBER_LABEL_COLOR = '#ABABAB';

/** Account types (`MemberInfo.type`) that see the agent centre; 4 is a trial account. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;

/** The logged-in member (spec section 3, "Member info" and "User info"). */
export type MemberInfo = Static<typeof MemberInfoSchema>;

/** The successful answer of the login, free-play login and registration calls. */
export type LoginResult = Static<typeof LoginResultSchema>;

/** The value of a failed login's envelope: whether the captcha must show now. */
export type LoginFailureValue = Static<typeof LoginFailureValueSchema>;

/** Periods of agent contracts (dividend and salary). */
export type ContractPeriod = Static<typeof ContractPeriodSchema>;
