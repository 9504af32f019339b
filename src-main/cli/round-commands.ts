/**
 * The rounds and their results: `pair`, `repair`, `swap`, `round`, `result` and `clear`.
 */
import { playersNamed } from '../contract/helpers.ts';
import { fr } from '../contract/i18n/refusals-fr.ts';
import { swapFr, swapLines, swapWarnings } from '../contract/i18n/swap-words.ts';
import { formatConsequences, formatFinalRoundChange, formatRound } from './format.ts';
import type { Call } from './service-call.ts';
import { answering, eitherByFlag, integer, json, type Parsed, reading, type Subcommand, text } from './subcommand.ts';
import { UsageError } from './usage-error.ts';

/** One game as typed: "412-380", "412 - 380", "412–380" (the en dash a phone or a word processor puts). */
const GAME = /(-?\d+)\s*[-–—]\s*(-?\d+)/gu;

/**
 * The games typed on the command line, one score pair each: "412-380 380-400", or spaced
 * "412 - 380" (three words for the shell); negative scores are written "-5-300".
 */
export function parseGames(words: readonly string[]): Array<[number, number]> {
  const typed = words.join(' ');
  const games = [...typed.matchAll(GAME)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]);
  if (typed.replace(GAME, '').trim() !== '')
    throw new UsageError(
      `score « ${typed} » illisible : écrivez les deux scores séparés d'un tiret, par exemple 412-380`,
    );
  return games;
}

/**
 * Which side of a match a player named on the command line is (by number, or by name as the
 * service finds a player: `playersNamed`); the round is read to find them.
 */
async function sideOf(call: Call, round: number | undefined, table: number, who: string): Promise<'a' | 'b' | 'both'> {
  if (who === 'both' || who === 'les-deux') return 'both';
  if (who === 'a' || who === 'b') return who;
  const view = await call('round', round === undefined ? {} : { round });
  const match = view.matches.find((m) => m.table === table);
  if (match === undefined) return 'a'; // the service names the missing table
  const seated = [
    { side: 'a' as const, ...match.a },
    ...(match.b === null ? [] : [{ side: 'b' as const, ...match.b }]),
  ];
  const found = /^\d+$/.test(who) ? seated.filter((p) => p.id === Number(who)) : playersNamed(seated, who);
  const players = `${match.a.name} contre ${match.b?.name ?? 'X'}`;
  if (found.length > 1)
    throw new UsageError(
      `« ${who} » désigne les deux joueurs de la table ${table} (${players}) : écrivez le numéro du joueur, ou a ou b`,
    );
  const [player] = found;
  if (player === undefined) throw new UsageError(`« ${who} » ne joue pas à la table ${table} (${players})`);
  return player.side;
}

/** The table a result is about, and its round when given (the current round otherwise). */
function tableOf(v: Parsed['values']): { table: number; round?: number } {
  const table = integer(v.table, 'table');
  if (table === undefined) throw new UsageError('indiquez la table : --table 3');
  const round = integer(v.round, 'round');
  return { table, ...(round === undefined ? {} : { round }) };
}

/** The result as typed: scores, then who forfeits, abandons or loses by decision. */
async function resultInput(call: Call, { positionals: [, ...scores], values: v }: Parsed) {
  const { table, round } = tableOf(v);
  const games = parseGames(scores);
  const forfeit = text(v.forfeit);
  const abandon = text(v.abandon);
  const decision = text(v.decision);
  return {
    table,
    ...(round === undefined ? {} : { round }),
    ...(games.length > 0 ? { games } : {}),
    ...(forfeit === undefined ? {} : { forfeit: await sideOf(call, round, table, forfeit) }),
    ...(abandon === undefined
      ? {}
      : { abandon: { by: (await sideOf(call, round, table, abandon)) as 'a', agreed: v.agreed === true } }),
    ...(decision === undefined ? {} : { decision: { against: (await sideOf(call, round, table, decision)) as 'a' } }),
    ...(v.correct ? { replaces: await recordedAt(call, round, table) } : {}),
    ...(v.confirm ? { confirmed: true } : {}),
  };
}

/** The result the table holds now: what `--correct` replaces. */
async function recordedAt(call: Call, round: number | undefined, table: number) {
  const view = await call('round', round === undefined ? {} : { round });
  return view.matches.find((m) => m.table === table)?.recorded ?? null;
}

/**
 * `swap`, or with `--check` what the swap would make, written nowhere: the two tables, the
 * rematches, the score groups crossed, whose start changes.
 */
function swapCommand(): Subcommand {
  const usage = 'sclassic swap FICHIER JOUEUR JOUEUR [--check]';
  const input = ({ positionals: [, first, second] }: Parsed) => {
    if (first === undefined || second === undefined) throw new UsageError('indiquez les deux joueurs à échanger');
    return { first, second };
  };
  const check = answering({
    usage,
    command: 'previewSwap',
    input,
    text: (preview) => swapLines(swapFr, preview, true).join('\n'),
  });
  const swap = answering({
    usage,
    command: 'swapPlayers',
    input,
    text: (outcome) => [formatRound(outcome.round), ...swapWarnings(swapFr, outcome, false)].join('\n'),
  });
  return eitherByFlag('check', check, swap);
}

export const ROUND_COMMANDS = {
  pair: reading('sclassic pair FICHIER [--json]', 'pairNextRound', formatRound),
  repair: reading('sclassic repair FICHIER [--json]', 'repairRound', formatRound),
  swap: swapCommand(),
  round: answering({
    usage: 'sclassic round FICHIER [--round R] [--json]',
    command: 'round',
    options: { round: { type: 'string' }, ...json },
    input: ({ values }) => (values.round === undefined ? {} : { round: integer(values.round, 'round') }),
    text: formatRound,
  }),
  result: answering({
    usage:
      'sclassic result FICHIER --table T SCORE [SCORE…] [--round R]    SCORE = 412-380 (une manche par score)\n' +
      '        [--forfeit JOUEUR|both] [--abandon JOUEUR [--agreed]] [--decision JOUEUR]   (JOUEUR : numéro, nom, a ou b)\n' +
      '        [--correct]   remplace le résultat déjà saisi à cette table\n' +
      "        [--confirm]   confirme des scores inhabituels (moins de 100, plus de 800, deux scores au-dessus de 700, plus de 400 points d'écart)",
    command: 'recordResult',
    options: {
      table: { type: 'string' },
      round: { type: 'string' },
      forfeit: { type: 'string' },
      abandon: { type: 'string' },
      agreed: { type: 'boolean' },
      decision: { type: 'string' },
      correct: { type: 'boolean' },
      confirm: { type: 'boolean' },
      ...json,
    },
    input: (args, call) => resultInput(call, args),
    text: (outcome) => {
      const m = outcome.match;
      const pm = m.result === null ? '' : ` — PM ${m.result.pm[0]}-${m.result.pm[1] ?? 0}`;
      const lines = [`Table ${m.table} (ronde ${m.round}) : ${m.a.name} – ${m.b?.name ?? 'X'} enregistré${pm}.`];
      if (outcome.backupFailed !== null)
        lines.push(
          `Attention : ${fr.backupFailed(outcome.backupFailed.round, fr.fileReason(outcome.backupFailed.problem))}`,
        );
      if (outcome.backup !== null) lines.push(`Ronde ${m.round} complète : sauvegarde ${outcome.backup}`);
      if (outcome.finalRound !== undefined) lines.push(formatFinalRoundChange(outcome.finalRound));
      if (outcome.consequences !== null) lines.push(...formatConsequences(outcome.consequences));
      return lines.join('\n');
    },
  }),
  clear: answering({
    usage: 'sclassic clear FICHIER --table T [--round R]',
    command: 'clearResult',
    options: { table: { type: 'string' }, round: { type: 'string' }, ...json },
    input: ({ values }) => tableOf(values),
    text: (cleared) =>
      [
        `Résultat effacé : table ${cleared.match.table} (ronde ${cleared.match.round}).`,
        ...(cleared.finalRound === undefined ? [] : [formatFinalRoundChange(cleared.finalRound)]),
        ...formatConsequences(cleared.consequences),
      ].join('\n'),
  }),
} satisfies Record<string, Subcommand>;
