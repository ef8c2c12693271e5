export { NoticeBoard, type NoticeBoardProps } from './NoticeBoard';
export { sanitizeNotice } from './sanitize-notice';
export { formatNoticeTime, parseNoticeTime } from './notice-time';
export { NOTICES_PER_PAGE } from './notice-pages';
