import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@platform/api';
import { dialogs } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { openAppModal } from '../../../lib/app-modals';
import { requireLogin, requireRealAccount } from '../../../lib/session/access';
import { sessionStore } from '../../../lib/session/session';
import { isTrial } from '../../../lib/session/session-store';
import { gameLaunchQuery, isGameMaintenance, isRecentQueryKey, maintenanceHotGames } from './launch-queries';
import { askForHotGame } from './MaintenanceDialog';
import { storeSelectedVendor } from './selected-vendor';
import { planGameStart, type StartOptions, type StartTarget } from './start-game';

export type StartGame = (target: StartTarget, options?: StartOptions) => void;

// The game being launched (one at a time, site-wide), for tiles that show they are busy.
const starting = /* @__PURE__ */ createStore<string | null>(() => null);
const setStarting = (next: string | null) => starting.setState(next, true);

/** The `/game…` address being launched, or null: a tile may show a spinner while it is its own. */
export function useStartingGame(): string | null {
  return useStore(starting);
}

/**
 * Starts a game as spec section 4 says (the rules are `planGameStart`'s): login first, a real
 * account for real play, the lottery flow, the VASSALAGE popup, RNG and FISH vendor cards to
 * their category tab, and every other game launched (launchGame) and shown on /game. A game
 * under maintenance shows the hot games to start instead; other failures show the catalogue's
 * message. A second start while one launches is ignored.
 */
export function useStartGame(): StartGame {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const startRef = useRef<StartGame>(() => {});

  const start = useCallback<StartGame>(
    (target, options = {}) => {
      const plan = planGameStart(target, options, { isTrial: isTrial(sessionStore.get()) });
      const allowed = plan.access === 'login' ? requireLogin() : requireRealAccount();
      if (!allowed) return;
      const { action } = plan;
      switch (action.type) {
        case 'noTrial':
          void dialogs.alert({
            title: i18n._(msg`No free trial`),
            text: i18n._(msg`This game has no free trial.`),
            buttonLabel: i18n._(msg`OK`),
          });
          return;
        case 'popup':
          openAppModal('gamePopup', action.params);
          return;
        case 'categoryPage':
          storeSelectedVendor(action.gameType, action.vassalage);
          navigate(action.to);
          return;
        case 'navigate':
          navigate(action.to);
          return;
        case 'launch': {
          const token = sessionStore.get()?.token;
          if (!token || starting.getState() !== null) return;
          setStarting(action.to);
          void queryClient
            .fetchQuery(gameLaunchQuery(token, i18n.locale, action.query))
            .then(() => {
              void queryClient.invalidateQueries({ predicate: (query) => isRecentQueryKey(query.queryKey) });
              // Also after the caller unmounted (a tile of the popup, which closes on a press).
              navigate(action.to);
            })
            .catch(async (error: unknown) => {
              if (isGameMaintenance(error)) {
                const hotGames = maintenanceHotGames(error, { nodeId: action.query.nodeId });
                setStarting(null);
                const chosen = await askForHotGame(hotGames);
                if (chosen) startRef.current(chosen);
                return;
              }
              // A lost session already opened the login popup.
              if (isApiError(error) && error.messageKey === 'error.loginRequired') return;
              void dialogs.alert({ title: i18n._(msg`The game could not start`), text: errorMessage(error), buttonLabel: i18n._(msg`OK`) });
            })
            .finally(() => {
              if (starting.getState() === action.to) setStarting(null);
            });
          return;
        }
      }
    },
    [navigate, queryClient],
  );
  useLayoutEffect(() => {
    startRef.current = start;
  }, [start]);
  return start;
}
