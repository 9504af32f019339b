/**
 * The Résultats screen's state, shared by its parts (the entry form, the round's results, the
 * consequences of a correction, the dialogs): the round shown, what the director typed, what the
 * service answered. The parts read it and change it through these methods only.
 */
import { flushSync, tick } from 'svelte';
import { fromStore } from 'svelte/store';
import {
  type MatchView,
  type RecordedResult,
  type ResultConsequences,
  type ResultOutcome,
  type RoundView,
  type TableChanged,
  withChange,
} from '../../../src-main/contract/views.ts';
import { api, app, refusal, words } from '../../lib/app-state.svelte.ts';
import { t } from '../../lib/i18n.ts';
import { acknowledge } from '../../lib/live.svelte.ts';
import {
  asRecorded,
  gameCount,
  isInteger,
  outcomeText,
  pairOf,
  type SpecialInput,
  type SpecialKind,
  type TypedGame,
  typedGames,
} from './entry.ts';
import {
  BOTH_SCORES,
  BOTH_SCORES_COMING,
  CONFIRM_FIELD,
  type EntryErrors,
  emptyGames,
  filled,
  focusField,
  type PendingResult,
  SIDES,
  scoreField,
  TABLE_FIELD,
} from './form-fields.ts';
import { draftKey, keepDraft, readDraft } from './typed-draft.ts';

/** How long a command may take before the form shows it is waiting for it. */
const BUSY_SHOWN_AFTER_MS = 250;

export class ResultEntry {
  /** The translations for the messages made here: outside a component there is no `$t`. */
  readonly #t = fromStore(t);

  roundNumber = $state(0);
  // Replaced whole, never changed in place: no deep proxies over 64 tables and their players.
  view = $state.raw<RoundView | null>(null);
  table = $state('');
  games = $state<TypedGame[]>(emptyGames());
  errors = $state<EntryErrors>({});
  /** What the last recording (or clearing) did, its warnings, and the backup it took. */
  saved = $state<string | null>(null);
  warnings = $state<string[]>([]);
  backup = $state<string | null>(null);
  /** What a correction or a clearing changed in the standings, as the service worked it out. */
  consequences = $state<ResultConsequences | null>(null);
  /** The dialog open for a match that did not end on the board. */
  special = $state<SpecialKind | null>(null);
  pending = $state<PendingResult | null>(null);
  /** A command on its way: nothing else is sent from the form until it answers. */
  busy = $state(false);
  /**
   * The form's buttons greyed while a command is on its way, once it has taken long enough to be
   * seen (a slow disk, a lost network): a result answers within a few frames, and greying the
   * buttons for that long only made the browser draw the screen again while the answer travelled.
   */
  busyShown = $state(false);
  #busyTimer: ReturnType<typeof setTimeout> | undefined;
  #sending = 0;
  /** The game whose player A box is being typed as « 412-380 », until the box is left or Enter pressed. */
  splitting = $state<number | null>(null);

  /** The round's format: the final phase's for its rounds, the tournament's otherwise. */
  readonly bestOfThree = $derived(this.view?.finalPhase?.bestOfThree ?? app.summary?.bestOfThree ?? false);
  /** Pdep are signed score differences (else sums of ratings, FBS). */
  readonly signedPdep = $derived(app.summary?.ruleset.pdep.kind !== 'rating');
  readonly tableNumber = $derived(/^\d+$/.test(this.table.trim()) ? Number(this.table.trim()) : null);
  readonly match = $derived(
    this.tableNumber === null ? null : (this.view?.matches.find((m) => m.table === this.tableNumber) ?? null),
  );
  /** A final's game 1 carried from the classic phase: the form starts at game 2. */
  readonly carried = $derived(
    this.match?.reason?.method === 'final-phase' ? (this.match.reason.carried ?? null) : null,
  );
  /** The number of the first game typed: 2 after a carried game 1. */
  readonly firstGame = $derived(this.carried === null ? 1 : 2);
  /** How many games the form asks for (a best of three asks for the third once the first two are split). */
  readonly count = $derived(gameCount(this.bestOfThree, this.games, this.carried?.game ?? null));
  /** The boxes in the order Enter goes through them. */
  readonly fields = $derived([
    TABLE_FIELD,
    ...Array.from({ length: this.count }, (_, g) => SIDES.map((side) => scoreField(g, side))).flat(),
  ]);

  // Instant validation, before anything is sent.
  readonly tableProblem = $derived.by(() => {
    const tr = this.#t.current;
    const { view, match, tableNumber } = this;
    if (this.table.trim() === '') return null;
    if (tableNumber === null || tableNumber < 1) return tr('results.errors.tableInteger');
    if (view !== null && match === null)
      return tr('results.errors.noSuchTable', {
        values: { round: view.number, tables: view.total, table: tableNumber },
      });
    if (match !== null && match.b === null) return tr('results.errors.tableX', { values: { name: match.a.name } });
    return null;
  });
  readonly scoreProblem = $derived(
    this.games.slice(0, this.count).some((game, g) =>
      game.some(
        (s, side) =>
          s.trim() !== '' &&
          !isInteger(s) &&
          // « 412-3 » while it is being typed in A's box may still become « 412-380 ».
          !(side === 0 && this.splitting === g && BOTH_SCORES_COMING.test(s)),
      ),
    )
      ? this.#t.current('results.errors.scoreInteger')
      : null,
  );
  readonly tableError = $derived(this.errors.table ?? this.tableProblem);
  readonly gamesError = $derived(this.errors.games ?? this.scoreProblem);

  /** The table the message and the consequences shown speak of, and the result they announced there. */
  #said: { round: number; table: number; recorded: RecordedResult | null } | null = null;

  /** The round, table and pair the typed scores belong to: another table's pair never gets them. */
  #scoresFor: string | null = null;

  /** The tab's storage key the form is kept under, once what it kept for the round is back in the form. */
  #draftFor = $state<string | null>(null);

  constructor(round: number) {
    this.roundNumber = round;
  }

  /** The last round asked for: an earlier answer coming late (the round followed as the screen opens) is dropped. */
  #asked = 0;

  async load(n: number): Promise<void> {
    if (n < 1) return;
    const asked = ++this.#asked;
    try {
      const view = await api.round({ round: n });
      if (asked !== this.#asked) return;
      this.view = view;
      this.errors = { ...this.errors, round: undefined };
      // What was announced no longer holds (an undo, another screen's correction): not said any more.
      const said = this.#said;
      const now = said?.round === n ? this.view.matches.find((m) => m.table === said.table) : undefined;
      if (said !== null && now !== undefined && JSON.stringify(now.recorded) !== JSON.stringify(said.recorded)) {
        this.saved = null;
        this.consequences = null;
        this.#said = null;
      }
      this.#bringBackTyped(n);
    } catch (e) {
      if (asked === this.#asked) this.errors = { ...this.errors, round: refusal(e).message };
    }
  }

  /** Another round chosen: an empty form, and nothing said about the round left. */
  async chooseRound(): Promise<void> {
    this.resetForm();
    this.consequences = null;
    this.saved = null;
    await this.load(this.roundNumber);
  }

  resetForm(): void {
    this.table = '';
    this.games = emptyGames();
    this.errors = {};
    this.#scoresFor = null;
  }

  /** The table's box was typed into: what was said about the last table no longer holds. */
  tableTyped(): void {
    this.errors = {};
    this.saved = null;
  }

  /**
   * The table's box left, or Enter there: scores typed for another table's pair are not this
   * table's, and are emptied rather than recorded for it.
   */
  tableChosen(): void {
    const pair = this.#pairKey();
    if (this.#scoresFor !== null && pair !== this.#scoresFor) {
      this.games = emptyGames();
      this.#scoresFor = null;
    }
  }

  /** A score typed in game `g`, player A's box (0) or B's (1): what was said about the form before no longer holds. */
  scoreTyped(g: number, side: 0 | 1): void {
    this.errors = { ...this.errors, games: undefined, general: undefined };
    this.saved = null;
    this.#scoresFor ??= this.#pairKey();
    if (side === 0 && BOTH_SCORES_COMING.test(this.games[g]?.[0] ?? '')) this.splitting = g;
  }

  /** The round, the table and its pair as the form shows them; null while the table is not a match. */
  #pairKey(): string | null {
    const { view, match } = this;
    return view === null || match === null ? null : `${view.number}:${match.table}:${match.a.id}-${match.b?.id ?? 'X'}`;
  }

  /** Writes what is typed to the tab's storage (the screen runs it whenever the form changes). */
  keepTyped(): void {
    const key = this.#draftFor;
    if (key === null || key !== draftKey(app.summary?.path, this.view?.number ?? 0)) return;
    keepDraft(key, { table: this.table, games: this.games.map(([a, b]) => [a, b]), scoresFor: this.#scoresFor });
  }

  /**
   * After a refresh of the page: what was typed for round `n` and not recorded comes back into
   * the empty form (scores only if the table's pair is still the one they were typed for).
   */
  #bringBackTyped(n: number): void {
    const key = draftKey(app.summary?.path, n);
    if (key === null || key === this.#draftFor) return;
    const empty = this.table === '' && this.games.every((g) => g.every((s) => s === ''));
    const draft = empty ? readDraft(key) : null;
    this.#draftFor = key;
    if (draft === null) return;
    this.table = draft.table;
    const samePair = draft.scoresFor !== null && draft.scoresFor === this.#pairKey();
    if (samePair) this.games = draft.games;
    this.#scoresFor = samePair ? draft.scoresFor : null;
    this.saved = this.#t.current('results.typedBack');
    tick().then(() => focusField(this.fields.find((id) => !filled(id)) ?? (this.fields.at(-1) as string)));
  }

  /**
   * « 412-380 » in player A's box is the whole game: split across the two boxes once the box is
   * left or Enter pressed there, never while typing (« 412-3 » is not yet « 412-380 »). True when
   * it was split.
   */
  splitBoth(g: number): boolean {
    if (this.splitting === g) this.splitting = null;
    const game = this.games[g];
    const both = game === undefined ? null : BOTH_SCORES.exec(game[0]);
    if (game === undefined || both === null) return false;
    this.games[g] = [both[1] as string, both[2] as string];
    return true;
  }

  /** Enter in a box: on to the next one, past player B's when player A's held both scores, or record from the last. */
  enterFrom(id: string): void {
    const at = this.fields.indexOf(id);
    const game = this.fields.slice(1).indexOf(id);
    const both = game >= 0 && game % 2 === 0 && this.splitBoth(game / 2);
    // The split scores on screen (and a third game's boxes, if they call for one) before the cursor moves.
    if (both) flushSync();
    const next = this.fields[at + (both ? 2 : 1)];
    if (next === undefined) void this.submit();
    else focusField(next);
  }

  /** Whether the table typed is one that takes a result; if not, says why next to its box. */
  tableReady(): boolean {
    if (this.tableNumber !== null && this.tableProblem === null) return true;
    this.#refuseTable('results.errors.tableNeeded');
    return false;
  }

  /** The table's problem next to its box, or `missingKey`'s message when nothing usable is typed. */
  #refuseTable(missingKey: import('../../lib/i18n.ts').MessageKey): void {
    this.errors = { table: this.tableProblem ?? this.#t.current(missingKey) };
  }

  /**
   * Records the table's result (games typed in the form, or a dialog's special result), saying
   * what the screen showed there: a result another screen entered since is never replaced. A
   * result already there is replaced only once the director says yes, and unusual games too.
   */
  async record(
    extra: SpecialInput,
    fromDialog: boolean,
    said: { replacing?: boolean; confirmed?: boolean } = {},
  ): Promise<{ message: string; field: string | null } | null> {
    const { view, tableNumber, match } = this;
    if (view === null || tableNumber === null) return null;
    const round = view.number;
    const shown = match?.recorded ?? null;
    const correcting = shown !== null;
    if (correcting && !said.replacing && match !== null) {
      const names = [match.a.name, match.b?.name ?? 'X'] as const;
      const question = this.#t.current('results.confirm.replace', {
        values: {
          table: tableNumber,
          before: words().recorded(shown, ...names),
          after: words().recorded(asRecorded(extra), ...names),
        },
      });
      const kept = this.#t.current('results.confirm.kept', {
        values: { table: tableNumber, result: words().recorded(shown, ...names) },
      });
      this.#ask({ kind: 'replace', question, kept, input: extra, replacing: true, confirmed: said.confirmed ?? false });
      return null;
    }
    this.#working(true);
    try {
      const outcome = await api.recordResult({
        round,
        table: tableNumber,
        ...extra,
        // What this screen shows at the table: its players and its result. Another screen's swap
        // or entry since is refused, never written over or credited to other players.
        replaces: shown,
        ...pairOf(match),
        ...(said.confirmed ? { confirmed: true } : {}),
      });
      this.showOutcome(outcome, correcting ? 'results.corrected' : 'results.saved');
      this.special = null;
      this.resetForm();
      await tick();
      focusField(TABLE_FIELD);
    } catch (e) {
      const refused = refusal(e);
      if (refused.code === 'needs-confirmation') {
        this.#ask({ kind: 'unusual', question: refused.message, input: extra, replacing: true, confirmed: true });
        return null;
      }
      // Another screen wrote since: what it wrote is shown, and what was typed stays to compare.
      if (refused.code === 'stale-result' || refused.code === 'stale-pair') {
        this.special = null;
        this.saved = null;
        this.errors = { general: refused.message };
        await this.load(round);
        return null;
      }
      // A dialog shows its own refusal and stays open; the form shows it next to its box.
      if (!fromDialog) {
        this.saved = null;
        if (refused.field === 'table') this.errors = { table: refused.nearField };
        else if (refused.field === 'round') this.errors = { round: refused.nearField };
        else if (refused.code === 'connection-lost') this.errors = { general: refused.message };
        else if (refused.field === null || refused.field.startsWith('games'))
          this.errors = { games: refused.nearField };
        else this.errors = { general: refused.message };
      }
      return refused;
    } finally {
      this.#working(false);
    }
    return null;
  }

  /**
   * What a result just recorded did, said under the form (outcomeText), the backup, the
   * consequences of a correction; and the round and the tournament as the answer gives them.
   */
  showOutcome(
    outcome: ResultOutcome,
    said: 'results.saved' | 'results.corrected' | 'results.proposals.validated',
  ): void {
    this.saved = outcomeText(outcome, said, this.#t.current, this.signedPdep);
    this.#said = { round: outcome.round.number, table: outcome.match.table, recorded: outcome.match.recorded };
    this.warnings =
      outcome.backupFailed === null
        ? []
        : [words().backupFailed(outcome.backupFailed.round, words().fileReason(outcome.backupFailed.problem))];
    this.backup = outcome.backup;
    // A correction's answer says whose rank it changed; a first result's says nothing.
    this.consequences = outcome.consequences;
    this.#takeChange(outcome);
  }

  /**
   * The round and the tournament as a change's answer gives them: the count, the table and the
   * header move with no second request, and the screens need not read the file again for it.
   */
  #takeChange(change: TableChanged): void {
    const stands = acknowledge(change);
    if (stands === 'past') return;
    app.summary = change.summary;
    // The match put in place in the round shown, when the screen held the file just before the
    // change and the round as it was paired; else the round shown is read again (another round
    // shown, e.g. a proposal validated for another round, is left to its own reading).
    const shown = this.view;
    if (stands === 'next' && shown?.number === change.round.number && shown.pairing === change.round.pairing)
      this.view = withChange(shown, change.round);
    else if (change.round.number === this.roundNumber) void this.load(this.roundNumber);
  }

  /**
   * A command sent (or answered): the form waits for the commands on their way (a dialog's and the
   * form's may overlap), and shows it waits once they are slow.
   */
  #working(on: boolean): void {
    this.#sending += on ? 1 : -1;
    this.busy = this.#sending > 0;
    if (!this.busy) {
      clearTimeout(this.#busyTimer);
      this.#busyTimer = undefined;
      this.busyShown = false;
    } else this.#busyTimer ??= setTimeout(() => (this.busyShown = this.busy), BUSY_SHOWN_AFTER_MS);
  }

  /** Waits for the director's yes: the dialog closes, the question shows under the form, its yes in focus. */
  #ask(pending: PendingResult): void {
    this.special = null;
    this.pending = pending;
    tick().then(() => document.getElementById(CONFIRM_FIELD)?.focus());
  }

  /** Yes: the result is sent as asked. */
  async confirmPending(): Promise<void> {
    const pending = this.pending;
    if (pending === null || this.busy) return;
    this.pending = null;
    await this.record(pending.input, false, { replacing: pending.replacing, confirmed: pending.confirmed });
  }

  /**
   * No: the file keeps what it holds. A replacement refused leaves the form empty, so the scores
   * refused never go to the next table typed; unusual scores stay, to be corrected.
   */
  cancelPending(): void {
    const pending = this.pending;
    this.pending = null;
    if (pending?.kind === 'replace') {
      this.resetForm();
      this.saved = pending.kept ?? null;
      focusField(TABLE_FIELD);
    } else {
      const first = scoreField(0, 0);
      tick().then(() => focusField(first));
    }
  }

  /** The form sent (Enter in its last box, or its button): checked here first, then recorded. */
  async submit(): Promise<void> {
    if (this.busy) return;
    this.errors = {};
    // « 412-380 » still in a box (the button clicked from it): both scores.
    for (let g = 0; g < this.games.length; g++) this.splitBoth(g);
    if (!this.tableReady()) {
      focusField(TABLE_FIELD);
      return;
    }
    const typed = typedGames(this.games, this.count);
    if (typed === null) {
      this.errors = { games: this.scoreProblem ?? this.#t.current('results.errors.scoresNeeded') };
      // The cursor to the first score missing or wrong.
      const wrong = this.fields.slice(1).find((_, i) => !isInteger(this.games[Math.floor(i / 2)]?.[i % 2] ?? ''));
      if (wrong !== undefined) focusField(wrong);
      return;
    }
    await this.record({ games: typed }, false);
  }

  /** A row of the results table, or a missing table: into the form, to enter or correct it. */
  pick(m: MatchView): void {
    if (m.b === null) return;
    this.table = String(m.table);
    // A final's game 1 carried from the classic phase is not typed again.
    const skip = m.reason?.method === 'final-phase' && m.reason.carried !== null ? 1 : 0;
    this.games = [0, 1, 2].map((g) => {
      const game = m.result?.kind === 'forfeit' ? undefined : m.result?.games[g + skip];
      return game === undefined ? ['', ''] : [String(game[0]), String(game[1])];
    }) as TypedGame[];
    this.errors = {};
    this.saved = null;
    this.#scoresFor = this.#pairKey();
    tick().then(() => focusField(scoreField(0, 0)));
  }

  openSpecial(kind: SpecialKind): void {
    if (this.match === null || this.tableProblem !== null) {
      this.#refuseTable('results.errors.tableFirst');
      focusField(TABLE_FIELD);
      return;
    }
    this.special = kind;
  }

  closeSpecial(): void {
    this.special = null;
  }

  /** Clears the table's result: the table waits for its result again. */
  async clear(): Promise<void> {
    const { view, match } = this;
    if (view === null || match === null || this.busy) return;
    const round = view.number;
    this.#working(true);
    try {
      const cleared = await api.clearResult({ round, table: match.table, replaces: match.recorded, ...pairOf(match) });
      this.consequences = cleared.consequences;
      this.saved = this.#t.current('results.cleared', { values: { table: match.table } });
      this.#said = { round, table: match.table, recorded: null };
      this.warnings = [];
      this.backup = null;
      this.resetForm();
      // Annuler names this clearing at once, and the table waits again, with no second request.
      this.#takeChange(cleared);
      await tick();
      focusField(TABLE_FIELD);
    } catch (e) {
      this.errors = { general: refusal(e).message };
      // What another screen did to the table since, shown.
      if (refusal(e).code === 'stale-result' || refusal(e).code === 'stale-pair') await this.load(round);
    } finally {
      this.#working(false);
    }
  }
}
