import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { changePassword } from '@platform/api';
import { Button, ChangePasswordForm, Modal, type ChangePasswordValues } from '@platform/ui';
import { api } from '../../lib/api';
import type { AppModalProps } from '../../lib/app-modals';
import { useSession } from '../../lib/session/session';
import { formError, logInWithNewPassword } from './login';
import { useValidationRules } from '../../lib/server-state/use-field-rules';
import { signOut } from './sign-out';

/**
 * Change password (spec sections 4 and 5). Forced after a login with an expired or default
 * password: no close control, the reason shown, and the current password not asked (the session
 * has just proved it; the gateway accepts the change without it). Otherwise the current password
 * is asked and Cancel closes. On success the player logs in again with the new password just
 * typed (never stored), the modal hides and the site goes home.
 */
export default function ChangePasswordModal({ forced = false, reason: forcedReason, isOpen, onClose, onClosed }: AppModalProps<'changePassword'>) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const { data: rules } = useValidationRules();
  const reason = forced ? (forcedReason ?? 'expired') : undefined;
  const username = session?.account || undefined;

  const submit = async (values: ChangePasswordValues) => {
    try {
      await api.call(changePassword, values);
    } catch (error) {
      throw formError(error);
    }
    if (username) {
      try {
        await logInWithNewPassword(username, values.newPassword);
      } catch {
        // The password is changed and this session stays valid: the player carries on with it.
      }
    }
    onClose();
    navigate('/');
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`Change password`}
      hasCloseButton={!forced}
      isDismissable={!forced}
      width={480}
      minHeight={0}
      data-modal="change-password"
    >
      <ChangePasswordForm
        onSubmit={submit}
        passwordRule={rules?.password}
        isOldPasswordNeeded={!forced}
        reason={reason}
        username={username}
        onCancel={forced ? undefined : onClose}
        aria-label={t`Change password`}
      />
      {forced && (
        <Escape>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onClose();
              void signOut({ navigate, queryClient });
            }}
          >
            {t`Log out instead`}
          </Button>
        </Escape>
      )}
    </Modal>
  );
}

const Escape = styled.div`
  display: flex;
  justify-content: center;
`;
