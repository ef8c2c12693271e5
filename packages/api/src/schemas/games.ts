import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { NodeIdSchema} from './entities';
import { ClientTypeSchema, GAME_TYPES, GameSchema, GameTypeSchema, VendorSchema } from './entities';
import {
  DeviceField,
  GameCodeField,
  LanguageField,
  MerchantCodeField,
  NodeIdField,
  PageNoField,
  PageSizeField,
  SINGLE_LINE_TEXT,
  VendorCodeField,
  singleLineText,
} from './input-fields';
import { checkedOpenEnum, openStringEnum, stringEnum } from './schema-builders';

/** A game type the gateway's catalogue knows; the type stays the contract's open GameType. */
export const GameTypeInput = checkedOpenEnum<Static<typeof GameTypeSchema>>(GAME_TYPES);

/** The game classifications of the game list's filter. */
export const GAME_CLASSIFICATIONS = ['jackpot', 'table', 'arcade', 'bingo'] as const;

/** flash or html5-desktop on the site; other platforms are tolerated. */
const PlatformInput = openStringEnum(['flash', 'html5-desktop'], { maxLength: 32, pattern: SINGLE_LINE_TEXT });

/**
 * A game's node id in a query: text with the node id's pattern. A numeric id travels as its
 * digits, so the type keeps the contract's `string | number`.
 */
const NodeIdQueryInput = Type.Unsafe<Static<typeof NodeIdSchema>>(NodeIdField);

/** A category of the header's nav with its vendors: compatible with the UI's GameCategory. */
export const GameMenuSchema = Type.Object(
  {
    code: GameTypeSchema,
    name: Type.String({ description: "The category's name in the asked language." }),
    vendors: Type.Array(VendorSchema),
    isHot: Type.Optional(Type.Number()),
  },
  { description: "A category of the header's nav with its vendors (code: the category code, RNG, LIVE…, also its route)." },
);
export type GameMenu = Static<typeof GameMenuSchema>;

export const GameMenusQuerySchema = Type.Object(
  { language: Type.Optional(LanguageField), device: Type.Optional(DeviceField) },
  { additionalProperties: false },
);
export type GameMenusQuery = Static<typeof GameMenusQuerySchema>;

export const GameVendorsQuerySchema = Type.Object(
  { merchantCode: MerchantCodeField, gameType: Type.Optional(GameTypeInput) },
  { additionalProperties: false, description: 'gameType: one category only; all categories without it.' },
);
export type GameVendorsQuery = Static<typeof GameVendorsQuerySchema>;

/** The game list query (spec section 3): the page and its filters. */
export const GameListQuerySchema = Type.Object(
  {
    clientType: Type.Optional(ClientTypeSchema),
    platform: Type.Optional(PlatformInput),
    channel: Type.Optional(singleLineText(32)),
    merchant: Type.Optional(singleLineText(64, { description: "The brand's merchant code." })),
    gameType: Type.Optional(GameTypeInput),
    vassalage: Type.Optional(VendorCodeField),
    gameClassify: Type.Optional(checkedOpenEnum<string>(GAME_CLASSIFICATIONS, { description: 'jackpot, table, arcade or bingo.' })),
    isHot: Type.Optional(Type.Unsafe<1>({ type: 'integer', enum: [0, 1], description: '1: hot games only (the type filter\'s "hot").' })),
    gameName: Type.Optional(singleLineText(64, { description: "Part of a game's name." })),
    minBet: Type.Optional(Type.Number({ minimum: 0.01, maximum: 100_000, description: 'Games whose smallest bet is at most this.' })),
    minLineNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1024 })),
    language: Type.Optional(LanguageField),
    pageNo: PageNoField,
    pageSize: PageSizeField,
  },
  { additionalProperties: false, description: 'The game list query (spec section 3): the page and its filters.' },
);
export type GameListQuery = Static<typeof GameListQuerySchema>;

export const GameListPageSchema = Type.Object({ games: Type.Array(GameSchema), totalPages: Type.Number() });
export type GameListPage = Static<typeof GameListPageSchema>;

/** Recent games (spec section 7: clientType 3, page 1, pageSize 9, gameType RNG, language). */
export const RecentGamesQuerySchema = Type.Object(
  {
    clientType: Type.Optional(ClientTypeSchema),
    page: PageNoField,
    pageSize: PageSizeField,
    gameType: Type.Optional(GameTypeInput),
    language: Type.Optional(LanguageField),
  },
  { additionalProperties: false, description: 'Recent games (spec section 7: clientType 3, page 1, pageSize 9, gameType RNG, language).' },
);
export type RecentGamesQuery = Static<typeof RecentGamesQuerySchema>;

export const RecentGamesPageSchema = Type.Object({ list: Type.Array(GameSchema), totalPages: Type.Number() });
export type RecentGamesPage = Static<typeof RecentGamesPageSchema>;

/** Hot games (spec section 7: merchantCode, isPlatform 2, vassalage, platform, language). */
export const HotGamesQuerySchema = Type.Object(
  {
    merchantCode: MerchantCodeField,
    isPlatform: Type.Optional(Type.Unsafe<2>({ type: 'integer', enum: [2], description: 'The platform code for hot games: 2.' })),
    vassalage: Type.Optional(VendorCodeField),
    platform: Type.Optional(PlatformInput),
    language: Type.Optional(LanguageField),
  },
  { additionalProperties: false, description: 'Hot games (spec section 7: merchantCode, isPlatform 2, vassalage, platform, language).' },
);
export type HotGamesQuery = Static<typeof HotGamesQuerySchema>;

export const HotGamesSchema = Type.Object({ list: Type.Array(GameSchema) });
export type HotGames = Static<typeof HotGamesSchema>;

/** Where the launched game opens. */
export const GameLaunchSchema = Type.Object(
  { url: Type.String({ description: "The game's address, opened in the /game iframe (or a new window where the vendor requires it)." }) },
  { description: 'Where the launched game opens.' },
);
export type GameLaunch = Static<typeof GameLaunchSchema>;

export const GameLaunchFBQuerySchema = Type.Object(
  { vassalage: Type.Optional(VendorCodeField), language: Type.Optional(LanguageField) },
  { additionalProperties: false, description: 'vassalage: the sports vendor with vassalage FB.' },
);
export type GameLaunchFBQuery = Static<typeof GameLaunchFBQuerySchema>;

export const PvpRoomsQuerySchema = Type.Object(
  { vassalage: VendorCodeField, gameCode: Type.Optional(GameCodeField), language: Type.Optional(LanguageField) },
  { additionalProperties: false },
);
export type PvpRoomsQuery = Static<typeof PvpRoomsQuerySchema>;

/** A room of a peer-versus-peer game. */
export const PvpRoomSchema = Type.Object(
  {
    roomId: Type.Union([Type.String(), Type.Number()]),
    name: Type.String(),
    minBet: Type.Number(),
    minBalance: Type.Optional(Type.Number({ description: 'The least balance to enter.' })),
    players: Type.Optional(Type.Number()),
  },
  { description: 'A room of a peer-versus-peer game.' },
);
export type PvpRoom = Static<typeof PvpRoomSchema>;

/** Prize modes of the lottery (spec section 9). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const PrizeModeSchema = openStringEnum(PRIZE_MODES, { description: 'Prize modes of the lottery (spec section 9).' });
/** Prize modes of the lottery (spec section 9). */
export type PrizeMode = Static<typeof PrizeModeSchema>;
/** A prize mode the gateway knows; the type stays the contract's open PrizeMode. */
export const PrizeModeInput = checkedOpenEnum<Static<typeof PrizeModeSchema>>(PRIZE_MODES);

/** The views the lottery opens on. */
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;

const THIRD_PARTY_LAUNCH_PROPERTIES = {
  nodeId: Type.Optional(NodeIdQueryInput),
  vassalage: VendorCodeField,
  gameType: GameTypeInput,
  gameCode: Type.Optional(GameCodeField),
  playType: Type.Optional(singleLineText(32)),
  tryPlay: Type.Optional(Type.Boolean({ description: 'A free trial of a game with supportPlay 0.' })),
  device: Type.Optional(DeviceField),
  backUrl: Type.Optional(singleLineText(512)),
  language: Type.Optional(LanguageField),
};

const LOTTERY_LAUNCH_PROPERTIES = {
  lottoArea: checkedOpenEnum<'VN' | (string & {})>(['VN']),
  launchMode: stringEnum(['LOTT']),
  lottoPrizeMode: PrizeModeInput,
  lottoGameCode: Type.Optional(GameCodeField),
  lottoView: stringEnum(LOTTERY_VIEWS),
  device: DeviceField,
  backUrl: Type.Optional(singleLineText(512)),
  language: Type.Optional(LanguageField),
};

/** Launches a third-party game (everything but the lottery flow). */
export const ThirdPartyLaunchQuerySchema = Type.Object(THIRD_PARTY_LAUNCH_PROPERTIES, {
  additionalProperties: false,
  description: 'Launches a third-party game (everything but the lottery flow).',
});
export type ThirdPartyLaunchQuery = Static<typeof ThirdPartyLaunchQuerySchema>;

/** Launches the lottery (spec section 7: lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language). */
export const LotteryLaunchQuerySchema = Type.Object(LOTTERY_LAUNCH_PROPERTIES, {
  additionalProperties: false,
  description: 'Launches the lottery (spec section 7: lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView betting or lobby, device, backUrl, language).',
});
/**
 * Launches the lottery (spec section 7: lottoArea VN, launchMode LOTT, lottoPrizeMode,
 * lottoGameCode, lottoView betting or lobby, device, backUrl, language).
 */
export type LotteryLaunchQuery = Static<typeof LotteryLaunchQuerySchema>;

/**
 * The launch call's query: a third-party game or the lottery, as one object whose fields are
 * all optional (a query string cannot be a union; the gateway tells the two apart by the lotto
 * fields and asks for vassalage and gameType otherwise).
 */
export const LaunchGameQuerySchema = Type.Object(
  {
    ...THIRD_PARTY_LAUNCH_PROPERTIES,
    vassalage: Type.Optional(VendorCodeField),
    gameType: Type.Optional(GameTypeInput),
    lottoArea: Type.Optional(LOTTERY_LAUNCH_PROPERTIES.lottoArea),
    launchMode: Type.Optional(LOTTERY_LAUNCH_PROPERTIES.launchMode),
    lottoPrizeMode: Type.Optional(PrizeModeInput),
    lottoGameCode: Type.Optional(GameCodeField),
    lottoView: Type.Optional(LOTTERY_LAUNCH_PROPERTIES.lottoView),
  },
  { additionalProperties: false, description: 'Launches a game: a third-party game, or the lottery with the lotto fields.' },
);
export type LaunchGameQuery = Static<typeof LaunchGameQuerySchema>;
