import { defineCall } from './define-call';
import type { Banner, Notice } from './entities';

/** Announcement types (spec section 9). */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

/** The announcement query (spec section 7: types, platform 'W', execution). */
export interface AnnouncementsQuery {
  /** Comma-separated AnnouncementType values: `B,PL,PU,PR,H`. */
  types: string;
  /** `W` (web). */
  platform: 'W';
  /** The execution type: `B`. */
  executionType?: 'B';
  language?: string;
}

/** An announcement: a notice with its type. */
export interface Announcement extends Notice {
  type: AnnouncementType;
}

export interface NoticesQuery {
  language?: string;
}

export interface BannersQuery {
  /** One group (w_home, w_rng… w_topup_1..3); every group without it. */
  groupName?: string;
  language?: string;
}

export interface HelpCenterQuery {
  language?: string;
}

/** A help article's title (the centre's menu and the footer's INFORMATION links). */
export interface HelpArticleSummary {
  id: string | number;
  title: string;
}

/** A category of the help centre with its articles' titles. */
export interface HelpCategory {
  id: string | number;
  title: string;
  articles: HelpArticleSummary[];
}

export interface HelpArticleQuery {
  id: string | number;
  language?: string;
}

/** A help article with its rich-text body. */
export interface HelpArticle extends HelpArticleSummary {
  /** HTML from the back office: sanitise it before it is shown. */
  content: string;
  categoryId: string | number;
}

/** The winner board query (spec section 7: gameCategory ALL, language, limitNum 20). */
export interface WinnerBoardQuery {
  gameCategory: 'ALL' | (string & {});
  language?: string;
  limitNum: number;
}

/** One win of the winner board. */
export interface Winner {
  /** The winner's account, masked by the gateway (`ab***9`). */
  userName: string;
  gameName: string;
  gameType?: string;
  vassalage?: string;
  winAmount: number;
  /** When it was won: epoch milliseconds or an ISO string. */
  winTime: number | string;
  iconUrl?: string;
}

/** A winner board entry: the spec's "vo object". */
export interface WinnerBoardEntry {
  vo: Winner;
}

/** Announcements for the scrolling bar and the announcements modal; public. */
export const announcements = defineCall<AnnouncementsQuery, Announcement[]>({
  method: 'GET',
  path: '/wps/announcements',
  auth: false,
  encrypted: false,
});

/** The notices of the notice page and the home notice (session cache key `index notice`); public. */
export const notices = defineCall<NoticesQuery, Notice[]>({
  method: 'GET',
  path: '/wps/notices',
  auth: false,
  encrypted: false,
});

/** The banners of a group, or of every group; public. Not in the spec's call list: the banner areas need it. */
export const banners = defineCall<BannersQuery, Banner[]>({
  method: 'GET',
  path: '/wps/banners',
  auth: false,
  encrypted: false,
});

/** The help centre's categories and article titles; public. */
export const helpCenter = defineCall<HelpCenterQuery, HelpCategory[]>({
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: false,
  encrypted: false,
});

/** One help article (the spec's "help"); public. */
export const helpArticle = defineCall<HelpArticleQuery, HelpArticle>({
  method: 'GET',
  path: '/wps/system/help',
  auth: false,
  encrypted: false,
});

/** The latest big wins; public. */
export const winnerBoard = defineCall<WinnerBoardQuery, WinnerBoardEntry[]>({
  method: 'GET',
  path: '/wps/winners',
  auth: false,
  encrypted: false,
});
