import type { Game, Vendor } from '@platform/api/contract';
import { gameIconUrl, vendorLogoUrl } from '../assets/asset-urls';
import type { Queryable } from '../db/database';
import type { ContentLocale } from '../http/locale';
import { SqlParams } from './sql-params';

/** A game row as the list queries read it. */
export interface GameRecord {
  node_id: string;
  vendor_code: string;
  game_type: string;
  game_code: string;
  game_name: string;
  display_name: string;
  is_hot: boolean;
  is_new: boolean;
  support_play: number;
  is_game: string | null;
  min_bet: number;
  min_line_num: number | null;
  classify: string | null;
  default_play_type: string | null;
  under_maintenance: boolean;
}

/** The columns of a GameRecord, the name in the request's language where the game has one. */
export function gameColumns(params: SqlParams, locale: ContentLocale): string {
  return `g.node_id, g.vendor_code, g.game_type, g.game_code, coalesce(g.localized_name ->> ${params.add(locale)}, g.name) as game_name,
    v.display_name, g.is_hot, g.is_new, g.support_play, g.is_game, g.min_bet::float8 as min_bet, g.min_line_num, g.classify,
    g.default_play_type, g.under_maintenance`;
}

/** Games with their vendor, limited to the vendors the merchant offers. */
export function offeredGames(params: SqlParams, merchantCode: string): string {
  return `game g
    join vendor v on v.code = g.vendor_code and v.game_type = g.game_type
    join merchant_vendor mv on mv.vendor_code = g.vendor_code and mv.game_type = g.game_type and mv.merchant_code = ${params.add(merchantCode)}`;
}

/** A game as the game-list, hot, recent and favourite calls answer it. */
export function toGame(row: GameRecord): Game {
  const game: Game = {
    nodeId: row.node_id,
    vassalage: row.vendor_code,
    gameType: row.game_type,
    gameName: row.game_name,
    iconUrl: gameIconUrl(row.node_id),
    displayName: row.display_name,
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new ? 1 : 0,
    supportPlay: row.support_play,
    gameCode: row.game_code,
    code: row.game_code,
    minBet: row.min_bet,
  };
  if (row.is_game !== null) game.isGame = row.is_game;
  if (row.min_line_num !== null) game.minLineNum = row.min_line_num;
  if (row.classify !== null) game.gameClassify = row.classify;
  if (row.default_play_type !== null) game.defaultPlayType = row.default_play_type;
  return game;
}

/** One game of the merchant's catalogue by its node, or null. */
export async function findOfferedGame(db: Queryable, merchantCode: string, nodeId: string, locale: ContentLocale): Promise<GameRecord | null> {
  const params = new SqlParams();
  const sql = `select ${gameColumns(params, locale)} from ${offeredGames(params, merchantCode)} where g.node_id = ${params.add(nodeId)}`;
  const found = await db.query<GameRecord>(sql, params.values);
  return found.rows[0] ?? null;
}

export interface GamePageQuery {
  pageNo: number;
  pageSize: number;
  /** The FROM and WHERE of the games to page (built once per statement, as each has its own parameters). */
  from: (params: SqlParams) => string;
  /** The ORDER BY, without the words; it must name a unique column last so pages never overlap. */
  orderBy: string;
}

/**
 * One page of games and how many games there are in all: one statement (the total rides along as
 * a window count), and a count of its own only for a page past the end, which has no rows to carry it.
 */
export async function findGamePageRows(db: Queryable, locale: ContentLocale, query: GamePageQuery): Promise<{ games: Game[]; total: number }> {
  const params = new SqlParams();
  const columns = gameColumns(params, locale);
  const from = query.from(params);
  const paging = `limit ${params.add(query.pageSize)} offset ${params.add((query.pageNo - 1) * query.pageSize)}`;
  const page = await db.query<GameRecord & { total: number }>(
    `select ${columns}, (count(*) over ())::int as total from ${from} order by ${query.orderBy} ${paging}`,
    params.values,
  );
  const first = page.rows[0];
  if (first !== undefined) return { games: page.rows.map(toGame), total: first.total };
  const countParams = new SqlParams();
  const counted = await db.query<{ total: number }>(`select count(*)::int as total from ${query.from(countParams)}`, countParams.values);
  return { games: [], total: counted.rows[0]?.total ?? 0 };
}

/** The merchant's hot games that can be played now (also the suggestions for a game under maintenance). */
export async function findHotGames(db: Queryable, merchantCode: string, locale: ContentLocale, vassalage?: string): Promise<Game[]> {
  const params = new SqlParams();
  const where = ['g.is_hot', 'not g.under_maintenance'];
  if (vassalage !== undefined) where.push(`g.vendor_code = ${params.add(vassalage)}`);
  const sql = `select ${gameColumns(params, locale)} from ${offeredGames(params, merchantCode)}
    where ${where.join(' and ')} order by g.sort limit ${params.add(HOT_GAMES_LIMIT)}`;
  const found = await db.query<GameRecord>(sql, params.values);
  return found.rows.map(toGame);
}

/** The most hot games one answer lists. */
export const HOT_GAMES_LIMIT = 60;

/** A vendor row as the menu queries read it. */
export interface VendorRecord {
  code: string;
  game_type: string;
  display_name: string;
  is_hot: boolean;
  account_type_id: number;
}

export function toVendor(row: VendorRecord): Vendor {
  return {
    vassalage: row.code,
    displayName: row.display_name,
    gameType: row.game_type,
    isHot: row.is_hot ? 1 : 0,
    accountTypeId: row.account_type_id,
    nodeId: `${row.game_type}-${row.code}`,
    logoUrl: vendorLogoUrl(row.game_type, row.code),
  };
}
