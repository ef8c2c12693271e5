import { defineCall } from './define-call';
import type { NodeId } from './entities';
import type { Static } from 'typebox';
import type { FavouriteChangeSchema, FavouriteIdsQuerySchema, FavouritesPageSchema, FavouritesQuerySchema } from '../schemas/favourites';

export type FavouriteIdsQuery = Static<typeof FavouriteIdsQuerySchema>;

/**
 * The favourite list query (spec section 7: clientType 3, platform flash, language, gameType RNG,
 * paging). The spec's `token` parameter travels as the Authorization header instead.
 */
export type FavouritesQuery = Static<typeof FavouritesQuerySchema>;

export type FavouritesPage = Static<typeof FavouritesPageSchema>;

/** Adds or removes one favourite (spec section 7: nodeId, vendor, gameType). */
export type FavouriteChange = Static<typeof FavouriteChangeSchema>;

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
