/** Players' names on the Inscriptions screen: "NOM Prénom", and the likely duplicates. */

import { composeName, looksAlike } from '../../../src-main/contract/helpers.ts';

export { composeName };

/**
 * The registered players whose name is this one once accents and case are ignored, or looks
 * like it (the Cyrillic « ТОМ » and « TOM »): the service asks about each before registering.
 */
export function likelyDuplicates<P extends { name: string }>(name: string, players: readonly P[]): P[] {
  return players.filter((p) => looksAlike(p.name, name));
}
