/**
 * Series by rating and the director's categories: who belongs where, and the ranking of each
 * drawn from the general one.
 */
import { describe, expect, it } from 'vitest';
import {
  belongsTo,
  type CategorySettings,
  categoriesOf,
  categoryRankings,
  DEFAULT_CATEGORY_SETTINGS,
  seriesOf,
} from '../../src-engine/index.ts';

const settings: CategorySettings = {
  series: DEFAULT_CATEGORY_SETTINGS.series,
  categories: [{ name: 'Jeunes', bornFrom: 2008 }, { name: 'Vermeil', bornUntil: 1961 }, { name: 'Dames' }],
};

describe('series by rating', () => {
  it('puts a rating in the series with the highest floor it reaches (defaults Joker 2000, A 1800, B 1600, C)', () => {
    const series = DEFAULT_CATEGORY_SETTINGS.series;
    expect([2350, 2000, 1999, 1800, 1799, 1600, 1599, 0].map((r) => seriesOf(r, series))).toEqual([
      'Joker',
      'Joker',
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
    ]);
  });

  it('does not depend on the order the series are listed in, and leaves a rating below every floor in none', () => {
    const series = [
      { name: 'B', from: 1500 },
      { name: 'Élite', from: 1900 },
      { name: 'A', from: 1700 },
    ];
    expect(seriesOf(1750, series)).toBe('A');
    expect(seriesOf(1950, series)).toBe('Élite');
    expect(seriesOf(1200, series)).toBeNull();
  });
});

describe("the director's categories", () => {
  it("takes the player's own category, accents and case ignored", () => {
    expect(belongsTo({ rating: 1500, category: 'dames' }, { name: 'Dames' })).toBe(true);
    expect(belongsTo({ rating: 1500, category: ' JEUNES ' }, { name: 'Jeunes', bornFrom: 2008 })).toBe(true);
    expect(belongsTo({ rating: 1500, category: 'Vermeil' }, { name: 'Dames' })).toBe(false);
  });

  it('takes the birth year within the bounds, both included', () => {
    const jeunes = { name: 'Jeunes', bornFrom: 2008 };
    expect(belongsTo({ rating: 1500, birthYear: 2008 }, jeunes)).toBe(true);
    expect(belongsTo({ rating: 1500, birthYear: 2007 }, jeunes)).toBe(false);
    expect(belongsTo({ rating: 1500, birthYear: null }, jeunes)).toBe(false);
    expect(belongsTo({ rating: 1500, birthYear: 1961 }, { name: 'Vermeil', bornUntil: 1961 })).toBe(true);
    // A category without bounds never matches on the birth year alone.
    expect(belongsTo({ rating: 1500, birthYear: 1990 }, { name: 'Dames' })).toBe(false);
  });

  it("lists a player's series first, then their categories", () => {
    expect(categoriesOf({ rating: 2100, birthYear: 2010, category: 'Dames' }, settings)).toEqual([
      'Joker',
      'Jeunes',
      'Dames',
    ]);
    expect(categoriesOf({ rating: 1650 }, settings)).toEqual(['B']);
  });
});

describe('the ranking within each category', () => {
  // The general ranking, final, with two players ex æquo at 3.
  const general = [
    { rank: 1, name: 'ANNE', rating: 2050, birthYear: 1970 },
    { rank: 2, name: 'BRUNO', rating: 1700, birthYear: 2009 },
    { rank: 3, name: 'CHLOÉ', rating: 1850, birthYear: 1955 },
    { rank: 3, name: 'DENIS', rating: 1820, birthYear: 2010 },
    { rank: 5, name: 'ÉMILE', rating: 1500, birthYear: 1960 },
    { rank: 6, name: 'FANNY', rating: 1780, birthYear: 2012 },
  ];
  const rankings = categoryRankings(general, (line) => line, settings);
  const table = (name: string) =>
    rankings.find((r) => r.name === name)?.lines.map(({ rank, line }) => `${rank} ${line.name}`);

  it('ranks each series from 1 in the general order, sharing a rank where the general one is shared', () => {
    expect(table('Joker')).toEqual(['1 ANNE']);
    expect(table('A')).toEqual(['1 CHLOÉ', '1 DENIS']);
    expect(table('B')).toEqual(['1 BRUNO', '2 FANNY']);
    expect(table('C')).toEqual(['1 ÉMILE']);
  });

  it("ranks the director's categories the same way and leaves out the empty ones", () => {
    expect(table('Jeunes')).toEqual(['1 BRUNO', '2 DENIS', '3 FANNY']);
    expect(table('Vermeil')).toEqual(['1 CHLOÉ', '2 ÉMILE']);
    expect(rankings.map((r) => `${r.kind} ${r.name}`)).toEqual([
      'series Joker',
      'series A',
      'series B',
      'series C',
      'category Jeunes',
      'category Vermeil',
    ]);
  });

  it('after a tie, the next member takes the rank that counts the members above', () => {
    const lines = [
      { rank: 1, rating: 1000 },
      { rank: 1, rating: 1000 },
      { rank: 1, rating: 1000 },
      { rank: 4, rating: 1000 },
    ];
    const [only] = categoryRankings(lines, (l) => l, { series: [{ name: 'C', from: 0 }], categories: [] });
    expect(only?.lines.map((l) => l.rank)).toEqual([1, 1, 1, 4]);
  });
});
