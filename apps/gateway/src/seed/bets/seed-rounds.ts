import { drawReels, payoutMultiple } from '../../demo-game/slot-machine';
import type { SeededRandom } from '../../shared/seeded-random';
import type { SeededGameType } from './seed-games';

/** A seeded round's outcome: what it paid back (stake included) and the round as the game reports it. */
export interface SeedRound {
  payoutCents: number;
  detail: Record<string, unknown>;
}

const LOTTERY_NUMBERS = 10;

/** A lottery draw's number for a moment: one draw every 5 minutes (the demo lottery's rhythm). */
export function lotteryDrawNo(at: Date): string {
  return `D${Math.floor(at.getTime() / 300_000)}`;
}

/** Three distinct single-digit numbers. */
function lotteryNumbers(random: SeededRandom): string[] {
  return random.shuffle(Array.from({ length: LOTTERY_NUMBERS }, (_unused, digit) => String(digit))).slice(0, 3);
}

/** A lottery ticket before its draw: the numbers picked, the draw it waits for. */
export function openTicket(random: SeededRandom, drawTime: Date): Record<string, unknown> {
  return { drawNo: lotteryDrawNo(drawTime), picks: lotteryNumbers(random), drawnNumbers: null, drawTime: drawTime.getTime() };
}

/**
 * A settled round of a game type, with returns a player would recognise: slot-like games spin the
 * demo slot's reels; live tables pay even money about half the time; sports pay decimal odds; a
 * lottery ticket pays 3 times its stake for two numbers the draw matched, 40 times for all three.
 */
export function seedRound(random: SeededRandom, gameType: SeededGameType, betCents: number, at: Date): SeedRound {
  switch (gameType) {
    case 'LIVE': {
      const won = random.chance(0.47);
      return { payoutCents: won ? betCents * 2 : 0, detail: { reels: [], multiple: won ? 2 : 0 } };
    }
    case 'SPORTS': {
      const odds = 1.5 + random.int(16) / 10;
      const won = random.chance(1 / odds);
      return { payoutCents: won ? Math.round(betCents * odds) : 0, detail: { reels: [], multiple: won ? odds : 0 } };
    }
    case 'LOTT': {
      const ticket = openTicket(random, at);
      const drawn = lotteryNumbers(random);
      const matched = (ticket.picks as string[]).filter((pick) => drawn.includes(pick)).length;
      const multiple = matched === 3 ? 40 : matched === 2 ? 3 : 0;
      return { payoutCents: betCents * multiple, detail: { ...ticket, drawnNumbers: drawn } };
    }
    default: {
      const reels = drawReels((bound) => random.int(bound));
      const multiple = payoutMultiple(reels);
      return { payoutCents: betCents * multiple, detail: { reels, multiple } };
    }
  }
}
