/**
 * What the engine can find wrong in a document or a result, as data: a path to the field, a code
 * and its typed parameters. Each surface renders it in its own language.
 */

/** The parameters of each problem, by code. */
export interface ProblemParams {
  'unknown-preset': { name: string };
  'duplicate-player-id': { id: string };
  'unknown-player': { id: string };
  'invalid-rating': { id: string };
  'invalid-newcomer-rating': { value: number };
  'withdrawal-out-of-range': { id: string; rounds: number };
  'paired-twice': { id: string; round: number };
  'paired-with-self': { id: string };
  'absent-but-paired': { id: string; round: number };
  'withdrawn-but-paired': { id: string; round: number };
  'duplicate-absence': { id: string };
  /** A player neither paired, absent, withdrawn nor yet entered in a round of a tournament file. */
  'unpaired-player': { id: string; round: number };
  /** The formula gives X one match a round at most. */
  'x-paired-twice': { round: number; count: number };
  'starter-not-in-match': { id: string };
  'missing-results': { round: number; table: number };
  'odd-field-without-x': { players: number; round: number };
  /** Fewer than two players present for the round to pair. */
  'field-too-small': { players: number; round: number };
  /** A final phase's options that do not go together (finalPhaseOptionProblems). */
  'final-phase-options': { problem: 'third-place-two-players' | 'count-single-game' | 'count-best-of-three-rounds' };
  /** An imported final phase's players: not `size` of them, one twice, or one unknown or withdrawn. */
  'final-phase-players': { size: number };
  /** An imported final phase's round that is not the one its players and results form (tables, players, stages, a carried game). */
  'final-phase-differs': { round: number };
  /** A final phase round after the last one its format has (the final, with the match for third place). */
  'final-phase-extra-round': { round: number };
  // ——— one match's result (checkResult) ———
  /** Neither scores nor a forfeit. */
  'empty-result': Record<string, never>;
  /** More than one of forfeit, abandon and decision. */
  'conflicting-results': Record<string, never>;
  /** A forfeit is entered without scores. */
  'forfeit-with-scores': Record<string, never>;
  'result-needs-games': Record<string, never>;
  'forfeit-against-x': Record<string, never>;
  'result-against-x': Record<string, never>;
  /** `format`: the tournament's, when the result is entered for one (a document says none). */
  'invalid-game-count': { count: number; expected: number; format: 'single-game' | 'best-of-three' | null };
  'impossible-score': { game: number; score: number; min: number; max: number };
  // ——— warnings, not refusals: a game worth a second look on the match sheet ———
  'unusual-score': { game: number; score: number };
  /** Both players over 700 in one game. */
  'unusual-pair': { game: number; a: number; b: number };
  /** A gap over 400 points in one game. */
  'unusual-gap': { game: number; gap: number };
}

export type ProblemCode = keyof ProblemParams;

export type Problem = {
  [C in ProblemCode]: {
    /** Where, as a JSON path: `rounds[0].matches[2].games`. */
    path: string;
    code: C;
    params: ProblemParams[C];
  };
}[ProblemCode];

/** What stops the next pairing: a result still missing, fewer than two players present, or an odd field with no X to complete it. */
export type PairingProblem = Extract<Problem, { code: 'missing-results' | 'field-too-small' | 'odd-field-without-x' }>;

/** What checkResult may refuse in a result. */
export type ResultProblemCode =
  | 'empty-result'
  | 'conflicting-results'
  | 'forfeit-with-scores'
  | 'result-needs-games'
  | 'forfeit-against-x'
  | 'result-against-x'
  | 'invalid-game-count'
  | 'impossible-score';

/** Thrown by engine entry points given a document that `checkDocument` rejects. */
export class DocumentError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super(problems.map((p) => `${p.path}: ${p.code}`).join('; '));
    this.name = 'DocumentError';
    this.problems = problems;
  }
}
