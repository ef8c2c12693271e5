import { defineCall } from './define-call';
import type { NodeId } from './entities';
import type { FavouriteIdsQuery, FavouritesQuery, FavouritesPage, FavouriteChange } from '../schemas/favourites';
export type { FavouriteIdsQuery, FavouritesQuery, FavouritesPage, FavouriteChange } from '../schemas/favourites';

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
