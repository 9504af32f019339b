/**
 * The series and categories as typed on the command line:
 *   --series "Joker:2000,A:1800,B:1600,C:0"   (name:floor rating)
 *   --categories "Jeunes:2008-,Vermeil:-1961,Dames"   (name[:born from-born until])
 * and the same written back for `sclassic show`.
 */
import { type CategoryDefinition, type CategorySettings, playerSeries, type Series } from '../../src-engine/index.ts';
import { UsageError } from './usage-error.ts';

const items = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

export function parseSeries(text: string): Series[] {
  return items(text).map((item) => {
    const match = /^(.+):\s*(\d+)$/.exec(item);
    if (match === null)
      throw new UsageError(`série « ${item} » : écrivez NOM:COTE, par exemple --series "Joker:2000,A:1800,B:1600,C:0"`);
    return { name: (match[1] as string).trim(), from: Number(match[2]) };
  });
}

export function parseCategories(text: string): CategoryDefinition[] {
  return items(text).map((item) => {
    const match = /^([^:]+?)(?::\s*(\d{4})?\s*-\s*(\d{4})?)?$/.exec(item);
    if (match === null) {
      throw new UsageError(
        `catégorie « ${item} » : écrivez NOM, ou NOM:ANNÉE-ANNÉE pour des années de naissance (par exemple "Jeunes:2008-" ou "Vermeil:-1961")`,
      );
    }
    return {
      name: (match[1] as string).trim(),
      ...(match[2] === undefined ? {} : { bornFrom: Number(match[2]) }),
      ...(match[3] === undefined ? {} : { bornUntil: Number(match[3]) }),
    };
  });
}

export function describeCategories(settings: CategorySettings): string {
  const series = [...settings.series]
    .sort((a, b) => b.from - a.from)
    .map((s) => `${s.name} ≥ ${s.from}`)
    .join(', ');
  const born = (c: CategoryDefinition) =>
    c.bornFrom === undefined && c.bornUntil === undefined
      ? ''
      : ` (né${c.bornFrom === undefined ? '' : ` à partir de ${c.bornFrom}`}${c.bornFrom !== undefined && c.bornUntil !== undefined ? ' et' : ''}${c.bornUntil === undefined ? '' : ` jusqu'en ${c.bornUntil}`})`;
  const categories = settings.categories.map((c) => `${c.name}${born(c)}`).join(', ');
  const newcomers = playerSeries(null, settings) as string;
  const own = !settings.series.some((s) => s.name === newcomers);
  return `Séries : ${series || 'aucune'}. Non classés : ${own ? `série ${newcomers} à part` : `dans la série ${newcomers}`}. Catégories : ${categories || 'aucune'}.`;
}
