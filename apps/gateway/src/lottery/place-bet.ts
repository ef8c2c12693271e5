import { ERROR_CODE } from '@platform/api/contract';
import { recordBet } from '../bets/record-bet';
import type { Database, Queryable } from '../db/database';
import { lockLiveGameSession } from '../demo-game/game-session';
import type { DemoGameSession } from '../demo-game/game-session';
import { RequestError } from '../http/envelope-errors';
import { guardMovement } from '../protection/limit-enforcement';
import { centsToMoney, nextReferenceNo } from '../shared/money';
import { applyOnce } from '../wallet/idempotency';
import { MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import { nextDraw } from './draws';
import { drawSchedule } from './lottery-records';
import type { LotteryGameRecord } from './lottery-records';
import { lotteryPlay } from './paytable';

/** Bets on a draw close this long before it opens. */
export const BET_CUTOFF_MS = 30_000;
/** The reference prefix of lottery tickets in the ledger and the bet store (LT00000123). */
export const LOTTERY_TICKET_PREFIX = 'LT';

/** A ticket as the member asked for it. */
export interface TicketRequest {
  game: LotteryGameRecord;
  /** The game's name in the session's language (the ledger remark and the bet store's name). */
  gameName: string;
  pick: string;
  stakeCents: number;
  /** The open time of the draw the player saw on the page (epoch ms): a bet never slips to a later draw. */
  drawTime: number;
  requestId: string;
}

export interface PlacedTicket {
  referenceNo: string;
  drawNo: string;
  drawTime: number;
  pick: string;
  stake: number;
  multiple: number;
  /** The main wallet after the stake. */
  balance: number;
}

/** What a ticket stores as its round (the records' LotteryRound, plus how it settles). */
export interface TicketDetail {
  drawNo: string;
  picks: string[];
  drawnNumbers: string[] | null;
  drawTime: number;
  lotteryType: string;
  position: 'FIRST' | 'SPECIAL';
  multiple: number;
}

function refuse(status: number, code: string, message: string): never {
  throw new RequestError(status, code, message);
}

/**
 * Buys a ticket for the game's next draw: in one transaction, once per request id, the game and
 * login sessions checked live, the stake debited from the main wallet (a BET entry, INSUFFICIENT_BALANCE
 * when it cannot be) and the ticket recorded UNSETTLED in the bet store. Refused (409) once the
 * draw is within BET_CUTOFF_MS or has passed; a trial game session may not bet real money (403);
 * an excluded member, or a stake over its wager or loss limits, is refused (protection/).
 */
export async function placeLotteryTicket(db: Database, session: DemoGameSession, ticket: TicketRequest, now: Date): Promise<PlacedTicket> {
  if (session.tryPlay) refuse(403, ERROR_CODE.realAccountRequired, 'Lottery tickets need a real account: register or log in to one');
  const play = lotteryPlay(ticket.game.lottery_type) ?? refuse(400, ERROR_CODE.badRequest, `${ticket.game.game_code} takes no bets`);
  if (!play.picks.includes(ticket.pick)) refuse(400, ERROR_CODE.badRequest, `pick must be one of ${play.picks[0]}–${play.picks[play.picks.length - 1]}`);
  const params = { session: session.tokenHash, gameCode: ticket.game.game_code, pick: ticket.pick, stakeCents: ticket.stakeCents, drawTime: ticket.drawTime };

  return applyOnce(db, { memberId: session.memberId, requestId: ticket.requestId, kind: 'LOTTERY_TICKET', params, now }, async (tx: Queryable) => {
    await lockLiveGameSession(tx, session.tokenHash, now);
    const draw = nextDraw(drawSchedule(ticket.game), now);
    if (draw.openTime !== ticket.drawTime) refuse(409, ERROR_CODE.operationNotAllowed, 'That draw has closed: bet on the next one');
    if (draw.openTime - now.getTime() <= BET_CUTOFF_MS) {
      refuse(409, ERROR_CODE.operationNotAllowed, `Bets on draw ${draw.numero} closed ${BET_CUTOFF_MS / 1000} seconds before it: bet on the next one`);
    }
    // Before the stake moves, under the main wallet's lock: not excluded, within the wager and loss limits.
    await guardMovement(tx, { memberId: session.memberId, kinds: ['WAGER', 'LOSS'], cents: ticket.stakeCents, walletCodes: [MAIN_WALLET] }, now);
    const referenceNo = await nextReferenceNo(tx, LOTTERY_TICKET_PREFIX);
    const [main] = await postLedgerMovement(tx, [{ memberId: session.memberId, walletCode: MAIN_WALLET, cents: -ticket.stakeCents, type: 'BET', remark: ticket.gameName }], {
      referenceNo,
      requestId: ticket.requestId,
      now,
    });
    const detail: TicketDetail = {
      drawNo: draw.numero,
      picks: [ticket.pick],
      drawnNumbers: null,
      drawTime: draw.openTime,
      lotteryType: ticket.game.lottery_type,
      position: play.position,
      multiple: play.multiple,
    };
    await recordBet(tx, {
      memberId: session.memberId,
      merchantCode: session.merchantCode,
      roundNo: referenceNo,
      gameCode: ticket.game.game_code,
      gameName: ticket.gameName,
      vendorCode: ticket.game.vendor_code,
      gameType: session.gameType,
      betCents: ticket.stakeCents,
      detail: { ...detail },
      now,
    });
    return {
      referenceNo,
      drawNo: draw.numero,
      drawTime: draw.openTime,
      pick: ticket.pick,
      stake: centsToMoney(ticket.stakeCents),
      multiple: play.multiple,
      balance: main!.balance,
    };
  });
}
