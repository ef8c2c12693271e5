import type { SeededRandom } from '../../shared/seeded-random';
import { MAIN_WALLET } from '../../wallet/ledger';
import type { SeedBook } from '../wallet/seed-book';
import type { SeedGame, SeededGameType } from './seed-games';
import { openTicket } from './seed-rounds';

const OPEN_TICKET_STAKES_CENTS = [100, 200, 500] as const;

/** The member a ticket is bought for. */
interface TicketBuyer {
  id: number;
  merchant_code: string;
}

/**
 * Lottery tickets bought at the end of a player's recent history, still waiting for their draw
 * (the next day's): unsettled bets, their stakes debited and not yet in the daily totals.
 */
export function seedOpenTickets(book: SeedBook, member: TicketBuyer, random: SeededRandom, times: readonly Date[], games: ReadonlyMap<SeededGameType, SeedGame[]>, drawTime: Date): void {
  const lotteries = games.get('LOTT');
  if (!lotteries) return;
  for (const at of times) {
    const betCents = Math.min(random.pick(OPEN_TICKET_STAKES_CENTS), book.balance(member.id, MAIN_WALLET));
    if (betCents < 100) return;
    const game = random.pick(lotteries);
    book.placeBet({ memberId: member.id, merchantCode: member.merchant_code, ...game, betCents, payoutCents: null, detail: openTicket(random, drawTime), remark: game.gameName, at });
  }
}
