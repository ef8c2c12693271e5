import type { Static } from 'typebox';
import { Type } from 'typebox';
import { PrizeModeInput, PrizeModeSchema } from './games';
import { DeviceField, GameCodeField, LanguageField } from './input-fields';
import { nullable, openStringEnum } from './schema-builders';

/** Lottery types of the provider assets (spec section 3). */
export const LotteryTypeSchema = openStringEnum(['11X5', 'LF', 'LHC', 'PK10', 'SSC'], { description: 'Lottery types of the provider assets (spec section 3).' });
export type LotteryType = Static<typeof LotteryTypeSchema>;

/** A lottery game of a menu or of the popular list. */
export const LotteryGameSchema = Type.Object(
  {
    gameCode: Type.String(),
    gameName: Type.String(),
    prizeMode: PrizeModeSchema,
    vendor: Type.String({ description: 'The vendor (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT).' }),
    lotteryType: Type.Optional(LotteryTypeSchema),
    iconUrl: Type.Optional(Type.String()),
    nextDrawTime: Type.Optional(nullable(Type.Union([Type.Number(), Type.String()]), { description: 'The next draw: epoch milliseconds or an ISO string.' })),
    isHot: Type.Optional(Type.Number()),
  },
  { description: 'A lottery game of a menu or of the popular list.' },
);
export type LotteryGame = Static<typeof LotteryGameSchema>;

/** A group of the lottery menu (a region or a lottery type) with its games. */
export const LotteryMenuGroupSchema = Type.Object(
  { groupCode: Type.String(), groupName: Type.String(), games: Type.Array(LotteryGameSchema) },
  { description: 'A group of the lottery menu (a region or a lottery type) with its games.' },
);
export type LotteryMenuGroup = Static<typeof LotteryMenuGroupSchema>;

/** The lottery menus' query (spec section 7: prizeMode, device WEB). */
export const LotteryMenuQuerySchema = Type.Object(
  { prizeMode: PrizeModeInput, device: Type.Optional(DeviceField), language: Type.Optional(LanguageField) },
  { additionalProperties: false, description: "The lottery menus' query (spec section 7: prizeMode, device WEB)." },
);
export type LotteryMenuQuery = Static<typeof LotteryMenuQuerySchema>;

/** Popular lottery games (spec section 7: count 20, prizeMode, device, language). */
export const PopularGamesQuerySchema = Type.Object(
  { count: Type.Integer({ minimum: 1, maximum: 20 }), prizeMode: PrizeModeInput, device: Type.Optional(DeviceField), language: Type.Optional(LanguageField) },
  { additionalProperties: false, description: 'Popular lottery games (spec section 7: count 20, prizeMode, device, language).' },
);
export type PopularGamesQuery = Static<typeof PopularGamesQuerySchema>;

/** A drawn (opened) numero: one draw of a lottery game and its result. */
export const OpenedNumeroSchema = Type.Object(
  {
    gameCode: Type.String(),
    numero: Type.String({ description: "The draw's number." }),
    winningNumbers: Type.String({ description: 'The winning numbers, as the game writes them.' }),
    openTime: Type.Union([Type.Number(), Type.String()], { description: 'When it was drawn: epoch milliseconds or an ISO string.' }),
  },
  { description: 'A drawn (opened) numero: one draw of a lottery game and its result.' },
);
export type OpenedNumero = Static<typeof OpenedNumeroSchema>;

/** The latest VN draws (spec section 7: count 100). */
export const VnOpenedNumbersQuerySchema = Type.Object(
  { count: Type.Integer({ minimum: 1, maximum: 100 }), gameCode: Type.Optional(GameCodeField) },
  { additionalProperties: false, description: 'The latest VN draws (spec section 7: count 100).' },
);
export type VnOpenedNumbersQuery = Static<typeof VnOpenedNumbersQuerySchema>;

export const OpenedNumeroQuerySchema = Type.Object({ gameCode: GameCodeField }, { additionalProperties: false });
export type OpenedNumeroQuery = Static<typeof OpenedNumeroQuerySchema>;
