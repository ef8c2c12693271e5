import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { closeAppModal, removeAppModal, useAppModals, type AppModalName, type AppModalParams } from './app-modals';

/** What every app modal receives: its params, whether it is open, and how to close. */
export type AppModalProps<N extends AppModalName> = (AppModalParams[N] extends Record<string, never> ? unknown : AppModalParams[N]) & {
  isOpen: boolean;
  /** Asks to close (the close control, a finished flow). */
  onClose: () => void;
  /** Called by the modal once its fade-out ends (Modal's onClosed). */
  onClosed: () => void;
};

type AppModalComponents = { [N in AppModalName]: LazyExoticComponent<ComponentType<AppModalProps<N>>> };

// Each modal is its own chunk, loaded the first time it opens.
const MODALS: AppModalComponents = {
  register: lazy(() => import('../auth/RegisterModal')),
  forgotPassword: lazy(() => import('../auth/ForgotPasswordModal')),
  changePassword: lazy(() => import('../auth/ChangePasswordModal')),
  notice: lazy(() => import('../notices/NoticeModal')),
  search: lazy(() => import('../games/search/SearchModal')),
  gift: lazy(() => import('../activity-gift/GiftModal')),
  gamePopup: lazy(() => import('../games/popup/GamePopupModal')),
  chatRoom: lazy(() => import('../chat-room/ChatRoomModal')),
};

/** Renders the open app modals (mounted once, in the layout). */
export function AppModalOutlet() {
  const entries = useAppModals();
  return (
    <>
      {entries.map((entry) => {
        const Modal = MODALS[entry.name] as ComponentType<AppModalProps<AppModalName>>;
        return (
          <Suspense key={entry.name} fallback={null}>
            <Modal
              {...entry.params}
              isOpen={entry.isOpen}
              onClose={() => closeAppModal(entry.name)}
              onClosed={() => removeAppModal(entry.name)}
            />
          </Suspense>
        );
      })}
    </>
  );
}
