/**
 * The entities of the spec's section 3 that several calls share. Shapes the UI library also
 * types (Game, Vendor, Banner, Notice, Country, the server field rule) are compatible supersets
 * of @platform/ui's, so the app passes what a call answers straight to a component.
 */

/** A call that takes no input. */
export type NoInput = Record<string, never>;

/** A flag the platform sends as a number: 1 means yes, 0 means no. */
export type NumericFlag = number;

/** A game's id in the platform's game tree. */
export type NodeId = string | number;

/** Game categories (`gameType`) of the spec's section 1. */
export type GameType = 'RNG' | 'FISH' | 'LIVE' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT' | (string & {});

/** The game list calls' client type: always 3 (spec section 9). */
export type ClientType = 3;

/** The game list calls' platform: `flash` or `html5-desktop` (spec section 9). */
export type GamePlatform = 'flash' | 'html5-desktop' | (string & {});

/** Paging of a list query: `pageNo` starts at 1. */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** A game as the game-list, hot, recent and favourite calls return it (spec section 3). */
export interface Game {
  nodeId: NodeId;
  /** The vendor's code (AG, PT, CQ9…). */
  vassalage: string;
  gameType: GameType;
  /** The name, under whichever key the call used. */
  gameName?: string;
  nodeName?: string;
  title?: string;
  /** The icon, under whichever key the call used. */
  iconUrl?: string;
  showIcon?: string;
  lagerIcon?: string;
  url?: string;
  /** The vendor's display name. */
  displayName?: string;
  isHot?: NumericFlag;
  isNew?: NumericFlag;
  /** 0 offers a free trial. */
  supportPlay?: NumericFlag;
  /** `VASSALAGE` opens the vendor's popup game list instead of a game. */
  isGame?: string;
  defaultPlayType?: string;
  accountTypeName?: string;
  gameCode?: string;
  code?: string;
  /** The smallest bet, for the minimum-bet filter. */
  minBet?: number;
  /** The fewest lines, for slot games. */
  minLineNum?: number;
  /** jackpot, table, arcade or bingo, for the classification filter. */
  gameClassify?: string;
}

/** The special `isGame` value: the tile opens the vendor's popup game list (spec section 9). */
export const IS_GAME_VASSALAGE = 'VASSALAGE';

/** A vendor (provider) within a category; also the vendor card of a lane. */
export interface Vendor {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  isHot?: NumericFlag;
  accountTypeId?: string | number;
  /** The vendor's node in the game tree (a vendor card opens it). */
  nodeId?: NodeId;
  /** The vendor's logo, when the platform has one. */
  logoUrl?: string;
}

/** A banner of a group (w_home, w_rng… w_topup_1..3). */
export interface Banner {
  bannerId: string | number;
  groupName: string;
  /** The image. */
  url: string;
  /** Set when a press opens something: a game, a promotion, a page. */
  linkageType?: string | null;
  /** What the linkage points at (a route, a promotion id, a URL). */
  linkage?: string | null;
  /** The banner's text for screen readers. */
  title?: string;
}

/** A notice (announcement) with its rich-text body. */
export interface Notice {
  id: string | number;
  title: string;
  /** HTML from the back office: sanitise it before it is shown. */
  content: string;
  /** When it was published: epoch milliseconds or an ISO string. */
  createTime?: number | string;
}

/** A country of the dialling-code picker. */
export interface Country {
  /** ISO 3166 code: `MY`. */
  countryCode: string;
  /** Digits without "+": `60`. */
  countryDialingCode: string;
}

/**
 * The server's rule for one form field (registration settings, "validation rules"): structurally
 * the UI's `ServerFieldRule`.
 */
export interface ValidationRule {
  /** A disabled field is hidden and not validated. */
  enabled: boolean;
  required: boolean;
  /** A regular expression's source that the whole value must match; `*` matches anything. */
  acceptedPattern: string;
  /** Picks the hint message that describes the pattern. */
  patternId?: string | number | null;
  /** Inclusive bounds on the length; a maxLength of 0 or less means no upper bound. */
  minLength: number;
  maxLength: number;
}

/** Rules by field name (`username`, `password`, `mobileNum`, `email`…). */
export type ValidationRules = Record<string, ValidationRule>;

/**
 * The captcha answer that goes with a form once the captcha shows: the characters typed and the
 * key the image was fetched with (see the `captcha` call).
 */
export interface CaptchaAnswer {
  captcha?: string;
  captchaKey?: string;
}

/** A mobile number as the platform takes it. */
export interface MobileNumber {
  mobileNum: string;
  /** Digits without "+": `60`. */
  countryDialingCode: string;
  /** The picked country (`MY`), when the form knows it. */
  countryCode?: string;
}

/** The answer of every SMS-code call: minutes before another code may be asked for. */
export interface SmsCodeResult {
  expiredMinutes: number;
}

/** A member's rank in the brand's club (VIP) ladder. */
export interface ClubLabel {
  labelName: string;
  /** Ranks above 4 use the VIP service instead of live chat. */
  rankLevel: number;
}

/** A label the back office put on a member (shown as a chip, default colour #ABABAB). */
export interface MemberLabel {
  labelName: string;
  color?: string | null;
}

/** The default colour of a member label without one. */
export const DEFAULT_MEMBER_LABEL_COLOR = '#ABABAB';

/** Account types (`MemberInfo.type`) that see the agent centre; 4 is a trial account. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;

/** The logged-in member (spec section 3, "Member info" and "User info"). */
export interface MemberInfo {
  id: string | number;
  account: string;
  nickname: string | null;
  /** Account type: 1, 2, 41, 42 are agents; 4 is a trial account. */
  type: number;
  /**
   * Whether the member may transfer to the upline now: it has one, its own toUpline setting is on
   * and so is the brand's TRANSFER_TO_UPLINE (and AGENT_TRANSFER_TO_UPLINE for an agent).
   */
  toUpline: boolean;
  clubLabel: ClubLabel | null;
  memberLabel: MemberLabel[];
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  /** The member's interface language (MS, EN, CN). */
  language?: string | null;
}

/** The successful answer of the login, free-play login and registration calls. */
export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** Set on a failed login's envelope value when the next attempt needs a captcha. */
  captcha?: boolean;
}

/** The value of a failed login's envelope: whether the captcha must show now. */
export interface LoginFailureValue {
  captcha?: boolean;
}

/** Periods of agent contracts (dividend and salary). */
export type ContractPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';
