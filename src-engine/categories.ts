/**
 * Categories and prizes: the series by rating (Joker, A, B, C by default) and the categories the
 * director defines (age groups such as Jeunes), each with its own ranking drawn from the general
 * one. The federation texts are silent on both: the thresholds and the definitions are the
 * tournament's settings, and a category ranking never changes the general ranking. Unrated
 * newcomers have no rating to place them: they form a series of their own (« NC ») unless the
 * director puts them in one of the rating series.
 */
import { NEWCOMER_LABEL } from './newcomers.ts';

/** A series: the players whose rating at the start reaches `from` and not the series above. */
export interface Series {
  name: string;
  from: number;
}

/**
 * A category the director defines. A player belongs to it when their own category (from the
 * federation list or typed at registration) has this name, or when their birth year falls
 * within the bounds given.
 */
export interface CategoryDefinition {
  name: string;
  bornFrom?: number;
  bornUntil?: number;
}

export interface CategorySettings {
  series: Series[];
  categories: CategoryDefinition[];
  /**
   * The series of unrated newcomers: one of `series` by name (they join it), or a name of its
   * own, ranked after the rating series. Absent: « NC », a series of their own.
   */
  newcomerSeries?: string;
}

/** Sclassic's defaults (the texts give none): four series by rating, no other category. */
export const DEFAULT_CATEGORY_SETTINGS: CategorySettings = {
  series: [
    { name: 'Joker', from: 2000 },
    { name: 'A', from: 1800 },
    { name: 'B', from: 1600 },
    { name: 'C', from: 0 },
  ],
  categories: [],
  newcomerSeries: NEWCOMER_LABEL,
};

/** What decides a player's categories. */
export interface CategoryMember {
  /** null: unrated (NC). */
  rating: number | null;
  category?: string;
  birthYear?: number | null;
}

/** French base-letter comparison, made once: what `localeCompare(b, 'fr', { sensitivity: 'base' })` makes at every call. */
const categoryNames = new Intl.Collator('fr', { sensitivity: 'base' });

/** Names compared as a director would: accents, case and surrounding spaces ignored. */
export const sameCategoryName = (a: string, b: string): boolean => categoryNames.compare(a.trim(), b.trim()) === 0;

/** The series of a rating: the one with the highest floor the rating reaches; null below every floor. */
export function seriesOf(rating: number, series: readonly Series[]): string | null {
  let found: Series | null = null;
  for (const s of series) if (rating >= s.from && (found === null || s.from > found.from)) found = s;
  return found?.name ?? null;
}

/** The series unrated newcomers are in, as the settings name it. */
export const newcomerSeriesOf = (settings: CategorySettings): string =>
  settings.newcomerSeries?.trim() || NEWCOMER_LABEL;

/** The series of a player's rating; an unrated newcomer's is the newcomer series. */
export function playerSeries(rating: number | null, settings: CategorySettings): string | null {
  if (rating !== null) return seriesOf(rating, settings.series);
  const name = newcomerSeriesOf(settings);
  return settings.series.find((s) => sameCategoryName(s.name, name))?.name ?? name;
}

export function belongsTo(member: CategoryMember, definition: CategoryDefinition): boolean {
  if (
    member.category !== undefined &&
    member.category.trim() !== '' &&
    sameCategoryName(member.category, definition.name)
  )
    return true;
  const hasBounds = definition.bornFrom !== undefined || definition.bornUntil !== undefined;
  if (!hasBounds || member.birthYear === undefined || member.birthYear === null) return false;
  return (
    member.birthYear >= (definition.bornFrom ?? Number.NEGATIVE_INFINITY) &&
    member.birthYear <= (definition.bornUntil ?? Number.POSITIVE_INFINITY)
  );
}

/** Every ranking a player takes part in besides the general one: their series, then the director's categories. */
export function categoriesOf(member: CategoryMember, settings: CategorySettings): string[] {
  const series = playerSeries(member.rating, settings);
  return [
    ...(series === null ? [] : [series]),
    ...settings.categories.filter((c) => belongsTo(member, c)).map((c) => c.name),
  ];
}

export interface CategoryRankingLine<T> {
  /** The rank within the category: players sharing a general rank share it here too. */
  rank: number;
  line: T;
}

export interface CategoryRanking<T> {
  name: string;
  kind: 'series' | 'category';
  lines: Array<CategoryRankingLine<T>>;
}

/**
 * The ranking of each series and category, drawn from the general ranking (`lines`, in its
 * order, each with its general `rank`). A rank within a category is one more than the number of
 * its members ranked strictly better overall. Categories nobody belongs to are left out.
 */
export function categoryRankings<T extends { rank: number }>(
  lines: readonly T[],
  memberOf: (line: T) => CategoryMember,
  settings: CategorySettings,
): Array<CategoryRanking<T>> {
  const names = [...settings.series].sort((a, b) => b.from - a.from).map((s) => s.name);
  // The newcomers' own series, when it is not one of the rating series, comes after them.
  const newcomers = playerSeries(null, settings) as string;
  if (!names.includes(newcomers)) names.push(newcomers);
  // Each line's member and series worked out once, not once per series and category.
  const members = lines.map((line) => {
    const member = memberOf(line);
    return { line, member, series: playerSeries(member.rating, settings) };
  });
  type Member = (typeof members)[number];
  const groups: Array<{ name: string; kind: 'series' | 'category'; has: (m: Member) => boolean }> = [
    ...names.map((name) => ({ name, kind: 'series' as const, has: (m: Member) => m.series === name })),
    ...settings.categories.map((c) => ({
      name: c.name,
      kind: 'category' as const,
      has: (m: Member) => belongsTo(m.member, c),
    })),
  ];
  const rankings: Array<CategoryRanking<T>> = [];
  for (const group of groups) {
    const inGroup = members.filter(group.has).map((m) => m.line);
    if (inGroup.length === 0) continue;
    const ranked: Array<CategoryRankingLine<T>> = [];
    for (const [i, line] of inGroup.entries()) {
      const previous = ranked[i - 1];
      const tied = previous !== undefined && previous.line.rank === line.rank;
      ranked.push({ rank: tied ? previous.rank : i + 1, line });
    }
    rankings.push({ name: group.name, kind: group.kind, lines: ranked });
  }
  return rankings;
}
