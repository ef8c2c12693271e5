import type { LotteryGame, OpenedNumero } from '@platform/api/contract';
import { gameIconUrl } from '../assets/asset-urls';
import type { Queryable } from '../db/database';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { nextDrawTime } from './draws';
import type { Draw, DrawSchedule } from './draws';

/** A lottery game row, with its type's name. */
export interface LotteryGameRecord {
  game_code: string;
  node_id: string;
  vendor_code: string;
  prize_mode: string;
  lottery_type: string;
  name: LocalizedText;
  type_name: LocalizedText;
  draw_interval_seconds: number;
  draw_offset_seconds: number;
  popularity: number;
  is_hot: boolean;
}

export interface LotteryGameFilter {
  prizeMode?: string;
  gameCode?: string;
  vendorCode?: string;
  /** popularity: most popular first; otherwise menu order (type, then game). */
  order?: 'menu' | 'popularity';
  limit?: number;
}

/** The merchant's lottery games (those of the lottery vendors it offers) matching the filter. */
export async function findLotteryGames(db: Queryable, merchantCode: string, filter: LotteryGameFilter = {}): Promise<LotteryGameRecord[]> {
  const order = filter.order === 'popularity' ? 'lg.popularity desc, lg.game_code' : 't.sort, lg.sort';
  const found = await db.query<LotteryGameRecord>(
    `select lg.game_code, lg.node_id, lg.vendor_code, lg.prize_mode, lg.lottery_type, lg.name, t.name as type_name,
            lg.draw_interval_seconds, lg.draw_offset_seconds, lg.popularity, lg.is_hot
     from lottery_game lg
     join lottery_type t on t.code = lg.lottery_type
     join game g on g.node_id = lg.node_id
     join merchant_vendor mv on mv.vendor_code = g.vendor_code and mv.game_type = g.game_type and mv.merchant_code = $1
     where ($2::text is null or lg.prize_mode = $2)
       and ($3::text is null or lg.game_code = $3)
       and ($4::text is null or lg.vendor_code = $4)
     order by ${order}
     limit $5`,
    [merchantCode, filter.prizeMode ?? null, filter.gameCode ?? null, filter.vendorCode ?? null, filter.limit ?? 1000],
  );
  return found.rows;
}

export function drawSchedule(row: LotteryGameRecord): DrawSchedule {
  return {
    gameCode: row.game_code,
    lotteryType: row.lottery_type,
    drawIntervalSeconds: row.draw_interval_seconds,
    drawOffsetSeconds: row.draw_offset_seconds,
  };
}

export function toLotteryGame(row: LotteryGameRecord, locale: ContentLocale, now: Date): LotteryGame {
  return {
    gameCode: row.game_code,
    gameName: localize(row.name, locale),
    prizeMode: row.prize_mode,
    vendor: row.vendor_code,
    lotteryType: row.lottery_type,
    iconUrl: gameIconUrl(row.node_id),
    nextDrawTime: nextDrawTime(drawSchedule(row), now),
    isHot: row.is_hot ? 1 : 0,
  };
}

export function toOpenedNumero(draw: Draw): OpenedNumero {
  return { gameCode: draw.gameCode, numero: draw.numero, winningNumbers: draw.winningNumbers, openTime: draw.openTime };
}
