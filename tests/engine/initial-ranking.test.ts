/** 000 §2: the initial ranking, with French collation. */
import { describe, expect, it } from 'vitest';
import { compareNamesFrench, initialRankingOrder, initialRanks } from '../../src-engine/index.ts';

describe('initial ranking', () => {
  it('orders by rating, then by name in French order, then by registration', () => {
    const players = [
      { name: 'ZOLA Marc', rating: 1500 },
      { name: 'émile Durand', rating: 1600 },
      { name: 'Emile Durand', rating: 1600 },
      { name: 'Éric ARNAUD', rating: 1600 },
      { name: 'ANDRÉ Paul', rating: 1500 },
      { name: 'Œuvre Léa', rating: 1500 },
    ];
    const names = initialRankingOrder(players).map((i) => players[i]?.name);
    // "émile" and "Emile" are equal once accents and case are ignored: registration order decides.
    expect(names).toEqual(['émile Durand', 'Emile Durand', 'Éric ARNAUD', 'ANDRÉ Paul', 'Œuvre Léa', 'ZOLA Marc']);
    expect(initialRanks(players)).toEqual([6, 1, 2, 3, 4, 5]);
  });
  it('ignores accents and case, and sorts Œ as OE', () => {
    expect(compareNamesFrench('Émile', 'emile')).toBe(0);
    expect(compareNamesFrench('Œdipe', 'Oeuf')).toBeLessThan(0); // OEDIPE < OEUF
    expect(compareNamesFrench('Œdipe', 'Odile')).toBeGreaterThan(0); // OE > OD
    expect(compareNamesFrench('Çelik', 'Dupont')).toBeLessThan(0);
  });
});
