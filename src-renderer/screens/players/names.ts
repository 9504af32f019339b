/** Players' names on the Inscriptions screen: "NOM Prénom", and the likely duplicates. */

const spaces = (s: string) => s.trim().replace(/\s+/g, ' ');

/** "NOM Prénom": the last name in upper case, then the first name as typed. */
export function composeName(last: string, first: string): string {
  return [spaces(last).toLocaleUpperCase('fr-FR'), spaces(first)].filter((part) => part !== '').join(' ');
}

/** The words of a name, accents, case and punctuation ignored, in any order. */
function words(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '')
    .sort()
    .join(' ');
}

/** True when two names are very likely the same person (accents, case, hyphens and word order ignored). */
export function sameName(a: string, b: string): boolean {
  const wa = words(a);
  return wa !== '' && wa === words(b);
}

/** The registered players whose name matches this one once accents and case are ignored. */
export function likelyDuplicates<P extends { name: string }>(name: string, players: readonly P[]): P[] {
  if (words(name) === '') return [];
  return players.filter((p) => sameName(p.name, name));
}

/**
 * A refusal shown next to its field: without the field's name before it ("rating : la cote…"
 * becomes "La cote…"), since the box it concerns is right there.
 */
export function nextToField(message: string, field: string | null): string {
  if (field === null || !message.startsWith(`${field} : `) || message.includes(' ; ')) return message;
  const rest = message.slice(field.length + 3);
  return rest.charAt(0).toLocaleUpperCase('fr-FR') + rest.slice(1);
}
