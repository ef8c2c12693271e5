import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addFavourite, favouriteIds, isApiError, removeFavourite, type NodeId } from '@platform/api';
import { dialogs, type Game } from '@platform/ui';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { errorMessage } from '../../../lib/error-message';
import { requireLogin } from '../../../lib/session/access';
import { useSession } from '../../../lib/session/session';
import { nodeKey } from './filter-games';
import { lobbyKeys } from './lobby-queries';

const NO_IDS: ReadonlySet<string | number> = new Set();

/** The nodeIds of the member's favourites (every category); none for guests. */
export function useFavouriteIdList() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: queryKeys.favouriteIds(token),
    queryFn: ({ signal }) => api.call(favouriteIds, {}, { signal }),
    enabled: token !== '',
  });
}

/**
 * The favourites as GameGrid's `favouriteIds`: a set holding each id as the server sent it and
 * as a string, so a tile finds its heart whether its nodeId came as a number or a string.
 */
export function useFavouriteIds(): ReadonlySet<string | number> {
  const { data } = useFavouriteIdList();
  return useMemo(() => {
    if (!data || data.length === 0) return NO_IDS;
    const ids = new Set<string | number>();
    for (const id of data) {
      ids.add(id);
      ids.add(nodeKey(id));
      if (typeof id === 'string' && /^\d+$/.test(id)) ids.add(Number(id));
    }
    return ids;
  }, [data]);
}

/** Whether `nodeId` is among `ids`, whatever the type each came as. */
export function hasNodeId(ids: readonly NodeId[] | undefined, nodeId: NodeId): boolean {
  return ids?.some((id) => nodeKey(id) === nodeKey(nodeId)) ?? false;
}

interface FavouriteChangeVariables {
  game: Game;
  /** Add (true) or remove (false). */
  add: boolean;
  /** The session the change was made in. */
  token: string;
}

const MUTATION_KEY = ['favouriteToggle'] as const;

/** The id list with one id added (first, as the server orders them: newest first) or removed. */
function changeIds(ids: readonly NodeId[] | undefined, nodeId: NodeId, add: boolean): NodeId[] {
  const others = (ids ?? []).filter((id) => nodeKey(id) !== nodeKey(nodeId));
  return add ? [nodeId, ...others] : others;
}

/**
 * Toggles a game's favourite (spec section 4: added or removed by whether its nodeId is already
 * in the list). Asks guests to log in first. The heart changes at once (an optimistic update of
 * `queryKeys.favouriteIds(token)`); a failure undoes that change and says why in a dialog.
 * Returns `(game) => void`, stable, for GameGrid's `onFavouriteChange`.
 */
export function useFavouriteToggle(): (game: Game) => void {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  const { mutate } = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ game, add }: FavouriteChangeVariables) =>
      api.call(add ? addFavourite : removeFavourite, { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }),
    onMutate: async ({ game, add, token: session }) => {
      const key = queryKeys.favouriteIds(session);
      // A list arriving now would overwrite the optimistic change.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<NodeId[]>(key, (ids) => changeIds(ids, game.nodeId, add));
    },
    onError: (error, { game, add, token: session }) => {
      // Undo this change only: another toggle made meanwhile keeps its own.
      queryClient.setQueryData<NodeId[]>(queryKeys.favouriteIds(session), (ids) => changeIds(ids, game.nodeId, !add));
      // A lost session already opened the login popup.
      if (isApiError(error) && error.messageKey === 'error.loginRequired') return;
      void dialogs.alert({
        title: i18n._(add ? msg`Could not add to favourites` : msg`Could not remove from favourites`),
        text: errorMessage(error),
        buttonLabel: i18n._(msg`OK`),
      });
    },
    onSuccess: (ids, { token: session }) => {
      // The server's list after this change, unless another toggle is still on its way.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) queryClient.setQueryData(queryKeys.favouriteIds(session), ids);
    },
    onSettled: (_data, _error, { token: session }) => queryClient.invalidateQueries({ queryKey: lobbyKeys.favouriteLists(session) }),
  });

  return useCallback(
    (game: Game) => {
      if (!requireLogin()) return;
      const ids = queryClient.getQueryData<NodeId[]>(queryKeys.favouriteIds(token));
      mutate({ game, add: !hasNodeId(ids, game.nodeId), token });
    },
    [mutate, queryClient, token],
  );
}
