/**
 * What the engine can find wrong in a document, as data: a path to the field, a code and its
 * parameters. Each surface renders it in its own language.
 */
export type ProblemCode =
  | 'unknown-preset'
  | 'duplicate-player-id'
  | 'unknown-player'
  | 'invalid-rating'
  | 'withdrawal-out-of-range'
  | 'paired-twice'
  | 'paired-with-self'
  | 'absent-but-paired'
  | 'withdrawn-but-paired'
  | 'duplicate-absence'
  | 'conflicting-results'
  | 'result-needs-games'
  | 'forfeit-against-x'
  | 'result-against-x'
  | 'invalid-game-count'
  | 'starter-not-in-match'
  | 'missing-results'
  | 'odd-field-without-x';

export interface Problem {
  /** Where, as a JSON path: `rounds[0].matches[2].games`. */
  path: string;
  code: ProblemCode;
  params: Record<string, string | number>;
}

/** Thrown by engine entry points given a document that `checkDocument` rejects. */
export class DocumentError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super(problems.map((p) => `${p.path}: ${p.code}`).join('; '));
    this.name = 'DocumentError';
    this.problems = problems;
  }
}
