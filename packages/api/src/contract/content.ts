import { defineCall } from './define-call';
import type { Banner, Notice } from './entities';
import type { Static } from 'typebox';
import type { AnnouncementSchema, AnnouncementTypeSchema, AnnouncementsQuerySchema, BannersQuerySchema, HelpArticleQuerySchema, HelpArticleSchema, HelpArticleSummarySchema, HelpCategorySchema, HelpCenterQuerySchema, NoticesQuerySchema, WinnerBoardEntrySchema, WinnerBoardQuerySchema, WinnerSchema } from '../schemas/content';

/** Announcement types (spec section 9). */
export type AnnouncementType = Static<typeof AnnouncementTypeSchema>;

/** The announcement query (spec section 7: types, platform 'W', execution). */
export type AnnouncementsQuery = Static<typeof AnnouncementsQuerySchema>;

/** An announcement: a notice with its type. */
export type Announcement = Static<typeof AnnouncementSchema>;

export type NoticesQuery = Static<typeof NoticesQuerySchema>;

export type BannersQuery = Static<typeof BannersQuerySchema>;

export type HelpCenterQuery = Static<typeof HelpCenterQuerySchema>;

/** A help article's title (the centre's menu and the footer's INFORMATION links). */
export type HelpArticleSummary = Static<typeof HelpArticleSummarySchema>;

/** A category of the help centre with its articles' titles. */
export type HelpCategory = Static<typeof HelpCategorySchema>;

export type HelpArticleQuery = Static<typeof HelpArticleQuerySchema>;

/** A help article with its rich-text body. */
export type HelpArticle = Static<typeof HelpArticleSchema>;

/** The winner board query (spec section 7: gameCategory ALL, language, limitNum 20). */
export type WinnerBoardQuery = Static<typeof WinnerBoardQuerySchema>;

/** One win of the winner board. */
export type Winner = Static<typeof WinnerSchema>;

/** A winner board entry: the spec's "vo object". */
export type WinnerBoardEntry = Static<typeof WinnerBoardEntrySchema>;

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
