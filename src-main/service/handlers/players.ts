/**
 * Registrations: players added by hand or from a file (read first, for the preview), edited,
 * removed before they play, withdrawn once they have.
 */
import { letteringDifferences, looksAlike, NameIndex } from '../../../src-engine/index.ts';
import { refuse } from '../../contract/refusals.ts';
import type { PlayerFileView } from '../../contract/views/player-file.ts';
import type { PlayerView } from '../../contract/views/tournament.ts';
import { PlayerFileError, type ReadPlayers, readPlayerFile } from '../../import/player-file.ts';
import type { PlayerRow } from '../../store/tournament-store.ts';
import { engineIds } from '../adapters/engine-ids.ts';
import type { Facts } from '../adapters/facts-document.ts';
import { lockClassicPhase } from '../adapters/final-phase.ts';
import { findPlayer } from '../adapters/player-lookup.ts';
import { progressOf } from '../adapters/progress.ts';
import type { CommandContext } from '../core/context.ts';
import { definedOnly } from '../inputs/given.ts';
import type {
  addPlayerInput,
  editPlayerInput,
  In,
  importPlayersInput,
  playerInput,
  readPlayerFileInput,
  withdrawPlayerInput,
} from '../inputs/inputs.ts';
import { checkPlayerSeen, checkRound } from '../seen/seen.ts';
import { playerFileView } from '../views/player-file-view.ts';
import { playerViews } from '../views/views.ts';

type NewPlayer = In<typeof addPlayerInput>;

/** The views of these players, as the file now has them. */
function viewsOf(context: CommandContext, ids: readonly number[]): PlayerView[] {
  const all = playerViews(context.facts, context.state);
  return ids.map((id) => all.find((p) => p.id === id) as PlayerView);
}

/**
 * The initial rank of each player the file holds, by id: the « Rang » the director sees on
 * Inscriptions, the number a refusal cites (the id is the file's own, shown nowhere on screen).
 */
function initialRanks(context: CommandContext): (id: number) => number | null {
  const ids = engineIds(context.facts);
  const ranks = new Map(context.facts.players.map((p) => [p.id, context.state.initialRank[ids.index(p.id)] as number]));
  return (id) => ranks.get(id) ?? null;
}

/**
 * The registered players a newcomer is checked against: by licence, and by name — the same name
 * (accents, ligatures, case, punctuation and word order ignored) or one that looks like it (the
 * Cyrillic « ТОМ », the fullwidth « ＴＯＭ »: src-engine/player-names.ts), as the import flags
 * it — indexed once so that registering 2,000 players checks each against the others in one pass.
 */
class Registered {
  readonly #byLicence = new Map<string, PlayerRow>();
  readonly #byName = new NameIndex<PlayerRow>();

  /** `rankOf`: the Rang the director sees on Inscriptions (null for a player added by this same command). */
  readonly #rankOf: (id: number) => number | null;

  constructor(players: readonly PlayerRow[], rankOf: (id: number) => number | null) {
    this.#rankOf = rankOf;
    for (const p of players) this.add(p);
  }

  add(player: PlayerRow): void {
    if (player.licence !== '' && !this.#byLicence.has(player.licence)) this.#byLicence.set(player.licence, player);
    this.#byName.add(player.name, player);
  }

  /**
   * Refuses a second registration of one person: the same licence always, the same name or a
   * look-alike unless the director confirms another player (`allowHomonym`, one confirmation
   * for both: the question is the same, « is it someone else? », and the refusal said which).
   */
  check(candidate: { name: string; licence: string }, allowHomonym: boolean): void {
    const { name, licence } = candidate;
    const sameLicence = licence === '' ? undefined : this.#byLicence.get(licence);
    if (sameLicence !== undefined)
      refuse('duplicate-licence', { licence, rank: this.#rankOf(sameLicence.id), name: sameLicence.name }, 'licence');
    if (allowHomonym) return;
    const found = this.#byName.find(name);
    if (found === undefined) return;
    const { value: registered, by } = found;
    const rank = this.#rankOf(registered.id);
    if (by === 'name') refuse('duplicate-player', { name, rank, registered: registered.name }, 'name');
    const differences = letteringDifferences(name, registered.name);
    refuse(
      'lookalike-player',
      { name, rank, registered: registered.name, typedWith: differences.name, registeredWith: differences.other },
      'name',
    );
  }
}

/** Once every planned round is paired, a new player would play none and still be ranked. */
function checkRegistrationOpen(facts: Facts): void {
  const { paired, allPaired, planned } = progressOf(facts);
  if (paired > 0 && allPaired) refuse('registration-closed', { planned }, 'name');
}

function register(context: CommandContext, players: readonly NewPlayer[], action: string): PlayerView[] {
  const { facts } = context;
  checkRegistrationOpen(facts);
  const firstRound = facts.rounds.length + 1;
  const added: number[] = [];
  const rankOf = initialRanks(context);
  const late = firstRound > 1 ? ` (entrée tardive, à partir de la ronde ${firstRound})` : '';
  const summary =
    players.length === 1 ? `Inscription de ${players[0]?.name}${late}` : `Import de ${players.length} joueurs${late}`;
  context.change(action, summary, (w) => {
    const known = new Registered(facts.players, rankOf);
    for (const p of players) {
      known.check({ name: p.name, licence: p.licence ?? '' }, p.allowHomonym ?? false);
      const row: Omit<PlayerRow, 'id'> = {
        name: p.name,
        rating: p.rating ?? null,
        club: p.club ?? '',
        ratingType: p.ratingType ?? 'PL',
        firstRound,
        withdrawnAfter: null,
        licence: p.licence ?? '',
        k: p.k ?? null,
        category: p.category ?? '',
        birthYear: p.birthYear ?? null,
      };
      const id = w.addPlayer(row);
      known.add({ ...row, id });
      added.push(id);
    }
  });
  return viewsOf(context, added);
}

export function listPlayers(context: CommandContext): PlayerView[] {
  return playerViews(context.facts, context.state);
}

export function addPlayer(context: CommandContext, input: NewPlayer): PlayerView {
  return register(context, [input], 'add-player')[0] as PlayerView;
}

export function importPlayers(context: CommandContext, input: In<typeof importPlayersInput>): PlayerView[] {
  return register(context, input.players, 'import-players');
}

/** Reads a players file, outside any transaction: the same reader for the CLI and the UI. */
export async function readFile(input: In<typeof readPlayerFileInput>): Promise<ReadPlayers> {
  try {
    return await readPlayerFile(input.fileName, input.bytes, {
      ...(input.roles === undefined ? {} : { roles: input.roles }),
      ...(input.separator === undefined ? {} : { separator: input.separator }),
      ...(input.hasHeader === undefined ? {} : { hasHeader: input.hasHeader }),
    });
  } catch (error) {
    if (error instanceof PlayerFileError)
      refuse('unreadable-file', { fileName: input.fileName, problem: error.problem, directory: false }, 'bytes');
    throw error;
  }
}

/** The file as read, duplicates flagged against the open tournament's players (if one is open). Changes nothing. */
export function playerFile(
  context: CommandContext,
  input: In<typeof readPlayerFileInput>,
  read: ReadPlayers,
): PlayerFileView {
  return playerFileView(input.fileName, read, context.openFacts?.players ?? []);
}

export function editPlayer(context: CommandContext, input: In<typeof editPlayerInput>): PlayerView {
  const { facts } = context;
  const player = findPlayer(facts, input.player, 'player');
  checkPlayerSeen(context, player, input.was);
  if (
    input.rating !== undefined &&
    input.rating !== player.rating &&
    facts.rounds.length > 0 &&
    player.firstRound <= facts.rounds.length
  )
    refuse('rating-locked', { name: player.name }, 'rating');
  if (input.name !== undefined || input.licence !== undefined) {
    // A new name must not be, nor look like, another registered player's, unless the director
    // confirms another player; a name that still looks like the player's own asks nothing new.
    const renamed = input.name !== undefined && !looksAlike(input.name, player.name);
    new Registered(
      facts.players.filter((p) => p.id !== player.id),
      initialRanks(context),
    ).check(
      { name: input.name ?? player.name, licence: input.licence ?? '' },
      !renamed || (input.allowHomonym ?? false),
    );
  }
  const next: PlayerRow = {
    ...player,
    ...definedOnly({
      name: input.name,
      rating: input.rating,
      club: input.club,
      ratingType: input.ratingType,
      licence: input.licence,
      k: input.k,
      category: input.category,
      birthYear: input.birthYear,
    }),
  };
  context.change('edit-player', `Modification du joueur ${next.name}`, (w) => w.putPlayer(next));
  return viewsOf(context, [player.id])[0] as PlayerView;
}

export function removePlayer(context: CommandContext, input: In<typeof playerInput>): { removed: PlayerView } {
  const { facts } = context;
  const player = findPlayer(facts, input.player, 'player');
  const removed = viewsOf(context, [player.id])[0] as PlayerView;
  if (facts.matches.some((m) => m.a === player.id || m.b === player.id))
    refuse('player-has-played', { name: player.name }, 'player');
  context.change('remove-player', `Désinscription de ${player.name}`, (w) => w.removePlayer(player.id));
  return { removed };
}

export function withdrawPlayer(context: CommandContext, input: In<typeof withdrawPlayerInput>): PlayerView {
  const { facts } = context;
  const player = findPlayer(facts, input.player, 'player');
  checkRound(context, 'withdraw', input.after, facts.rounds.length);
  if (player.withdrawnAfter !== null)
    refuse('already-withdrawn', { name: player.name, after: player.withdrawnAfter }, 'player');
  // A player of the final phase who does not play loses by forfeit; the others' places are kept.
  lockClassicPhase(facts, 'withdraw');
  const after = facts.rounds.length;
  context.change('withdraw-player', `Retrait de ${player.name} après la ronde ${after}`, (w) => {
    w.putPlayer({ ...player, withdrawnAfter: after });
    w.setAbsent(after + 1, player.id, false);
  });
  return viewsOf(context, [player.id])[0] as PlayerView;
}
