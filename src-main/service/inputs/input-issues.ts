/**
 * From zod's issues to the contract's input issues: which rule the input breaks and whom it
 * concerns, never words. A schema says its rule in its message, as `says()` writes it; zod's own
 * checks (a maximum, a type) are read from the issue. The catalogues put both into words.
 */
import type { z } from 'zod';
import type { InputIssue, InputRule, InputSubject } from '../../contract/refusals.ts';

const SEPARATOR = '|';
/** Marks a message as one `says` wrote: zod's own messages may hold the separator too. */
const MARK = 'rule:';

/** A schema's message: the rule it checks, whom it concerns, and the bound or name it gives. */
export function says(rule: InputRule, subject: InputSubject | null = null, limit?: number | string): string {
  return MARK + [rule, subject ?? '', limit ?? ''].join(SEPARATOR);
}

function said(message: string): { rule: InputRule; subject: InputSubject | null; limit?: number | string } | null {
  if (!message.startsWith(MARK)) return null;
  const parts = message.slice(MARK.length).split(SEPARATOR);
  if (parts.length !== 3) return null;
  const [rule, subject, limit] = parts as [string, string, string];
  return {
    rule: rule as InputRule,
    subject: subject === '' ? null : (subject as InputSubject),
    ...(limit === '' ? {} : { limit: /^-?\d+(\.\d+)?$/.test(limit) ? Number(limit) : limit }),
  };
}

/** Whom a field concerns by its name, when its schema does not say. */
const SUBJECT_OF_KEY: Record<string, InputSubject> = {
  date: 'date',
  place: 'place',
  path: 'path',
  fileName: 'file-name',
  rating: 'rating',
  newcomerRating: 'newcomer-rating',
  newcomerSeries: 'newcomer-series',
  ratingType: 'rating-type',
  club: 'club',
  licence: 'licence',
  category: 'category',
  birthYear: 'birth-year',
  bornFrom: 'birth-year',
  bornUntil: 'birth-year',
  k: 'k',
  scale: 'scale',
  expectationStep: 'expected-step',
  changeStep: 'change-step',
  series: 'series',
  categories: 'categories',
  plannedRounds: 'rounds',
  minutes: 'minutes',
  round: 'round',
  after: 'round',
  table: 'table',
  games: 'games',
  player: 'player',
  first: 'player',
  second: 'player',
  players: 'players',
  ruleset: 'ruleset',
  pairingSystem: 'pairing-system',
  system: 'pairing-system',
  document: 'document',
  format: 'format',
  paper: 'paper',
  text: 'search',
  limit: 'limit',
  roles: 'column-role',
  separator: 'separator',
  listDate: 'list-date',
  bytes: 'bytes',
};

function subjectOf(path: ReadonlyArray<PropertyKey>): InputSubject | null {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string' && key in SUBJECT_OF_KEY) return SUBJECT_OF_KEY[key] as InputSubject;
  }
  return null;
}

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The rule of one of zod's own checks. */
function ruleOf(issue: z.core.$ZodIssue, input: unknown): Pick<InputIssue, 'rule' | 'limit' | 'options'> {
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return { rule: 'required' };
      if (issue.expected === 'number' || issue.expected === 'int') return { rule: 'not-a-number' };
      if (issue.expected === 'boolean') return { rule: 'not-a-boolean' };
      return { rule: 'invalid' };
    case 'too_big':
      if (issue.origin === 'string') return { rule: 'too-long', limit: Number(issue.maximum) };
      if (issue.origin === 'array' || issue.origin === 'set') return { rule: 'too-many', limit: Number(issue.maximum) };
      return { rule: 'too-big', limit: Number(issue.maximum) };
    case 'too_small':
      if (issue.origin === 'string') return { rule: 'required' };
      if (issue.origin === 'array' || issue.origin === 'set') return { rule: 'too-few', limit: Number(issue.minimum) };
      return { rule: 'too-small', limit: Number(issue.minimum) };
    case 'invalid_value':
      return { rule: 'choice', options: issue.values.map(String) };
    case 'unrecognized_keys':
      return { rule: 'unknown-field', options: issue.keys };
    case 'invalid_format':
      return issue.format === 'regex' ? { rule: 'invalid' } : { rule: 'invalid' };
    default:
      return { rule: 'invalid' };
  }
}

/** Every issue of a refused input, each with its path, rule and subject. */
export function inputIssues(error: z.ZodError, input: unknown): InputIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    const fromZod = ruleOf(issue, input);
    const fromSchema = said(issue.message);
    if (fromSchema === null) return { path, subject: subjectOf(issue.path), ...fromZod };
    // A value missing altogether is required, whatever the schema says of a wrong one.
    const rule = fromZod.rule === 'required' && issue.code === 'invalid_type' ? 'required' : fromSchema.rule;
    return {
      path,
      rule,
      subject: fromSchema.subject ?? subjectOf(issue.path),
      ...(fromSchema.limit !== undefined
        ? { limit: fromSchema.limit }
        : fromZod.limit !== undefined
          ? { limit: fromZod.limit }
          : {}),
      ...(fromZod.options === undefined ? {} : { options: fromZod.options }),
    };
  });
}

/** A path as the refusal's field and a document's problems name it: `rounds[0].matches[2].games`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? String(key) : `${out}.${String(key)}`;
  }, '');
}
