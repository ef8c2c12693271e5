import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BetStatus } from '@platform/api';
import type { StatusDescriptor } from '@platform/ui';

/** A bet's status as its badge shows it. */
export const betStatus: Readonly<Record<BetStatus, StatusDescriptor>> = {
  SETTLED: { tone: 'success', label: msg({ message: 'Settled', comment: 'Bet status: the round is over and paid out' }) },
  UNSETTLED: { tone: 'info', label: msg({ message: 'Unsettled', comment: 'Bet status: waiting for the round to finish (a lottery draw)' }) },
};

/** The demo slot's symbols: a glyph for the eye and a name that is read (the game's own pair). */
export const SLOT_SYMBOLS: Readonly<Record<string, { glyph: string; name: MessageDescriptor }>> = {
  CHERRY: { glyph: '🍒', name: msg({ message: 'Cherry', comment: 'Slot symbol' }) },
  LEMON: { glyph: '🍋', name: msg({ message: 'Lemon', comment: 'Slot symbol' }) },
  BELL: { glyph: '🔔', name: msg({ message: 'Bell', comment: 'Slot symbol' }) },
  STAR: { glyph: '⭐', name: msg({ message: 'Star', comment: 'Slot symbol' }) },
  SEVEN: { glyph: '7', name: msg({ message: 'Seven', comment: 'Slot symbol' }) },
  DIAMOND: { glyph: '💎', name: msg({ message: 'Diamond', comment: 'Slot symbol' }) },
};
