import { describe, expect, it } from 'vitest';
import { gameIcon, gameName, isSet } from './game-display';

const base = { nodeId: 1, vassalage: 'PT', gameType: 'RNG' };

describe('game display', () => {
  it('takes the name from gameName, then nodeName, then title', () => {
    expect(gameName({ ...base, gameName: 'A', nodeName: 'B', title: 'C' })).toBe('A');
    expect(gameName({ ...base, nodeName: 'B', title: 'C' })).toBe('B');
    expect(gameName({ ...base, title: 'C' })).toBe('C');
    expect(gameName(base)).toBe('');
  });

  it('falls back through iconUrl, showIcon, lagerIcon and url', () => {
    expect(gameIcon({ ...base, iconUrl: 'i', showIcon: 's', lagerIcon: 'l', url: 'u' })).toBe('i');
    expect(gameIcon({ ...base, iconUrl: '', showIcon: 's', lagerIcon: 'l' })).toBe('s');
    expect(gameIcon({ ...base, lagerIcon: 'l', url: 'u' })).toBe('l');
    expect(gameIcon({ ...base, url: 'u' })).toBe('u');
    expect(gameIcon(base)).toBeUndefined();
  });

  it('reads 1 as set and anything else as not', () => {
    expect(isSet(1)).toBe(true);
    expect(isSet(0)).toBe(false);
    expect(isSet(undefined)).toBe(false);
  });
});
