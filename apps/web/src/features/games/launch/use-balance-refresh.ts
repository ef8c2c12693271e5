import { useEffect, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSession } from '../../../lib/session/session';

/** How often the balance is read again while a game is open: bets change it inside the frame. */
export const GAME_BALANCE_REFRESH_MS = 5_000;

/**
 * Keeps the header's balance current while a game is open. The demo slot posts no message, so
 * the balance (queryKeys.balance) is read again every few seconds while the page is visible, when
 * the window regains focus (the player leaves the frame), and whenever the game's frame posts a
 * message (vendors that announce their bets).
 */
export function useBalanceRefresh(frameRef: RefObject<HTMLIFrameElement | null>, isActive = true): void {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';

  useEffect(() => {
    if (!isActive || token === '') return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
    const interval = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh();
    }, GAME_BALANCE_REFRESH_MS);
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (frame && event.source === frame.contentWindow) refresh();
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('message', onMessage);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', refresh);
      window.removeEventListener('message', onMessage);
    };
  }, [frameRef, isActive, queryClient, token]);
}
