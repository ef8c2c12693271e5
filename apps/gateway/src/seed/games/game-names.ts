import type { GameClassification } from '../../games/catalogue-data';
import type { SeededRandom } from '../../shared/seeded-random';

const SLOT_ADJECTIVES = [
  'Golden', 'Lucky', 'Mighty', 'Jade', 'Royal', 'Wild', 'Mystic', 'Crimson', 'Emerald', 'Sacred', 'Blazing', 'Ancient',
  'Silver', 'Thunder', 'Diamond', 'Cosmic', 'Neon', 'Frozen', 'Savage', 'Imperial', 'Magic', 'Samurai', 'Pirate', 'Midnight',
];
const SLOT_NOUNS = [
  'Dragon', 'Tiger', 'Koi', 'Panda', 'Phoenix', 'Empress', 'Temple', 'Fortune', 'Riches', 'Gems', 'Reels', 'Legends', 'Quest',
  'Palace', 'Blossom', 'Warriors', 'Pharaoh', 'Buffalo', 'Wolf', 'Safari', 'Carnival', 'Pearls', 'Coins', 'Lanterns', 'Festival',
  'Empire', 'Nights', 'Tales', 'Monkey', 'Lotus',
];
const SLOT_SUFFIXES = ['Deluxe', 'Megaways', 'Hold & Win', 'Rising', 'Xtreme', '2', 'Gold Edition'];
const JACKPOT_SUFFIXES = ['Jackpot', 'Mega Jackpot', 'Grand Link', 'Jackpot Royale'];
const RNG_TABLES = ['Blackjack', 'European Roulette', 'Baccarat', 'Video Poker', "Casino Hold'em", 'Sic Bo', 'Three Card Poker', 'Pai Gow Poker'];
const ARCADES = ['Plinko', 'Crash Rocket', 'Mines', 'Keno', 'Hi-Lo', 'Dice Duel', 'Penalty Shootout', 'Wheel of Luck', 'Scratch Card', 'Coin Pusher', 'Goal Rush', 'Tower Climb'];
const BINGOS = ['Bingo Bonanza', 'Bingo Party', 'Lucky Bingo', 'Bingo Blast', 'Pachinko Bingo', 'Speed Bingo'];
const VARIANTS = ['Classic', 'Deluxe', 'Turbo', 'Gold', 'Neon', 'Pro', 'Royale', 'Multihand', 'Express'];

const FISH_PREFIXES = ['Ocean', 'Deep Sea', 'Golden', 'Dragon', 'Lucky', 'Neon', 'Royal', 'Thunder', 'Pirate', 'Mermaid', "Poseidon's", 'Coral'];
const FISH_NOUNS = ['Fishing', 'Hunter', 'King', 'Bounty', 'Legend', 'Strike', 'Catch', 'Reef', 'Net', 'Fishing War'];

const LIVE_TABLES = ['Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'No Commission Baccarat', 'Dragon Tiger', 'Roulette', 'Auto Roulette', 'Sic Bo', 'Blackjack', 'Fan Tan', 'Niu Niu'];

const CARD_GAMES = [
  "Texas Hold'em", 'Blackjack', 'Bull Bull', 'Three Card Poker', 'Mahjong Battle', 'Fight the Landlord', 'Sam Gong', 'Pai Gow',
  'Rummy', 'Teen Patti', 'Red Dog', 'Thirteen Cards', 'Golden Flower', 'Pusoy', 'Capsa Susun', 'Domino QQ', 'Tongits',
  'Baccarat Duel', 'Dragon Tiger Duel', 'Sic Bo Party',
];

const SPORTS_PRODUCTS = ['Sportsbook', 'Live In-Play', 'Virtual Football', 'Virtual Basketball', 'Horse Racing'];
const ESPORTS_TITLES = ['Esports Arena', 'Dota 2', 'League of Legends', 'Counter-Strike 2', 'Mobile Legends', 'Valorant', 'King of Glory'];
const COCKFIGHT_TITLES = ['Sabong Arena', 'Cockfight Derby Live'];

/** Draws names until one is not taken yet; keeps every name of a catalogue different. */
export class NameBook {
  private readonly taken = new Set<string>();

  claim(candidates: () => string, fallbackSuffix: string): string {
    for (let attempt = 0; attempt < 40; attempt++) {
      const name = candidates();
      if (!this.taken.has(name.toLowerCase())) return this.keep(name);
    }
    let name = `${candidates()} ${fallbackSuffix}`;
    for (let counter = 2; this.taken.has(name.toLowerCase()); counter++) name = `${candidates()} ${fallbackSuffix} ${counter}`;
    return this.keep(name);
  }

  private keep(name: string): string {
    this.taken.add(name.toLowerCase());
    return name;
  }
}

/** A slot machine's name for its classification (null: a video slot). */
export function slotName(random: SeededRandom, classify: GameClassification | null): string {
  switch (classify) {
    case 'jackpot':
      return `${random.pick(SLOT_ADJECTIVES)} ${random.pick(SLOT_NOUNS)} ${random.pick(JACKPOT_SUFFIXES)}`;
    case 'table':
      return `${random.pick(RNG_TABLES)} ${random.pick(VARIANTS)}`;
    case 'arcade':
      return `${random.pick(ARCADES)} ${random.pick(VARIANTS)}`;
    case 'bingo':
      return `${random.pick(BINGOS)} ${random.pick(VARIANTS)}`;
    default: {
      const base = `${random.pick(SLOT_ADJECTIVES)} ${random.pick(SLOT_NOUNS)}`;
      return random.chance(0.3) ? `${base} ${random.pick(SLOT_SUFFIXES)}` : base;
    }
  }
}

export function fishName(random: SeededRandom): string {
  return `${random.pick(FISH_PREFIXES)} ${random.pick(FISH_NOUNS)}`;
}

/** A live table: its game and a table code (A1, B3…) per vendor. */
export function liveTableName(random: SeededRandom, tableLetter: string, tableNumber: number): string {
  return `${random.pick(LIVE_TABLES)} ${tableLetter}${tableNumber}`;
}

export function cardGameNames(random: SeededRandom, count: number): string[] {
  return random.shuffle(CARD_GAMES).slice(0, count);
}

export const SPORTS_NAMES = SPORTS_PRODUCTS;
export const ESPORTS_NAMES = ESPORTS_TITLES;
export const COCKFIGHT_NAMES = COCKFIGHT_TITLES;
