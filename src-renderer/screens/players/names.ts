/** Players' names on the Inscriptions screen: "NOM Prénom", and the likely duplicates. */

import { composeName, sameName } from '../../../src-main/contract/helpers.ts';

export { composeName, sameName };

/** The registered players whose name matches this one once accents and case are ignored. */
export function likelyDuplicates<P extends { name: string }>(name: string, players: readonly P[]): P[] {
  return players.filter((p) => sameName(p.name, name));
}
