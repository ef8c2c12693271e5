export { AnnouncementMarquee, type AnnouncementMarqueeProps } from './AnnouncementMarquee';
