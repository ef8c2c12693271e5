import type { Queryable } from '../db/database';
import { centsText } from '../shared/money';

/** A win is big (and goes on the winner board) from this many times its bet. */
export const BIG_WIN_MULTIPLE = 10;

export interface BigWin {
  memberId: number;
  merchantCode: string;
  account: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  nodeId: string;
  betCents: number;
  winCents: number;
  now: Date;
}

export function isBigWin(betCents: number, winCents: number): boolean {
  return winCents > 0 && winCents >= betCents * BIG_WIN_MULTIPLE;
}

/** Puts a win on the winner board inside the caller's transaction. */
export async function recordBigWin(tx: Queryable, win: BigWin): Promise<void> {
  await tx.query(
    `insert into big_win (member_id, merchant_code, account, game_name, game_type, vassalage, node_id, bet, win_amount, won_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::numeric, $10)`,
    [win.memberId, win.merchantCode, win.account, win.gameName, win.gameType, win.vassalage, win.nodeId, centsText(win.betCents), centsText(win.winCents), win.now],
  );
}
