import { Suspense, type ComponentType } from 'react';
import { PageErrorBoundary } from '../layout/PageErrorBoundary';
import { lazyModule } from '../lazy/lazy-module';
import { closeAppModal, removeAppModal, useAppModals, type AppModalName, type AppModalParams } from './app-modals';
import { ModalLoadFailed } from './ModalLoadFailed';

/** What every app modal receives: its params, whether it is open, and how to close. */
export type AppModalProps<N extends AppModalName> = (AppModalParams[N] extends Record<string, never> ? unknown : AppModalParams[N]) & {
  isOpen: boolean;
  /** Asks to close (the close control, a finished flow). */
  onClose: () => void;
  /** Called by the modal once its fade-out ends (Modal's onClosed). */
  onClosed: () => void;
};

type AppModalComponents = { [N in AppModalName]: ComponentType<AppModalProps<N>> };

// Each modal is its own chunk, loaded the first time it opens.
const MODALS: AppModalComponents = {
  register: lazyModule(() => import('../auth/RegisterModal')),
  forgotPassword: lazyModule(() => import('../auth/ForgotPasswordModal')),
  changePassword: lazyModule(() => import('../auth/ChangePasswordModal')),
  notice: lazyModule(() => import('../notices/NoticeModal')),
  search: lazyModule(() => import('../games/search/SearchModal')),
  gift: lazyModule(() => import('../activity-gift/GiftModal')),
  gamePopup: lazyModule(() => import('../games/popup/GamePopupModal')),
  chatRoom: lazyModule(() => import('../chat-room/ChatRoomModal')),
};

/** Drops a modal that never showed: no fade-out to wait for. */
function dropAppModal(name: AppModalName) {
  closeAppModal(name);
  removeAppModal(name);
}

/** Renders the open app modals (mounted once, in the layout). */
export function AppModalOutlet() {
  const entries = useAppModals();
  return (
    <>
      {entries.map((entry) => {
        const Modal = MODALS[entry.name] as ComponentType<AppModalProps<AppModalName>>;
        return (
          <PageErrorBoundary
            key={entry.name}
            renderFailure={(failure) => <ModalLoadFailed failure={failure} onClose={() => dropAppModal(entry.name)} />}
          >
            <Suspense fallback={null}>
              <Modal
                {...entry.params}
                isOpen={entry.isOpen}
                onClose={() => closeAppModal(entry.name)}
                onClosed={() => removeAppModal(entry.name)}
              />
            </Suspense>
          </PageErrorBoundary>
        );
      })}
    </>
  );
}
