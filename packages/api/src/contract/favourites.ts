import { defineCall } from './define-call';
import type { ClientType, Game, GamePlatform, GameType, NodeId } from './entities';

export interface FavouriteIdsQuery {
  /** One category only; all without it. */
  gameType?: GameType;
}

/**
 * The favourite list query (spec section 7: clientType 3, platform flash, language, gameType RNG,
 * paging). The spec's `token` parameter travels as the Authorization header instead.
 */
export interface FavouritesQuery {
  clientType?: ClientType;
  platform?: GamePlatform;
  language?: string;
  gameType?: GameType;
  /** Starts at 1. */
  pageNo: number;
  pageSize: number;
}

export interface FavouritesPage {
  content: Game[];
  totalPages: number;
}

/** Adds or removes one favourite (spec section 7: nodeId, vendor, gameType). */
export interface FavouriteChange {
  nodeId: NodeId;
  /** The game's vendor (vassalage). */
  vendor: string;
  gameType: GameType;
}

/** The nodeIds of the member's favourites (a tile's heart is on when its nodeId is here); member-only. */
export const favouriteIds = defineCall<FavouriteIdsQuery, NodeId[]>({
  method: 'GET',
  path: '/wps/favourites/ids',
  auth: true,
  encrypted: false,
});

/** A page of the member's favourite games; member-only. */
export const favourites = defineCall<FavouritesQuery, FavouritesPage>({
  method: 'GET',
  path: '/wps/favourites',
  auth: true,
  encrypted: false,
});

/** Adds a favourite (idempotent) and answers the favourite ids after it; member-only. */
export const addFavourite = defineCall<FavouriteChange, NodeId[]>({
  method: 'POST',
  path: '/wps/favourites/add',
  auth: true,
  encrypted: false,
});

/** Removes a favourite (idempotent) and answers the favourite ids after it; member-only. */
export const removeFavourite = defineCall<FavouriteChange, NodeId[]>({
  method: 'POST',
  path: '/wps/favourites/remove',
  auth: true,
  encrypted: false,
});
