/** Plain-text tables with French headers, for the terminal. */

import { FIRST_RATING_LABEL, frenchNumber, NEWCOMER_LABEL, ratingText, ratingTypeText } from '../contract/helpers.ts';
import { rejectionText } from '../contract/i18n/messages.ts';
import { fr } from '../contract/i18n/refusals-fr.ts';
import {
  type CategoryStandings,
  type CrosstableView,
  crosstableCellText,
  type DirectoryEntry,
  type DirectoryImportReport,
  type DirectoryInfo,
  ENDING_CODES,
  endingLegend,
  type FinalPhaseView,
  type FinalRoundChange,
  type HistoryLine,
  linesNumbered,
  type MatchView,
  markedScores,
  type PlayerHistoryView,
  type PlayerView,
  type RatingReportView,
  type ResultConsequences,
  type RoundView,
  type StandingsRow,
  type StandingsView,
  standingsKind,
  type TextEncoding,
  type TournamentSummary,
} from '../contract/views.ts';
import { describeCategories } from './category-options.ts';

type Cell = string | number | null;

/** A number written the French way, with its sign or decimal comma (+0,24, 1,5): aligned as a number. */
const FRENCH_NUMBER = /^([+-]\d+(,\d+)?|\d+,\d+)$/;
/** A whole number stays a number (aligned as one), a decimal is written with a comma. */
const decimal = (n: number): number | string => (Number.isInteger(n) ? n : frenchNumber(n));

/** Aligns columns: numbers to the right, text to the left. */
export function table(headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map((c) => (c === null ? '' : String(c))));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map(
    (_, i) =>
      rows.length > 0 &&
      rows.every(
        (r) =>
          r[i] === null ||
          typeof r[i] === 'number' ||
          FRENCH_NUMBER.test(r[i] as string) ||
          // A rating column stays aligned as numbers with its unrated newcomers among them.
          r[i] === NEWCOMER_LABEL,
      ),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...text.map(line)].join('\n');
}

const signed = (n: number | null) => (n === null ? null : n > 0 ? `+${n}` : String(n));
/** A signed decimal as French readers write it: +0,24, -0,5. */
const signedDecimal = (n: number) => `${n > 0 ? '+' : ''}${frenchNumber(n)}`;

export function formatPlayers(players: PlayerView[]): string {
  return table(
    ['N°', 'Rang', 'Nom', 'Club', 'Cote', 'Type', 'Licence', 'Né en', 'Séries et catégories', 'État'],
    players.map((p) => [
      p.id,
      p.initialRank,
      p.name,
      p.club,
      ratingText(p.rating),
      ratingTypeText(p),
      p.licence,
      p.birthYear,
      p.categories.join(', '),
      p.withdrawnAfter !== null
        ? `retiré après la ronde ${p.withdrawnAfter}`
        : p.absentNextRound
          ? 'absent à la prochaine ronde'
          : '',
    ]),
  );
}

function resultText(m: MatchView): string {
  const r = m.result;
  if (m.b === null) return 'gagne contre X';
  if (r === null) return '(à saisir)';
  if (r.kind === 'forfeit')
    return r.forfeit === 'both' ? 'double forfait' : `forfait de ${r.forfeit === 'a' ? m.a.name : m.b.name}`;
  const games = r.games.map(([a, b]) => `${a}-${b}`).join(' ');
  if (r.kind === 'abandon')
    return `${games} (abandon de ${r.abandon?.by === 'a' ? m.a.name : m.b.name}${r.abandon?.agreed ? ', accepté' : ''})`;
  if (r.kind === 'decision')
    return `${games} (décision arbitrale contre ${r.decisionAgainst === 'a' ? m.a.name : m.b.name})`;
  return games;
}

export function formatRound(round: RoundView): string {
  const starter = (m: MatchView) => (m.starts === null ? '' : m.starts === m.a.id ? m.a.name : (m.b?.name ?? ''));
  const body = table(
    ['Table', 'Joueur A', 'Joueur B', 'Commence', 'Résultat', 'PM', 'Revanche'],
    round.matches.map((m) => [
      m.table,
      m.a.name,
      m.b?.name ?? 'X (joueur fictif)',
      starter(m),
      resultText(m),
      m.result === null ? '' : `${m.result.pm[0]}-${m.result.pm[1] ?? 0}`,
      m.rematch ? 'oui' : '',
    ]),
  );
  const what =
    round.finalPhase === undefined
      ? `Ronde ${round.number}`
      : `Ronde ${round.number}, phase finale (${round.finalPhase.stage === 'semi-finals' ? 'demi-finales' : 'finale'})`;
  const status = `${what} : ${round.entered}/${round.total} tables saisies${round.missingTables.length > 0 ? ` (manquent : ${round.missingTables.join(', ')})` : ''}`;
  const rematches =
    round.rematches.length === 0
      ? ''
      : `\nRevanches inévitables : ${round.rematches.map((r) => `table ${r.table} ${r.a} – ${r.b}`).join(' ; ')}`;
  return `${status}\n${body}${rematches}`;
}

const standingsTitle = (view: StandingsView, roundsPaired: number) =>
  view.finalPhase === undefined
    ? fr.standingsTitle(standingsKind(view, roundsPaired), view.after)
    : `Classement final après la ronde ${view.after} et la phase finale${view.finalPhase.settled ? '' : ' (en cours)'}`;

/** Nom (marked when withdrawn), Club, Cote, PM, PPM, Pdep: what every ranking shows of a player. */
const standingCells = (r: StandingsRow): Cell[] => [
  r.withdrawn ? `${r.name} (retiré)` : r.name,
  r.club,
  ratingText(r.rating),
  r.pm,
  r.ppm,
  r.pdep,
];

/** One series or category: its own rank, then the general one. */
export function formatCategoryStandings(view: StandingsView, ranking: CategoryStandings, roundsPaired: number): string {
  const what = ranking.kind === 'series' ? `série ${ranking.name}` : `catégorie ${ranking.name}`;
  const body = table(
    ['Rang', 'Général', 'Nom', 'Club', 'Cote', 'PM', 'PPM', 'Pdep'],
    ranking.lines.map(({ rank, row }) => [rank, row.rank, ...standingCells(row)]),
  );
  return `${standingsTitle(view, roundsPaired)} — ${what}\n${body}`;
}

export function formatStandings(view: StandingsView, roundsPaired: number): string {
  const title = standingsTitle(view, roundsPaired);
  const body = table(
    ['Rang', 'Nom', 'Club', 'Cote', 'PM', 'PPM', 'Pdep'],
    view.rows.map((row) => [row.rank, ...standingCells(row)]),
  );
  const pending =
    view.pending.length === 0
      ? ''
      : `\nRésultats manquants : ${view.pending.map((p) => `ronde ${p.round} table ${p.table}`).join(', ')}`;
  const phase = view.finalPhase;
  const finalPhase =
    phase === undefined
      ? ''
      : phase.settled
        ? `\nLes ${phase.size} premières places sont celles de la phase finale ; les autres joueurs gardent leur place de la phase classique.`
        : `\nPhase finale en cours : les ${phase.size} premières places sont provisoires (manquent : ${phase.pending.map((p) => `ronde ${p.round} table ${p.table}`).join(', ')}).`;
  const categories =
    view.categories.length === 0
      ? ''
      : `\nClassements par série et catégorie : ${view.categories.map((c) => c.name).join(', ')} (sclassic standings FICHIER --category NOM).`;
  return `${title}\n${body}${pending}${finalPhase}\nPM : points de match. PPM : points des matchs particuliers entre ex æquo. Pdep : points de départage.${categories}`;
}

const OUTCOMES: Record<HistoryLine['outcome'], string> = {
  win: 'gagné',
  draw: 'nul',
  loss: 'perdu',
  absent: 'absent',
  withdrawn: 'retiré',
  pending: 'à saisir',
  x: 'gagné (X)',
};

/** The codes of a table's lines explained, on a line of their own; nothing when no line has one. */
function marksLegend(endings: Parameters<typeof endingLegend>[0]): string {
  const legend = endingLegend(endings);
  return legend === '' ? '' : `\n${legend}`;
}

export function formatHistory(view: PlayerHistoryView): string {
  const body = table(
    ['Ronde', 'Table', 'Adversaire', 'Scores', 'Résultat', 'PM', 'Pdep', 'Total PM'],
    view.lines.map((l) => [
      l.round,
      l.table,
      l.outcome === 'x' ? 'X' : (l.opponent?.name ?? ''),
      markedScores(l.games, l.ending),
      OUTCOMES[l.outcome],
      l.pm,
      signed(l.pdep),
      l.totalPm,
    ]),
  );
  const player = `${view.player.name} (n° ${view.player.id}, ${view.player.club || 'sans club'}, cote ${ratingText(view.player.rating)})`;
  return `${player}\n${body}${marksLegend(view.lines.map((l) => l.ending))}`;
}

export function formatCrosstable(view: CrosstableView): string {
  const rounds = Array.from({ length: view.rounds }, (_, i) => `R${i + 1}`);
  const numbered = linesNumbered(view);
  const body = table(
    [...(numbered ? ['N°'] : []), 'Rang', 'Nom', ...rounds, 'PM', 'Pdep'],
    view.rows.map((r, i) => [
      ...(numbered ? [i + 1] : []),
      r.rank,
      r.player.name,
      ...r.cells.map((c) => crosstableCellText(c)),
      r.pm,
      r.pdep,
    ]),
  );
  const letters = `G gagné, N nul, P perdu, suivi ${numbered ? 'du numéro de ligne (N°)' : 'du rang final'} de l’adversaire ; X contre le joueur fictif ; abs absent ; ret retiré ; ? à saisir.`;
  return `${body}\n${letters}${marksLegend(view.rows.flatMap((r) => r.cells.map((c) => c.ending)))}`;
}

/**
 * What a correction or a clearing changed in the standings: « Rang : » whose rank moved (or
 * none), then the PM and Pdep that changed (the table's players).
 */
export function formatConsequences(consequences: ResultConsequences): string[] {
  const arrow = ([before, after]: [number | null, number | null]) => `${before ?? '—'} → ${after ?? '—'}`;
  const moved = consequences.changes.filter((c) => c.rank[0] !== c.rank[1]);
  const scored = consequences.changes.filter((c) => c.pm[0] !== c.pm[1] || c.pdep[0] !== c.pdep[1]);
  const ranks = moved.length === 0 ? 'aucun ne change' : moved.map((c) => `${c.name} ${arrow(c.rank)}`).join(', ');
  const figures = scored.map((c) => `${c.name} PM ${arrow(c.pm)}, Pdep ${arrow(c.pdep)}`).join(' ; ');
  return [`Rang : ${ranks}.`, ...(scored.length === 0 ? [] : [`${figures}.`])];
}

/** What a semi-final's result did to the final: formed (again) with its players, or taken back. */
export function formatFinalRoundChange(change: FinalRoundChange): string {
  if (change.change === 'removed')
    return `Finale retirée (ronde ${change.round}) : elle sera formée dès que les deux demi-finales auront un résultat.`;
  const matches = change.matches
    .map(
      (m) =>
        `${m.reason?.method === 'final-phase' && m.reason.stage === 'third-place' ? 'match pour la 3e place' : 'finale'} table ${m.table} : ${m.a.name} – ${m.b?.name ?? 'X'}`,
    )
    .join(' ; ');
  return `${change.change === 'formed' ? 'Finale formée' : 'Finale formée à nouveau'} (ronde ${change.round}) — ${matches}.`;
}

/** The final phase: its format, its matches round by round, the places it gives (or who would play it). */
export function formatFinalPhase(view: FinalPhaseView): string {
  const { phase } = view;
  if (phase === null) {
    const who = view.candidates.map((c) => `${c.rank}. ${c.player.name}`).join(', ');
    return `Pas de phase finale ouverte. ${view.ready ? 'Elle peut être ouverte' : "Elle s'ouvrira après la dernière ronde, tous ses résultats saisis"} (sclassic final FICHIER --players 2|4). Premiers de la phase classique : ${who}.`;
  }
  const s = phase.summary;
  const head = `Phase finale : les ${s.size} premiers de la phase classique (${phase.seeds.map((p) => `${p.seed}. ${p.player.name}`).join(', ')}), ${s.bestOfThree ? 'en deux manches gagnantes' : 'en une manche'}${s.thirdPlace ? ', avec un match pour la 3e place' : ''}${s.countClassicGame ? ', partie de la phase classique comptée comme manche 1 de la finale' : ''}.`;
  const rounds = phase.rounds.map(formatRound);
  const waiting =
    s.size === 4 && phase.rounds.length === 1
      ? ['La finale sera formée dès que les deux demi-finales auront un résultat.']
      : [];
  const places = `${s.settled ? 'Places' : 'Places provisoires'} : ${phase.places.map((p) => `${p.place}. ${p.player.name}`).join(', ')}.`;
  return [head, ...rounds, ...waiting, places].join('\n');
}

export function formatSummary(s: TournamentSummary): string {
  const rounds = s.roundsPlanned;
  const lines = [
    `${s.name} — ${s.date}${s.place ? `, ${s.place}` : ''}`,
    `Règlement : ${s.ruleset.name}${s.pairingSystem === 'round-robin' ? ', appariements toutes rondes' : ''}. ${s.bestOfThree ? 'Matchs en deux manches gagnantes' : 'Matchs en une manche'}, ${s.minutes} minutes par joueur.`,
    `Rondes : ${s.roundsPaired} appariée(s) sur ${rounds}${s.plannedRounds === null ? ' (nombre du règlement)' : ''}.`,
    `Joueurs : ${s.players} inscrits, ${s.activePlayers} en lice.`,
  ];
  if (s.currentRound !== null) {
    const c = s.currentRound;
    lines.push(
      `Ronde ${c.number} : ${c.entered}/${c.total} tables saisies${c.missingTables.length > 0 ? ` (manquent : ${c.missingTables.join(', ')})` : ''}.`,
    );
  }
  if (s.finalPhase !== null) {
    const f = s.finalPhase;
    lines.push(
      `Phase finale (les ${f.size} premiers) : ronde ${f.current.number}, ${f.current.entered}/${f.current.total} tables saisies${f.settled ? ', terminée' : ''}.`,
    );
  } else if (s.nextAbsent.length > 0)
    lines.push(`Absents à la ronde ${s.nextRound} : ${s.nextAbsent.map((p) => p.name).join(', ')}.`);
  for (const w of s.roundsWarnings) {
    lines.push(
      w.code === 'field-too-small'
        ? `Attention : moins de ${w.minimum} joueurs, la formule classique ne s'applique pas ; un tournoi toutes rondes est conseillé (sclassic settings FICHIER --round-robin).`
        : `Attention : plus de ${w.maximum} joueurs, au-delà de ce que prévoit le règlement.`,
    );
  }
  lines.push(describeCategories(s.categories));
  lines.push(`Estimation des cotes : K = ${s.elo.k}, échelle ${s.elo.scale}.`);
  lines.push(
    `Non classés (${NEWCOMER_LABEL}) : comptent pour une cote de ${s.newcomerRating}${s.ruleset.pdep.kind === 'rating' ? ' (Pdep et estimation des cotes)' : " (dans l'estimation des cotes)"}.`,
  );
  if (s.tableProposals)
    lines.push(
      `Résultats proposés depuis les tables : oui, ${s.proposalsConfirm ? 'validés par un arbitre, ou par deux téléphones qui envoient les mêmes scores' : 'validés par un arbitre'}.`,
    );
  if (s.finished) lines.push('Tournoi terminé.');
  return lines.join('\n');
}

export function formatRatingReport(report: RatingReportView): string {
  const p = report.parameters;
  const body = table(
    ['Nom', 'Licence', 'Cote avant', 'K', 'Matchs', 'Gains', 'Attendus', 'Variation', 'Cote après', 'Performance'],
    report.lines.map((l) => [
      l.player.name,
      l.licence,
      ratingText(l.ratingBefore),
      // A first rating is the performance: no K applies.
      l.firstRating ? null : l.k,
      l.matches.length,
      decimal(l.matches.reduce((sum, m) => sum + m.result, 0)),
      decimal(Number(l.matches.reduce((sum, m) => sum + m.expected, 0).toFixed(2))),
      l.firstRating ? FIRST_RATING_LABEL : signed(l.change),
      l.ratingAfter,
      l.performance,
    ]),
  );
  // Each match counted, player by player: what was expected and what was obtained.
  const detail = table(
    ['Nom', 'Ronde', 'Adversaire', 'Cote adv.', 'Attendu', 'Obtenu', 'Écart'],
    report.lines.flatMap((l) =>
      l.matches.map((m) => [
        l.player.name,
        m.round,
        m.opponent.name,
        m.opponentRating,
        decimal(m.expected),
        m.ending === null ? decimal(m.result) : `${frenchNumber(m.result)} ${ENDING_CODES[m.ending]}`,
        signedDecimal(Number((m.result - m.expected).toFixed(2))),
      ]),
    ),
  );
  const f = frenchNumber;
  return `${[
    "Estimation des cotes (formule Elo reconstituée : ce n'est pas le calcul officiel de la fédération)",
    body,
    '',
    'Détail des matchs comptés',
    detail,
    `Variation = K × (gains − attendus), arrondie à ${f(p.changeStep)} ; attendu = 1 / (1 + 10^(−écart/${p.scale})), borné à [${f(p.expectationClamp.min)} ; ${f(p.expectationClamp.max)}], arrondi à ${f(p.expectationStep)}. Forfaits et matchs contre X exclus. Performance = moyenne des cotes adverses + ${p.scale} × (victoires − défaites) / matchs.`,
    ...(report.lines.some((l) => l.firstRating)
      ? [
          `${NEWCOMER_LABEL} : non classé, compté pour une cote de ${report.newcomerRating} dans les attendus et les performances ; sa cote après est une ${FIRST_RATING_LABEL}, sa performance.`,
        ]
      : []),
  ].join('\n')}${marksLegend(report.lines.flatMap((l) => l.matches.map((m) => m.ending)))}`;
}

export function formatDirectoryEntries(entries: DirectoryEntry[]): string {
  return table(
    ['Licence', 'Nom', 'Club', 'Cote', 'Type', 'Catégorie', 'Naissance', 'Liste du'],
    entries.map((e) => [
      e.licence,
      e.name,
      e.club,
      ratingText(e.rating),
      ratingTypeText(e),
      e.category,
      e.birthYear,
      e.listDate,
    ]),
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

const ENCODING_FR: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
};

/** How a players file or rating list was read, in words: "classeur Excel", "texte UTF-8". */
export function howRead(read: { format: 'csv' | 'xlsx'; encoding: TextEncoding | null }): string {
  return read.format === 'xlsx' || read.encoding === null ? 'classeur Excel' : `texte ${ENCODING_FR[read.encoding]}`;
}

export function formatDirectoryImport(report: DirectoryImportReport): string {
  return [
    `Liste du ${report.listDate} (${report.fileName}, ${howRead(report)}) : ${plural(report.read, 'joueur lu', 'joueurs lus')}.`,
    `${plural(report.added, 'ajouté', 'ajoutés')}, ${plural(report.updated, 'mis à jour', 'mis à jour')}, ${plural(report.unchanged, 'inchangé', 'inchangés')}, ${plural(report.keptNewer, 'gardé', 'gardés')} car connus par une liste plus récente.`,
    ...report.rejected.map((r) =>
      r.line === null ? `Ignoré : ${rejectionText(r, fr)}.` : `Ligne ${r.line} ignorée : ${rejectionText(r, fr)}.`,
    ),
    `Le répertoire compte ${plural(report.entries, 'joueur', 'joueurs')}.`,
  ].join('\n');
}

export function formatDirectoryInfo(info: DirectoryInfo): string {
  return [
    `Répertoire des joueurs : ${info.path}`,
    `${plural(info.entries, 'joueur', 'joueurs')}${info.newestListDate === null ? '' : `, liste la plus récente du ${info.newestListDate}`}.`,
    ...(info.lastImport === null
      ? ['Aucune liste importée : sclassic directory import LISTE.csv --date AAAA-MM-JJ']
      : [
          `Dernier import : ${info.lastImport.fileName} (liste du ${info.lastImport.listDate}), le ${info.lastImport.importedAt.slice(0, 10)}.`,
        ]),
  ].join('\n');
}
