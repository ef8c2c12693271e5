import { describe, expect, it } from 'vitest';
import { gameKey, normaliseQuery } from './search-query';

describe('normaliseQuery', () => {
  it('trims spaces, tabs and new lines around the text, not inside it', () => {
    expect(normaliseQuery('  Dragon  Riches \t\n')).toBe('Dragon  Riches');
    expect(normaliseQuery('   ')).toBe('');
    expect(normaliseQuery('\u3000龙\u3000')).toBe('龙');
  });
});

describe('gameKey', () => {
  it('tells apart games of different vendors that share a node id', () => {
    expect(gameKey({ nodeId: 7, vassalage: 'PT', gameType: 'RNG' })).not.toBe(gameKey({ nodeId: 7, vassalage: 'MG', gameType: 'RNG' }));
  });
});
