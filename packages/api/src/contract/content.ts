import { defineCall } from './define-call';
import type { Banner, Notice } from './entities';
import type { AnnouncementsQuery, Announcement, NoticesQuery, BannersQuery, HelpCenterQuery, HelpCategory, HelpArticleQuery, HelpArticle, WinnerBoardQuery, WinnerBoardEntry } from '../schemas/content';
export type { AnnouncementType, AnnouncementsQuery, Announcement, NoticesQuery, BannersQuery, HelpCenterQuery, HelpArticleSummary, HelpCategory, HelpArticleQuery, HelpArticle, WinnerBoardQuery, Winner, WinnerBoardEntry } from '../schemas/content';

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
