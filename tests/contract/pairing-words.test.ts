/**
 * « Pourquoi ce match ? » for a score group, as a newcomer reads it: how many were left in the
 * group, why that opponent was proposed (the last of an even group, the first below an odd one,
 * X at the end of the ranking), and when they had met, who else was tried and who was kept.
 */
import { describe, expect, it } from 'vitest';
import type { ReasonNames } from '../../src-main/contract/i18n/pairing-words.ts';
import { pairingEn, pairingFr } from '../../src-main/contract/i18n/pairing-words.ts';
import type { MatchReason } from '../../src-main/contract/views.ts';

const NAMES = new Map([
  [1, 'BONNET Marc'],
  [2, 'ROUSSEAU Éva'],
  [3, 'DURAND Léa'],
  [4, 'LEROY Ana'],
]);
const names = (a: number, b: number | null, x: string): ReasonNames => ({
  a: NAMES.get(a) as string,
  b: b === null ? x : (NAMES.get(b) as string),
  name: (player) => (player === null ? x : (NAMES.get(player) ?? '?')),
});

const group = (
  size: number,
  proposed: { player: number | null; from: 'own-group' | 'below'; metIn: number | null },
  permutation: Extract<MatchReason, { method: 'score-groups' }>['permutation'] = null,
  bottomPass = false,
): MatchReason => ({
  method: 'score-groups',
  ranks: [1, 2],
  groupScore: 3,
  groupSize: size,
  proposed,
  permutation,
  bottomPass,
});

describe('why a score-group match was formed', () => {
  it('says an odd group’s first player is offered the first player ranked below it, in plain words', () => {
    const said = pairingFr.reason(group(5, { player: 2, from: 'below', metIn: null }), names(1, 2, 'X'));
    expect(said).toBe(
      'Groupe de 3 PM : 5 joueurs restaient à apparier, un nombre impair (000 §6.1.2) : le premier, BONNET Marc, se voit proposer le premier joueur classé sous le groupe, ROUSSEAU Éva. Ils ne s’étaient pas encore rencontrés : match retenu.',
    );
    expect(said).not.toMatch(/sous le groupe, impair|dernier du groupe, pair/);
    expect(pairingEn.reason(group(5, { player: 2, from: 'below', metIn: null }), names(1, 2, 'X'))).toBe(
      'Group of 3 PM: 5 players were left to pair, an odd number (000 §6.1.2): the first of them, BONNET Marc, is offered the first player ranked below the group, ROUSSEAU Éva. They had not met yet: match kept.',
    );
  });

  it('says who was tried when the proposed opponent had been met, and who was kept', () => {
    const reason = group(
      4,
      { player: 2, from: 'own-group', metIn: 2 },
      { up: [{ player: 3, metIn: 1 }], down: [], found: 'up' },
    );
    expect(pairingFr.reason(reason, names(1, 4, 'X'))).toBe(
      'Groupe de 3 PM : 4 joueurs restaient à apparier, un nombre pair (000 §6.1.2) : le premier, BONNET Marc, se voit proposer le dernier du groupe, ROUSSEAU Éva. Mais ils s’étaient déjà rencontrés en ronde 2 : on cherche un autre adversaire (000 §7). En remontant le classement : DURAND Léa, déjà rencontré en ronde 1, puis LEROY Ana, retenu.',
    );
    expect(pairingEn.reason(reason, names(1, 4, 'X'))).toBe(
      'Group of 3 PM: 4 players were left to pair, an even number (000 §6.1.2): the first of them, BONNET Marc, is offered the last of the group, ROUSSEAU Éva. But they had already met in round 2: another opponent is looked for (000 §7). Going up the ranking: DURAND Léa, already met in round 1, then LEROY Ana, kept.',
    );
  });

  it('says when nobody else is free, and a match formed by the bottom pass', () => {
    const reason = group(
      2,
      { player: 2, from: 'own-group', metIn: 3 },
      { up: [], down: [{ player: 3, metIn: 1 }], found: 'none' },
      true,
    );
    expect(pairingFr.reason(reason, names(1, 2, 'X'))).toBe(
      'Groupe de 3 PM : 2 joueurs restaient à apparier, un nombre pair (000 §6.1.2) : le premier, BONNET Marc, se voit proposer le dernier du groupe, ROUSSEAU Éva. Mais ils s’étaient déjà rencontrés en ronde 3 : on cherche un autre adversaire (000 §7). En descendant le classement : DURAND Léa, déjà rencontré en ronde 1. Personne d’autre n’est libre : la revanche avec ROUSSEAU Éva est maintenue. Match formé en reprenant le bas du classement, pour éviter les revanches qui restaient (000 §7, dernier alinéa).',
    );
  });

  it('says a player left alone in the group gets the fictitious player X, who closes the ranking', () => {
    const fr = pairingFr.reason(group(1, { player: null, from: 'below', metIn: null }), names(1, null, pairingFr.x));
    expect(fr).toBe(
      'Groupe de 3 PM : BONNET Marc y restait seul à apparier (000 §6.1.2) et se voit proposer le premier joueur classé sous le groupe, le joueur fictif X, qui ferme le classement. BONNET Marc n’avait pas encore été exempt : match retenu.',
    );
    const en = pairingEn.reason(group(1, { player: null, from: 'below', metIn: null }), names(1, null, pairingEn.x));
    expect(en).toBe(
      'Group of 3 PM: BONNET Marc was the only one left to pair in it (000 §6.1.2), and is offered the first player ranked below the group, the fictitious player X, who closes the ranking. BONNET Marc had not had the bye yet: match kept.',
    );
  });
});
