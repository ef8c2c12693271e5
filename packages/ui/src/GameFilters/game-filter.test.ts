import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_FILTER,
  GAME_FILTER_TYPES,
  MIN_BET_OPTIONS,
  classificationOptions,
  isLoginOnlyType,
  isSameGameFilter,
} from './game-filter';

describe('game filter', () => {
  it('offers bingo only when the TY language is supported', () => {
    expect(classificationOptions({ isTyLanguageSupported: false })).toEqual(['jackpot', 'table', 'arcade']);
    expect(classificationOptions({ isTyLanguageSupported: true })).toEqual(['jackpot', 'table', 'arcade', 'bingo']);
  });

  it("has the spec's types and minimum bets, in its order", () => {
    expect(GAME_FILTER_TYPES).toEqual(['all', 'hot', 'favourites', 'recent']);
    expect(MIN_BET_OPTIONS).toEqual([0.01, 0.05, 0.1, 0.5, 0.75]);
  });

  it('starts with no filter, and the default cannot be changed by accident', () => {
    expect(DEFAULT_GAME_FILTER).toEqual({ type: 'all', name: '', minBet: null, classification: null });
    expect(Object.isFrozen(DEFAULT_GAME_FILTER)).toBe(true);
  });

  it('needs a login for favourites and recent games only', () => {
    expect(GAME_FILTER_TYPES.filter(isLoginOnlyType)).toEqual(['favourites', 'recent']);
  });

  it('compares filters by what they ask for', () => {
    expect(isSameGameFilter(DEFAULT_GAME_FILTER, { ...DEFAULT_GAME_FILTER })).toBe(true);
    expect(isSameGameFilter(DEFAULT_GAME_FILTER, { ...DEFAULT_GAME_FILTER, type: 'hot' })).toBe(false);
    expect(isSameGameFilter(DEFAULT_GAME_FILTER, { ...DEFAULT_GAME_FILTER, name: 'dragon' })).toBe(false);
    expect(isSameGameFilter(DEFAULT_GAME_FILTER, { ...DEFAULT_GAME_FILTER, minBet: 0.1 })).toBe(false);
    expect(isSameGameFilter(DEFAULT_GAME_FILTER, { ...DEFAULT_GAME_FILTER, classification: 'arcade' })).toBe(false);
  });
});
