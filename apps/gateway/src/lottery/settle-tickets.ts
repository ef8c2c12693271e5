import { settleBet } from '../bets/record-bet';
import type { Database } from '../db/database';
import { lockMainWallet, MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import type { DrawKey } from './draw-key';
import { drawNumbers } from './draws';
import { decidingNumber, pickThreeDraw, pickThreeMultiple, ticketPayoutCents } from './paytable';

/** How many tickets one sweep settles at most (the next sweep takes the rest). */
const SETTLE_BATCH = 500;

/** An unsettled ticket whose draw has passed. */
interface DueTicket {
  id: number;
  member_id: number;
  round_no: string;
  game_code: string;
  game_name: string;
  bet_cents: number;
  detail: Record<string, unknown>;
}

export interface TicketOutcome {
  drawnNumbers: string[];
  payoutCents: number;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The outcome of a ticket from its draw, the same in every gateway process: a lottery page ticket
 * (it names its lotteryType) is decided by the draw's winning numbers (draws.ts) and the multiple
 * it was bought at; a seeded pick-three ticket by its own seeded draw (see pickThreeDraw).
 */
export function ticketOutcome(key: DrawKey, ticket: Pick<DueTicket, 'game_code' | 'bet_cents' | 'detail'>): TicketOutcome {
  const { detail } = ticket;
  const drawNo = String(detail.drawNo);
  const picks = strings(detail.picks);
  if (typeof detail.lotteryType === 'string') {
    const drawnNumbers = drawNumbers(key, detail.lotteryType, ticket.game_code, drawNo).split(',');
    const position = detail.position === 'SPECIAL' ? 'SPECIAL' : 'FIRST';
    const won = picks[0] !== undefined && decidingNumber({ position }, drawnNumbers) === picks[0];
    return { drawnNumbers, payoutCents: ticketPayoutCents(ticket.bet_cents, Number(detail.multiple), won) };
  }
  const drawnNumbers = pickThreeDraw(key, ticket.game_code, drawNo);
  return { drawnNumbers, payoutCents: ticketPayoutCents(ticket.bet_cents, pickThreeMultiple(picks, drawnNumbers), true) };
}

/**
 * Settles one ticket in one transaction: the member's main wallet locked first (the order every
 * money transaction takes, so settling never deadlocks with a bet or a rebate claim), then the bet
 * settled (settleBet: only the first settlement applies, and it counts the daily totals), and only
 * then, if it settled here, the WIN credited under the ticket's reference and the drawn numbers
 * written into its round. Another process settling the same ticket finds it settled and does
 * nothing. Answers whether this call settled it.
 */
async function settleTicket(db: Database, key: DrawKey, ticket: DueTicket, now: Date): Promise<boolean> {
  const outcome = ticketOutcome(key, ticket);
  return db.transaction(async (tx) => {
    await lockMainWallet(tx, ticket.member_id);
    if (!(await settleBet(tx, ticket.id, outcome.payoutCents, now))) return false;
    if (outcome.payoutCents > 0) {
      await postLedgerMovement(tx, [{ memberId: ticket.member_id, walletCode: MAIN_WALLET, cents: outcome.payoutCents, type: 'WIN', remark: ticket.game_name }], {
        referenceNo: ticket.round_no,
        now,
      });
    }
    await tx.query(`update bet set detail = detail || jsonb_build_object('drawnNumbers', $2::jsonb) where id = $1`, [ticket.id, JSON.stringify(outcome.drawnNumbers)]);
    return true;
  });
}

/**
 * Settles the lottery tickets (unsettled bets naming a drawTime) whose draw has passed at `now`:
 * the lottery plugin's timer runs it, in every gateway process; each ticket settles once whichever
 * runs first. A ticket that fails is reported to `onTicketError` and the others go on. Answers
 * how many this call settled.
 */
export async function settleDueLotteryTickets(db: Database, key: DrawKey, now: Date, onTicketError: (ticketId: number, error: unknown) => void = () => {}): Promise<number> {
  const due = await db.query<DueTicket>(
    // No order: the partial index of unsettled bets (bet_unsettled) finds them without a scan of all bets.
    `select id::int as id, member_id, round_no, game_code, game_name, round(bet_amount * 100)::int as bet_cents, detail
       from bet
      where settled_at is null
        and case when jsonb_typeof(detail -> 'drawTime') = 'number' and jsonb_typeof(detail -> 'drawNo') = 'string'
                 then (detail ->> 'drawTime')::numeric <= $1 else false end
      limit $2`,
    [now.getTime(), SETTLE_BATCH],
  );
  let settled = 0;
  for (const ticket of due.rows) {
    // One ticket that cannot settle (its transaction rolled back) must not hold up the others.
    try {
      if (await settleTicket(db, key, ticket, now)) settled += 1;
    } catch (error) {
      onTicketError(ticket.id, error);
    }
  }
  return settled;
}
