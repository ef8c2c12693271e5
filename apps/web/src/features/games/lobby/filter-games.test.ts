import { describe, expect, it } from 'vitest';
import { filterGames, matchesGameFilter } from './filter-games';
import { nextPageNo } from './lobby-queries';
import { makeGame } from './testing';

describe('filtering a list locally', () => {
  const dragon = makeGame(6, { gameName: 'Golden Dragon', vassalage: 'CQ9', minBet: 0.05, gameClassify: 'jackpot', isHot: 1 });

  it('follows the game list: category, vendor, part of the name, smallest bet at most, classification, hot', () => {
    expect(matchesGameFilter(dragon, { gameType: 'rng', vassalage: 'cq9', name: ' DRAGON ', minBet: 0.05, classification: 'jackpot', isHot: true })).toBe(true);
    expect(matchesGameFilter(dragon, { gameType: 'FISH' })).toBe(false);
    expect(matchesGameFilter(dragon, { vassalage: 'PT' })).toBe(false);
    expect(matchesGameFilter(dragon, { name: 'panda' })).toBe(false);
    expect(matchesGameFilter(dragon, { minBet: 0.01 })).toBe(false);
    expect(matchesGameFilter(dragon, { classification: 'table' })).toBe(false);
    expect(matchesGameFilter({ ...dragon, isHot: 0 }, { isHot: true })).toBe(false);
  });

  it('keeps the same array when nothing is filtered out', () => {
    const games = [dragon, makeGame(7, { vassalage: 'CQ9' })];
    expect(filterGames(games, { vassalage: 'CQ9' })).toBe(games);
    expect(filterGames(games, { name: 'dragon' })).toEqual([dragon]);
  });
});

describe('paging', () => {
  it('asks for the next page up to totalPages, and no further', () => {
    expect(nextPageNo(1, 3)).toBe(2);
    expect(nextPageNo(3, 3)).toBeUndefined();
    expect(nextPageNo(1, 0)).toBeUndefined();
  });
});
