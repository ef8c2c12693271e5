import type { PvpRoom } from '@platform/api/contract';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { seededRandom } from '../shared/seeded-random';

interface RoomTier {
  code: string;
  name: LocalizedText;
  /** The room's smallest bet as a multiple of the game's. */
  stake: number;
}

const ROOM_TIERS: readonly RoomTier[] = [
  { code: 'NOVICE', name: { ms: 'Bilik Pemula', en: 'Novice Room', zh: '新手场' }, stake: 1 },
  { code: 'REGULAR', name: { ms: 'Bilik Biasa', en: 'Regular Room', zh: '初级场' }, stake: 5 },
  { code: 'ADVANCED', name: { ms: 'Bilik Mahir', en: 'Advanced Room', zh: '高级场' }, stake: 25 },
  { code: 'VIP', name: { ms: 'Bilik VIP', en: 'VIP Room', zh: '贵宾场' }, stake: 100 },
];

/** Entry needs this many smallest bets in the wallet. */
const BALANCE_TO_BET = 20;
const HOUR_MS = 3_600_000;

/**
 * The rooms of a PvP game: a fixed ladder of stakes from the game's smallest bet. Player counts
 * follow a generator seeded by the game and the hour, so everyone sees the same rooms at once.
 */
export function pvpRooms(gameCode: string, minBet: number, locale: ContentLocale, now: Date): PvpRoom[] {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return ROOM_TIERS.map((tier, index) => {
    const random = seededRandom(`${gameCode}:${tier.code}:${hour}`);
    const roomMinBet = Math.round(minBet * tier.stake * 100) / 100;
    return {
      roomId: `${gameCode}-${tier.code}`,
      name: localize(tier.name, locale),
      minBet: roomMinBet,
      minBalance: Math.round(roomMinBet * BALANCE_TO_BET * 100) / 100,
      players: random.int(Math.max(8, 240 >> index)) + 1,
    };
  });
}
