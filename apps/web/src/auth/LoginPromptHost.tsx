import { Suspense, useState } from 'react';
import { PageErrorBoundary } from '../layout/PageErrorBoundary';
import { lazyModule } from '../lazy/lazy-module';
import { ModalLoadFailed } from '../modals/ModalLoadFailed';
import { closeLoginPrompt, useLoginPrompt, type LoginPromptReason } from '../session/login-prompt';

// The popup's chunk loads the first time it is asked for.
const LoginModal = lazyModule(() => import('./LoginModal'));

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
