import { Suspense, useState } from 'react';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { LoginModal } from '../../features/auth';
import { ModalLoadFailed } from './ModalLoadFailed';
import { closeLoginPrompt, useLoginPrompt, type LoginPromptReason } from '../../lib/session/login-prompt';

/**
 * The login popup (spec section 2, "Modals"): opened by every action that needs login
 * (`requestLogin()`) and by a session the gateway ended. Mounted once, in the layout.
 */
export function LoginPromptHost() {
  const prompt = useLoginPrompt();
  // Once asked for, the modal stays mounted so that it can fade out; it keeps the last reason meanwhile.
  const [shown, setShown] = useState<{ reason: LoginPromptReason } | null>(null);
  if (prompt.isOpen && shown?.reason !== prompt.reason) setShown({ reason: prompt.reason });
  if (shown === null) return null;
  return (
    // A popup that failed says so each time it is asked for, with Retry.
    <PageErrorBoundary renderFailure={(failure) => prompt.isOpen && <ModalLoadFailed failure={failure} onClose={closeLoginPrompt} />}>
      <Suspense fallback={null}>
        <LoginModal isOpen={prompt.isOpen} reason={shown.reason} onClose={closeLoginPrompt} />
      </Suspense>
    </PageErrorBoundary>
  );
}
