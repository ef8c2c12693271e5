import { lazyModule } from '../../lib/lazy/lazy-module';

export const ChatRoomModal = /* @__PURE__ */ lazyModule(() => import('./ChatRoomModal'));
