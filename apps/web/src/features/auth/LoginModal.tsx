import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Alert, Modal } from '@platform/ui';
import type { LoginPromptReason } from '../../lib/session/login-prompt';
import { LoginPanel } from './LoginPanel';

export interface LoginModalProps {
  isOpen: boolean;
  /** An action that needs login, or a session the gateway ended (then the popup says so). */
  reason: LoginPromptReason;
  onClose: () => void;
  onClosed?: () => void;
}

/** The login popup: the stacked login form in a modal; it closes once the player is logged in. */
export default function LoginModal({ isOpen, reason, onClose, onClosed }: LoginModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`Log in`}
      width={440}
      minHeight={0}
      data-modal="login"
    >
      <Body>
        {reason === 'sessionEnded' && (
          <Alert tone="warning" title={t`Your session has ended`}>
            {t`Please log in again to continue.`}
          </Alert>
        )}
        <LoginPanel layout="stacked" onSuccess={onClose} />
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
