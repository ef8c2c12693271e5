import { Suspense, type ComponentType } from 'react';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { closeAppModal, removeAppModal, useAppModals, type AppModalName, type AppModalProps } from '../../lib/app-modals';
import { GiftModal } from '../../features/activity-gift';
import { ChangePasswordModal, ForgotPasswordModal, RegisterModal } from '../../features/auth';
import { ChatRoomModal } from '../../features/chat-room';
import { GamePopupModal, SearchModal } from '../../features/games';
import { NoticeModal } from '../../features/notices';
import { ModalLoadFailed } from './ModalLoadFailed';

type AppModalComponents = { [N in AppModalName]: ComponentType<AppModalProps<N>> };

// Each modal is its own chunk, loaded the first time it opens (the features export them lazily).
const MODALS: AppModalComponents = {
  register: RegisterModal,
  forgotPassword: ForgotPasswordModal,
  changePassword: ChangePasswordModal,
  notice: NoticeModal,
  search: SearchModal,
  gift: GiftModal,
  gamePopup: GamePopupModal,
  chatRoom: ChatRoomModal,
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
