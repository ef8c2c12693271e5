import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { GameListPage, GameListQuery, RecentGamesPage } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import type { ContentLocale } from '../http/locale';
import { VASSALAGE_TILE } from './catalogue-data';
import { findGamePageRows, findHotGames, offeredGames } from './game-records';
import { containsPattern, pageCount } from './sql-params';
import type { SqlParams } from './sql-params';

/** The filters of a game-list page. */
export type GameListFilter = Omit<GameListQuery, 'clientType' | 'platform' | 'channel' | 'merchant' | 'language'>;

/**
 * A page of the merchant's games matching the filters, in catalogue order. With `vassalage` it is
 * that vendor's game list (the popup of its tile), so the vendor tiles themselves are left out.
 */
export async function findGamePage(db: Queryable, merchantCode: string, locale: ContentLocale, filter: GameListFilter): Promise<GameListPage> {
  const from = (params: SqlParams): string => {
    const where: string[] = [];
    if (filter.gameType !== undefined) where.push(`g.game_type = ${params.add(filter.gameType)}`);
    if (filter.vassalage !== undefined) {
      where.push(`g.vendor_code = ${params.add(filter.vassalage.toUpperCase())}`);
      where.push(`g.is_game is distinct from ${params.add(VASSALAGE_TILE)}`);
    }
    if (filter.gameClassify !== undefined) where.push(`g.classify = ${params.add(filter.gameClassify)}`);
    if (filter.isHot === 1) where.push('g.is_hot');
    if (filter.gameName !== undefined && filter.gameName.trim() !== '') {
      const name = `coalesce(g.localized_name ->> ${params.add(locale)}, g.name)`;
      where.push(`${name} ilike ${params.add(containsPattern(filter.gameName.trim()))} escape '\\'`);
    }
    if (filter.minBet !== undefined) where.push(`g.min_bet <= ${params.add(filter.minBet)}`);
    if (filter.minLineNum !== undefined) where.push(`g.min_line_num >= ${params.add(filter.minLineNum)}`);
    return `${offeredGames(params, merchantCode)} ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`;
  };
  const { games, total } = await findGamePageRows(db, locale, { pageNo: filter.pageNo, pageSize: filter.pageSize, from, orderBy: 'g.sort, g.node_id' });
  return { games, totalPages: pageCount(total, filter.pageSize) };
}

/** A page of the member's recently launched games, newest first. */
export async function findRecentGames(
  db: Queryable,
  memberId: number,
  merchantCode: string,
  locale: ContentLocale,
  query: { page: number; pageSize: number; gameType?: string },
): Promise<RecentGamesPage> {
  const from = (params: SqlParams): string =>
    `${offeredGames(params, merchantCode)} join recent_game r on r.node_id = g.node_id and r.member_id = ${params.add(memberId)}` +
    (query.gameType !== undefined ? ` where g.game_type = ${params.add(query.gameType)}` : '');
  const { games, total } = await findGamePageRows(db, locale, { pageNo: query.page, pageSize: query.pageSize, from, orderBy: 'r.launched_at desc, g.node_id' });
  return { list: games, totalPages: pageCount(total, query.pageSize) };
}

export function registerListRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'gameList', {
    handler: async (input, context) => {
      if (input.merchant !== undefined && input.merchant !== '' && input.merchant !== context.merchantCode) {
        throw new RequestError(400, ERROR_CODE.badRequest, 'The merchant parameter must be the request\'s merchant code');
      }
      return findGamePage(deps.db, context.merchantCode, context.locale, input);
    },
  });

  registerCall(app, deps, 'hotGames', {
    handler: async (input, context) => ({
      list: await findHotGames(deps.db, context.merchantCode, context.locale, input.vassalage?.toUpperCase()),
    }),
  });

  registerCall(app, deps, 'recentGames', {
    handler: async (input, context) => {
      const member = requireSession(context);
      return findRecentGames(deps.db, member.memberId, context.merchantCode, context.locale, input);
    },
  });
}
