import { lazyModule } from '../../lib/lazy/lazy-module';

export { AnnouncementBar } from './AnnouncementBar';
export const NoticePage = /* @__PURE__ */ lazyModule(() => import('./NoticePage'));
export const NoticeModal = /* @__PURE__ */ lazyModule(() => import('./NoticeModal'));
