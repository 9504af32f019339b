/**
 * Why a match was formed, in the director's words: the rules' own terms (groups A and B, the
 * fixed table, the score group, the proposed opponent, the permutation going up then down, the
 * bottom pass), French and English. What the audit found has its own words (audit-words.ts).
 */
import type { MatchReason, MatchView } from '../views/tournament.ts';

/** The two players of the match, and how to name any player of the explanation (null: X). */
export interface ReasonNames {
  a: string;
  b: string;
  name: (player: number | null) => string;
}

export interface PairingWords {
  reason: (reason: MatchReason, names: ReasonNames) => string;
  /** The fictitious player, as a sentence names them. */
  x: string;
  /** A match of a round paired before the file kept reasons. */
  unknownReason: string;
}

/** Why this match of the round was formed, its players and the others of the explanation named. */
export function matchReason(words: PairingWords, match: MatchView, round: { matches: readonly MatchView[] }): string {
  if (match.reason === null) return words.unknownReason;
  const names = new Map(round.matches.flatMap((m) => [m.a, ...(m.b === null ? [] : [m.b])]).map((p) => [p.id, p.name]));
  const name = (player: number | null) => (player === null ? words.x : (names.get(player) ?? `n° ${player}`));
  return words.reason(match.reason, { a: match.a.name, b: match.b?.name ?? words.x, name });
}

const ordinal = (n: number) => (n === 1 ? '1er' : `${n}e`);

export const pairingFr: PairingWords = {
  reason: (r, { a, b, name }) => {
    switch (r.method) {
      case 'groups-ab':
        return r.group === 'A'
          ? `Ronde 1, groupe A (000 §6.1.1) : le ${ordinal(r.ranks[0])} contre le ${ordinal(r.ranks[1])} du classement initial — le groupe A réunit les ${r.groupA} premiers des ${r.field} à apparier, le premier contre le dernier.`
          : `Ronde 1, groupe B (000 §6.1.1) : le ${ordinal(r.ranks[0])} et le ${ordinal(r.ranks[1])} du classement initial — le groupe B apparie deux à deux à partir du rang ${r.groupA + 1}.`;
      case 'fixed-table':
        return `Table fixe des ${r.fieldSize} joueurs, ronde ${r.round} (000 §6.2.1) : les rangs ${r.ranks[0]} et ${r.ranks[1]} du classement initial.`;
      case 'round-robin':
        return `Toutes rondes, ronde ${r.round} du calendrier : les rangs ${r.ranks[0]} et ${r.ranks[1]}.`;
      case 'swap':
        return `Échange décidé par l'arbitre : ${name(r.players[0])} et ${name(r.players[1])} ont changé de table.`;
      case 'import':
        return "Appariement repris d'un document importé (sa raison n'y figure pas).";
      case 'final-phase': {
        const places = `${ordinal(r.seeds[0])} et ${ordinal(r.seeds[1])} de la phase classique`;
        const stage =
          r.stage === 'semi-final'
            ? `Phase finale, demi-finale (003) : le ${ordinal(r.seeds[0])} contre le ${ordinal(r.seeds[1])} de la phase classique.`
            : r.stage === 'final'
              ? `Phase finale, finale (003) : ${places}.`
              : `Phase finale, match pour la 3e place : les perdants des demi-finales (${places}).`;
        const carried =
          r.carried === null
            ? ''
            : ` La manche 1 est leur partie de la ronde ${r.carried.round} (${r.carried.game[0]} – ${r.carried.game[1]}).`;
        return `${stage}${carried}`;
      }
      case 'score-groups': {
        // Said for a newcomer: how many were left in the group, why that opponent was proposed,
        // and, when they had met, who else was tried and who was kept.
        const left =
          r.groupSize === 1
            ? `Groupe de ${r.groupScore} PM : ${a} y restait seul à apparier (000 §6.1.2) et se voit proposer le premier joueur classé sous le groupe, ${name(r.proposed.player)}${r.proposed.player === null ? ', qui ferme le classement' : ''}.`
            : `Groupe de ${r.groupScore} PM : ${r.groupSize} joueurs restaient à apparier, un nombre ${r.proposed.from === 'own-group' ? 'pair' : 'impair'} (000 §6.1.2) : le premier, ${a}, se voit proposer ${r.proposed.from === 'own-group' ? 'le dernier du groupe' : 'le premier joueur classé sous le groupe'}, ${name(r.proposed.player)}.`;
        const bottom = r.bottomPass
          ? ' Match formé en reprenant le bas du classement, pour éviter les revanches qui restaient (000 §7, dernier alinéa).'
          : '';
        const met =
          r.proposed.player === null
            ? `${a} n’avait pas encore été exempt : match retenu.`
            : 'Ils ne s’étaient pas encore rencontrés : match retenu.';
        if (r.permutation === null) return `${left} ${met}${bottom}`;
        const { permutation } = r;
        // One step a direction: each opponent tried there, then the one kept if found there.
        const way = (direction: 'up' | 'down', label: string) => {
          const tried = permutation[direction].map((t) => `${name(t.player)}, déjà rencontré en ronde ${t.metIn}`);
          const said = [...tried, ...(permutation.found === direction ? [`${b}, retenu`] : [])];
          return said.length === 0 ? [] : [`${label} : ${said.join(', puis ')}.`];
        };
        return (
          [
            left,
            `Mais ils s’étaient déjà rencontrés en ronde ${r.proposed.metIn ?? '?'} : on cherche un autre adversaire (000 §7).`,
            ...way('up', 'En remontant le classement'),
            ...way('down', 'En descendant le classement'),
            ...(permutation.found === 'none'
              ? [`Personne d’autre n’est libre : la revanche avec ${name(r.proposed.player)} est maintenue.`]
              : []),
          ].join(' ') + bottom
        );
      }
    }
  },
  x: 'le joueur fictif X',
  unknownReason: 'Raison inconnue : ronde appariée avant que Sclassic garde la raison de chaque match.',
};

export const pairingEn: PairingWords = {
  reason: (r, { a, b, name }) => {
    switch (r.method) {
      case 'groups-ab':
        return r.group === 'A'
          ? `Round 1, group A (000 §6.1.1): number ${r.ranks[0]} against number ${r.ranks[1]} of the initial ranking — group A holds the first ${r.groupA} of the ${r.field} to pair, first against last.`
          : `Round 1, group B (000 §6.1.1): numbers ${r.ranks[0]} and ${r.ranks[1]} of the initial ranking — group B pairs two by two from rank ${r.groupA + 1}.`;
      case 'fixed-table':
        return `Fixed table for ${r.fieldSize} players, round ${r.round} (000 §6.2.1): ranks ${r.ranks[0]} and ${r.ranks[1]} of the initial ranking.`;
      case 'round-robin':
        return `Round robin, round ${r.round} of the schedule: ranks ${r.ranks[0]} and ${r.ranks[1]}.`;
      case 'swap':
        return `Swap decided by the arbiter: ${name(r.players[0])} and ${name(r.players[1])} changed tables.`;
      case 'import':
        return 'Pairing taken from an imported document (its reason is not in it).';
      case 'final-phase': {
        const places = `numbers ${r.seeds[0]} and ${r.seeds[1]} of the classic phase`;
        const stage =
          r.stage === 'semi-final'
            ? `Final phase, semi-final (003): number ${r.seeds[0]} against number ${r.seeds[1]} of the classic phase.`
            : r.stage === 'final'
              ? `Final phase, final (003): ${places}.`
              : `Final phase, match for third place: the semi-finals' losers (${places}).`;
        const carried =
          r.carried === null
            ? ''
            : ` Game 1 is their game of round ${r.carried.round} (${r.carried.game[0]} – ${r.carried.game[1]}).`;
        return `${stage}${carried}`;
      }
      case 'score-groups': {
        const left =
          r.groupSize === 1
            ? `Group of ${r.groupScore} PM: ${a} was the only one left to pair in it (000 §6.1.2), and is offered the first player ranked below the group, ${name(r.proposed.player)}${r.proposed.player === null ? ', who closes the ranking' : ''}.`
            : `Group of ${r.groupScore} PM: ${r.groupSize} players were left to pair, an ${r.proposed.from === 'own-group' ? 'even' : 'odd'} number (000 §6.1.2): the first of them, ${a}, is offered ${r.proposed.from === 'own-group' ? 'the last of the group' : 'the first player ranked below the group'}, ${name(r.proposed.player)}.`;
        const bottom = r.bottomPass
          ? ' Match formed by pairing the bottom of the ranking again, to avoid the rematches that were left (000 §7, last paragraph).'
          : '';
        const met =
          r.proposed.player === null
            ? `${a} had not had the bye yet: match kept.`
            : 'They had not met yet: match kept.';
        if (r.permutation === null) return `${left} ${met}${bottom}`;
        const { permutation } = r;
        const way = (direction: 'up' | 'down', label: string) => {
          const tried = permutation[direction].map((t) => `${name(t.player)}, already met in round ${t.metIn}`);
          const said = [...tried, ...(permutation.found === direction ? [`${b}, kept`] : [])];
          return said.length === 0 ? [] : [`${label}: ${said.join(', then ')}.`];
        };
        return (
          [
            left,
            `But they had already met in round ${r.proposed.metIn ?? '?'}: another opponent is looked for (000 §7).`,
            ...way('up', 'Going up the ranking'),
            ...way('down', 'Going down the ranking'),
            ...(permutation.found === 'none'
              ? [`Nobody else is free: the rematch with ${name(r.proposed.player)} stands.`]
              : []),
          ].join(' ') + bottom
        );
      }
    }
  },
  x: 'the fictitious player X',
  unknownReason: 'Reason unknown: round paired before Sclassic kept the reason of each match.',
};
