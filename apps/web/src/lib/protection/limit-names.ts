import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LimitKind, LimitPeriod } from '@platform/api/contract';

/**
 * Each of the player's nine limits named in full ("deposit limit per 24 hours"), as a sentence
 * names it: in the refusal of a deposit, bet or transfer (the error catalogue) and on the
 * player-protection page. Whole names rather than parts, so each language orders its own words.
 */
export const LIMIT_NAMES: Readonly<Record<LimitKind, Readonly<Record<LimitPeriod, MessageDescriptor>>>> = {
  DEPOSIT: {
    DAY: msg`deposit limit per 24 hours`,
    WEEK: msg`deposit limit per 7 days`,
    MONTH: msg`deposit limit per month`,
  },
  LOSS: {
    DAY: msg`loss limit per 24 hours`,
    WEEK: msg`loss limit per 7 days`,
    MONTH: msg`loss limit per month`,
  },
  WAGER: {
    DAY: msg`wager limit per 24 hours`,
    WEEK: msg`wager limit per 7 days`,
    MONTH: msg`wager limit per month`,
  },
};
