import type { Static } from 'typebox';
import { Type } from 'typebox';
import { ClientTypeSchema, GameSchema } from './entities';
import { GameTypeInput } from './games';
import { LanguageField, NodeIdField, PageNoField, PageSizeField, SINGLE_LINE_TEXT, VendorCodeField } from './input-fields';
import { openStringEnum } from './schema-builders';

export const FavouriteIdsQuerySchema = Type.Object(
  { gameType: Type.Optional(GameTypeInput) },
  { additionalProperties: false, description: 'gameType: one category only; all without it.' },
);
export type FavouriteIdsQuery = Static<typeof FavouriteIdsQuerySchema>;

/**
 * The favourite list query (spec section 7: clientType 3, platform flash, language, gameType RNG,
 * paging). The spec's `token` parameter travels as the Authorization header instead.
 */
export const FavouritesQuerySchema = Type.Object(
  {
    clientType: Type.Optional(ClientTypeSchema),
    platform: Type.Optional(openStringEnum(['flash', 'html5-desktop'], { maxLength: 32, pattern: SINGLE_LINE_TEXT })),
    language: Type.Optional(LanguageField),
    gameType: Type.Optional(GameTypeInput),
    pageNo: PageNoField,
    pageSize: PageSizeField,
  },
  { additionalProperties: false, description: 'The favourite list query (spec section 7: clientType 3, platform flash, language, gameType RNG, paging).' },
);
export type FavouritesQuery = Static<typeof FavouritesQuerySchema>;

export const FavouritesPageSchema = Type.Object({ content: Type.Array(GameSchema), totalPages: Type.Number() });
export type FavouritesPage = Static<typeof FavouritesPageSchema>;

/** Adds or removes one favourite (spec section 7: nodeId, vendor, gameType). */
export const FavouriteChangeSchema = Type.Object(
  {
    nodeId: NodeIdField,
    vendor: VendorCodeField,
    gameType: GameTypeInput,
  },
  { additionalProperties: false, description: "Adds or removes one favourite (spec section 7: nodeId, vendor: the game's vassalage, gameType)." },
);
export type FavouriteChange = Static<typeof FavouriteChangeSchema>;

/** The nodeIds of the member's favourites. */
export const FavouriteIdsSchema = Type.Array(Type.Union([Type.String(), Type.Number()]), { description: "The nodeIds of the member's favourites." });
