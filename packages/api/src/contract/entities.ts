export type { NoInput, NumericFlag, NodeId, GameType, ClientType, GamePlatform, PageQuery, Game, Vendor, Banner, Notice, Country, ValidationRule, ValidationRules, CaptchaAnswer, MobileNumber, SmsCodeResult, ClubLabel, MemberLabel, MemberInfo, LoginResult, LoginFailureValue, ContractPeriod } from '../schemas/entities';

/**
 * The entities of the spec's section 3 that several calls share. Shapes the UI library also
 * types (Game, Vendor, Banner, Notice, Country, the server field rule) are compatible supersets
 * of @platform/ui's, so the app passes what a call answers straight to a component.
 */

/** The special `isGame` value: the tile opens the vendor's popup game list (spec section 9). */
export const IS_GAME_VASSALAGE = 'VASSALAGE';

/** The default colour of a member label without one. */
export const DEFAULT_MEMBER_LABEL_COLOR = '#ABABAB';

/** Account types (`MemberInfo.type`) that see the agent centre; 4 is a trial account. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
