/** The demo slot's rules: three reels of weighted symbols and a paytable (about 97 % return). */

export const SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN', 'DIAMOND'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** How often each symbol stops on a reel (the same on the three reels), out of their sum. */
export const REEL_WEIGHTS: Readonly<Record<SlotSymbol, number>> = { CHERRY: 7, LEMON: 6, BELL: 4, STAR: 3, SEVEN: 2, DIAMOND: 1 };

/** Three of a kind pays the bet times this. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = { CHERRY: 5, LEMON: 8, BELL: 20, STAR: 40, SEVEN: 100, DIAMOND: 500 };

/** Exactly two cherries anywhere pay the bet times this. */
export const TWO_CHERRIES = 2;

export const REEL_COUNT = 3;

/** The bets the selector offers, in cents (0.10 to 10.00). */
export const BET_OPTIONS_CENTS = [10, 20, 50, 100, 200, 500, 1_000] as const;

const WEIGHT_TOTAL = SYMBOLS.reduce((sum, symbol) => sum + REEL_WEIGHTS[symbol], 0);

/** Stops one reel: `randomInt(bound)` gives an integer in [0, bound) (crypto.randomInt in play). */
function stopReel(randomInt: (bound: number) => number): SlotSymbol {
  let ticket = randomInt(WEIGHT_TOTAL);
  for (const symbol of SYMBOLS) {
    ticket -= REEL_WEIGHTS[symbol];
    if (ticket < 0) return symbol;
  }
  throw new Error('unreachable: the ticket is below the weight total');
}

export function drawReels(randomInt: (bound: number) => number): SlotSymbol[] {
  return Array.from({ length: REEL_COUNT }, () => stopReel(randomInt));
}

/** What a line of reels pays, as a multiple of the bet (0 for no win). */
export function payoutMultiple(reels: readonly SlotSymbol[]): number {
  const first = reels[0]!;
  if (reels.every((symbol) => symbol === first)) return THREE_OF_A_KIND[first];
  const cherries = reels.filter((symbol) => symbol === 'CHERRY').length;
  return cherries === 2 ? TWO_CHERRIES : 0;
}
