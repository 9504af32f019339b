/** Players' names on the Inscriptions screen: "NOM Prénom", and the likely duplicates. */

import { composeName, sameName } from '../../../src-engine/index.ts';

export { composeName, sameName };

/** The registered players whose name matches this one once accents and case are ignored. */
export function likelyDuplicates<P extends { name: string }>(name: string, players: readonly P[]): P[] {
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
