import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { FavouriteChange, FavouritesPage } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import type { ContentLocale } from '../http/locale';
import { findGamePageRows, findOfferedGame, offeredGames } from './game-records';
import type { GameRecord } from './game-records';
import { pageCount } from './sql-params';
import type { SqlParams } from './sql-params';

/** The node ids of the member's favourites among the merchant's games, newest first. */
export async function findFavouriteIds(db: Queryable, memberId: number, merchantCode: string, gameType?: string): Promise<string[]> {
  const found = await db.query<{ node_id: string }>(
    `select f.node_id from favourite f
     join game g on g.node_id = f.node_id
     join merchant_vendor mv on mv.vendor_code = g.vendor_code and mv.game_type = g.game_type and mv.merchant_code = $2
     where f.member_id = $1 and ($3::text is null or g.game_type = $3)
     order by f.created_at desc, f.node_id`,
    [memberId, merchantCode, gameType ?? null],
  );
  return found.rows.map((row) => row.node_id);
}

export async function findFavouritePage(
  db: Queryable,
  memberId: number,
  merchantCode: string,
  locale: ContentLocale,
  query: { pageNo: number; pageSize: number; gameType?: string },
): Promise<FavouritesPage> {
  const from = (params: SqlParams): string =>
    `${offeredGames(params, merchantCode)} join favourite f on f.node_id = g.node_id and f.member_id = ${params.add(memberId)}` +
    (query.gameType !== undefined ? ` where g.game_type = ${params.add(query.gameType)}` : '');
  const { games, total } = await findGamePageRows(db, locale, { pageNo: query.pageNo, pageSize: query.pageSize, from, orderBy: 'f.created_at desc, g.node_id' });
  return { content: games, totalPages: pageCount(total, query.pageSize) };
}

/** The game a favourite change names: it must be the merchant's, and its vendor and type must match. */
async function favouriteGame(db: Queryable, change: FavouriteChange, context: CallContext): Promise<GameRecord> {
  const nodeId = String(change.nodeId);
  const game = await findOfferedGame(db, context.merchantCode, nodeId, context.locale);
  if (!game) throw new RequestError(404, ERROR_CODE.notFound, `No game ${nodeId} in this brand's catalogue`);
  if (game.vendor_code !== change.vendor.toUpperCase() || game.game_type !== change.gameType) {
    throw new RequestError(400, ERROR_CODE.badRequest, `Game ${nodeId} belongs to vendor ${game.vendor_code} and game type ${game.game_type}`);
  }
  return game;
}

export function registerFavouriteRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'favouriteIds', {
    handler: async (input, context) => findFavouriteIds(deps.db, requireSession(context).memberId, context.merchantCode, input.gameType),
  });

  registerCall(app, deps, 'favourites', {
    handler: async (input, context) => findFavouritePage(deps.db, requireSession(context).memberId, context.merchantCode, context.locale, input),
  });

  registerCall(app, deps, 'addFavourite', {
    handler: async (input, context) => {
      const member = requireSession(context);
      const game = await favouriteGame(deps.db, input, context);
      // The primary key makes a repeated or concurrent add a no-op.
      await deps.db.query('insert into favourite (member_id, node_id, created_at) values ($1, $2, $3) on conflict do nothing', [
        member.memberId,
        game.node_id,
        context.now,
      ]);
      return findFavouriteIds(deps.db, member.memberId, context.merchantCode);
    },
  });

  registerCall(app, deps, 'removeFavourite', {
    handler: async (input, context) => {
      const member = requireSession(context);
      const game = await favouriteGame(deps.db, input, context);
      await deps.db.query('delete from favourite where member_id = $1 and node_id = $2', [member.memberId, game.node_id]);
      return findFavouriteIds(deps.db, member.memberId, context.merchantCode);
    },
  });
}
