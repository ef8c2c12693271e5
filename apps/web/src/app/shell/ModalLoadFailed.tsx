import { useEffect, useEffectEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { dialogs } from '@platform/ui';
import type { PageFailure } from '../../components/PageErrorBoundary';
import { usePageProblemText } from '../../components/PageNotice';

export interface ModalLoadFailedProps {
  failure: PageFailure;
  /** Gives up on the modal (Close). */
  onClose: () => void;
}

/**
 * A modal that could not open because its code did not load (spec section 8: ChunkLoadError) or
 * because it broke: the page's words for it, as a dialog over the page where the player asked for
 * the modal, with Retry (Reload for a failure of its own) and Close.
 */
export function ModalLoadFailed({ failure, onClose }: ModalLoadFailedProps) {
  const { t } = useLingui();
  const { isChunkLoadError } = failure;
  const { title, text } = usePageProblemText(isChunkLoadError ? 'chunk' : 'system');
  const settle = useEffectEvent((isRetry: boolean) => (isRetry ? failure.retry() : onClose()));
  const retryLabel = isChunkLoadError ? t`Retry` : t`Reload`;
  const closeLabel = t`Close`;
  useEffect(() => {
    let isShown = true;
    const dialog = dialogs.confirm({ title, text, confirmLabel: retryLabel, cancelLabel: closeLabel });
    void dialog.then((isRetry) => isShown && settle(isRetry));
    return () => {
      isShown = false;
      dialogs.close(dialog.id);
    };
  }, [title, text, retryLabel, closeLabel]);
  return null;
}
