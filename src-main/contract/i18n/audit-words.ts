/**
 * What the audit found, in the director's words, French and English: each finding named by its
 * kind (information, the arbiter's decision, breach), the rounds, and the verdict on the file.
 * The same words on screen (« Vérifier le tournoi »), at the command line (`sclassic check`) and
 * in the printed report.
 */

import type { EngineProblem } from '../refusals.ts';
import type { AuditFindingView, FindingKind, OutsidePart, RoundAuditView } from '../views/audit.ts';
import { clockTime, listJoinedBy } from './small-words.ts';

export interface AuditWords {
  finding: (finding: AuditFindingView, problem: (p: EngineProblem) => string) => string;
  /** A kind of finding, as a heading or a tag. */
  kind: Record<FindingKind, string>;
  /** The verdict: no breach, or how many, with the decisions and information counted. */
  verdict: (counts: Record<FindingKind, number>) => string;
  /** A round's heading: « Ronde 3 », « Ronde 8 — demi-finales », with when it was paired. */
  round: (round: Pick<RoundAuditView, 'round' | 'stage' | 'pairedAt'>) => string;
  /** What concerns no round. */
  general: string;
  /** A round with nothing to say. */
  conform: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const frList = listJoinedBy('et');
const enList = listJoinedBy('and');

const FR_OUTSIDE: Record<OutsidePart, string> = {
  pairing: 'son appariement',
  result: 'son résultat',
  player: 'un joueur ou une absence',
  settings: 'les paramètres du tournoi',
  'final-phase': 'la phase finale (ses joueurs, ses options)',
  clock: 'la pendule d’une ronde',
};

const EN_OUTSIDE: Record<OutsidePart, string> = {
  pairing: 'its pairing',
  result: 'its result',
  player: 'a player or an absence',
  settings: "the tournament's settings",
  'final-phase': 'the final phase (its players, its options)',
  clock: "a round's clock",
};

const pm = (points: number | null) => (points === null ? '' : ` (${points} PM)`);

export const auditFr: AuditWords = {
  finding: (f, problem) => {
    switch (f.code) {
      case 'pairing-differs':
        return `Table ${f.table} : ${f.a} – ${f.b} ; la procédure apparie ${f.a} avec ${f.expected ?? 'personne'}.`;
      case 'x-differs':
        return `Table ${f.table} : ${f.a} joue contre le joueur fictif X ; la procédure donne X à ${f.expected ?? 'personne (nombre pair de joueurs)'}.`;
      case 'avoidable-rematch':
        return `Table ${f.table} : ${f.a} et ${f.b} se rencontrent à nouveau, ce que la procédure évite.`;
      case 'starts-differs':
        return `Table ${f.table} : ${f.starts} commence ; la règle (002 §3.1) désigne ${f.expected}.`;
      case 'broken-rule':
        return `Règle enfreinte : ${problem(f.problem)}.`;
      case 'cannot-pair':
        return `La procédure ne peut pas apparier cette ronde : ${f.problems.map(problem).join(' ; ')}.`;
      case 'impossible-decision':
        return `Un échange de ${f.a} et ${f.b} est enregistré, mais ils ne jouent pas à deux tables de cette ronde.`;
      case 'final-seeds-differ':
        return `Joueurs de la phase finale : ${frList(f.recorded)} ; le classement de la phase classique donne ${frList(f.expected)}.`;
      case 'final-round-unformed':
        return `${f.stage === 'third-place' ? 'Le match pour la 3e place' : 'La finale'} figure avant que les deux demi-finales aient un vainqueur.`;
      case 'outside-log':
        return `${f.table === null ? '' : `Table ${f.table} : `}${FR_OUTSIDE[f.part]} n’est pas ce que l’historique du fichier a enregistré : le fichier a été modifié hors de Sclassic.`;
      case 'swap': {
        const matches = f.matches
          .map(
            (m) =>
              `table ${m.table}, ${m.a}${pm(m.points[0])} – ${m.b}${pm(m.points[1])}${m.rematch ? ', revanche' : ''}`,
          )
          .join(' ; ');
        return `Échange décidé par l’arbitre${f.at === null ? '' : ` à ${clockTime(f.at)}`} : ${f.a} et ${f.b} ont changé de table (${matches}).`;
      }
      case 'repair':
        return `Ronde appariée à nouveau par l’arbitre à ${clockTime(f.at)}${f.absent.length === 0 ? '' : `, sans ${frList(f.absent)} (absents)`}.`;
      case 'imported':
        return 'Ronde importée d’un document : la façon dont elle a été appariée n’est pas connue de ce fichier ; elle est auditée sur les résultats qu’il contient.';
      case 'corrected-after-pairing': {
        const rounds =
          f.rounds.length === 1 ? `de la ronde ${f.rounds[0]}` : `des rondes ${frList(f.rounds.map(String))}`;
        return `Table ${f.table} : résultat corrigé à ${frList(f.at.map(clockTime))}, après l’appariement ${rounds} ; ${f.rounds.length === 1 ? 'elle est auditée' : 'elles sont auditées'} sur les résultats d’alors.`;
      }
    }
  },
  kind: { information: 'Information', decision: 'Décision de l’arbitre', breach: 'Manquement' },
  verdict: (c) => {
    const said = [
      ...(c.decision === 0 ? [] : [count(c.decision, 'décision de l’arbitre', 'décisions de l’arbitre')]),
      ...(c.information === 0 ? [] : [count(c.information, 'information', 'informations')]),
    ];
    const also = said.length === 0 ? '' : ` (${frList(said)})`;
    return c.breach === 0
      ? `Aucun manquement : chaque ronde est celle que donnent la procédure et les décisions de l’arbitre${also}.`
      : `${count(c.breach, 'manquement', 'manquements')} : la procédure ne donne pas ce que le fichier contient, et aucune décision enregistrée ne l’explique${also}.`;
  },
  round: (r) =>
    `Ronde ${r.round}${r.stage === null ? '' : r.stage === 'semi-finals' ? ' — demi-finales' : ' — finale'}${r.pairedAt === null ? '' : ` (appariée à ${clockTime(r.pairedAt)})`}`,
  general: 'Le fichier',
  conform: 'conforme',
};

export const auditEn: AuditWords = {
  finding: (f, problem) => {
    switch (f.code) {
      case 'pairing-differs':
        return `Table ${f.table}: ${f.a} – ${f.b}; the procedure pairs ${f.a} with ${f.expected ?? 'nobody'}.`;
      case 'x-differs':
        return `Table ${f.table}: ${f.a} plays the fictitious player X; the procedure gives X to ${f.expected ?? 'nobody (an even field)'}.`;
      case 'avoidable-rematch':
        return `Table ${f.table}: ${f.a} and ${f.b} meet again, which the procedure avoids.`;
      case 'starts-differs':
        return `Table ${f.table}: ${f.starts} starts; the rule (002 §3.1) designates ${f.expected}.`;
      case 'broken-rule':
        return `Rule broken: ${problem(f.problem)}.`;
      case 'cannot-pair':
        return `The procedure cannot pair this round: ${f.problems.map(problem).join('; ')}.`;
      case 'impossible-decision':
        return `A swap of ${f.a} and ${f.b} is recorded, but they do not play at two tables of this round.`;
      case 'final-seeds-differ':
        return `The final phase's players: ${enList(f.recorded)}; the classic phase's standings give ${enList(f.expected)}.`;
      case 'final-round-unformed':
        return `${f.stage === 'third-place' ? 'The match for third place' : 'The final'} is there before both semi-finals have a winner.`;
      case 'outside-log':
        return `${f.table === null ? '' : `Table ${f.table}: `}${EN_OUTSIDE[f.part]} is not what the file's history recorded: the file was changed outside Sclassic.`;
      case 'swap': {
        const matches = f.matches
          .map(
            (m) =>
              `table ${m.table}, ${m.a}${pm(m.points[0])} – ${m.b}${pm(m.points[1])}${m.rematch ? ', a rematch' : ''}`,
          )
          .join('; ');
        return `Swap decided by the arbiter${f.at === null ? '' : ` at ${clockTime(f.at)}`}: ${f.a} and ${f.b} changed tables (${matches}).`;
      }
      case 'repair':
        return `Round paired again by the arbiter at ${clockTime(f.at)}${f.absent.length === 0 ? '' : `, without ${enList(f.absent)} (absent)`}.`;
      case 'imported':
        return 'Round imported from a document: how it was paired is not known to this file; it is audited on the results it holds.';
      case 'corrected-after-pairing': {
        const rounds = f.rounds.length === 1 ? `round ${f.rounds[0]}` : `rounds ${enList(f.rounds.map(String))}`;
        return `Table ${f.table}: result corrected at ${enList(f.at.map(clockTime))}, after ${rounds} ${f.rounds.length === 1 ? 'was' : 'were'} paired; audited on the results of that time.`;
      }
    }
  },
  kind: { information: 'Information', decision: "Arbiter's decision", breach: 'Breach' },
  verdict: (c) => {
    const said = [
      ...(c.decision === 0 ? [] : [count(c.decision, "arbiter's decision", "arbiter's decisions")]),
      ...(c.information === 0 ? [] : [count(c.information, 'note', 'notes')]),
    ];
    const also = said.length === 0 ? '' : ` (${enList(said)})`;
    return c.breach === 0
      ? `No breach: every round is the one the procedure and the arbiter's decisions give${also}.`
      : `${count(c.breach, 'breach', 'breaches')}: the procedure does not give what the file holds, and no recorded decision explains it${also}.`;
  },
  round: (r) =>
    `Round ${r.round}${r.stage === null ? '' : r.stage === 'semi-finals' ? ' — semi-finals' : ' — final'}${r.pairedAt === null ? '' : ` (paired at ${clockTime(r.pairedAt)})`}`,
  general: 'The file',
  conform: 'consistent',
};
