/**
 * The UI's words: one JSON file per screen and language, French first. The message keys are
 * derived from the French files, so `$t` takes only a key that exists (a misspelled or missing key
 * fails the type check), and the English files are held to the same keys, no more, no fewer.
 */
import enClosing from './en/closing.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enFinal from './en/final.json' with { type: 'json' };
import enHome from './en/home.json' with { type: 'json' };
import enLive from './en/live.json' with { type: 'json' };
import enNew from './en/new.json' with { type: 'json' };
import enPlayers from './en/players.json' with { type: 'json' };
import enProjection from './en/projection.json' with { type: 'json' };
import enResults from './en/results.json' with { type: 'json' };
import enRounds from './en/rounds.json' with { type: 'json' };
import enSettings from './en/settings.json' with { type: 'json' };
import enStandings from './en/standings.json' with { type: 'json' };
import enStations from './en/stations.json' with { type: 'json' };
import frClosing from './fr/closing.json' with { type: 'json' };
import frCommon from './fr/common.json' with { type: 'json' };
import frFinal from './fr/final.json' with { type: 'json' };
import frHome from './fr/home.json' with { type: 'json' };
import frLive from './fr/live.json' with { type: 'json' };
import frNew from './fr/new.json' with { type: 'json' };
import frPlayers from './fr/players.json' with { type: 'json' };
import frProjection from './fr/projection.json' with { type: 'json' };
import frResults from './fr/results.json' with { type: 'json' };
import frRounds from './fr/rounds.json' with { type: 'json' };
import frSettings from './fr/settings.json' with { type: 'json' };
import frStandings from './fr/standings.json' with { type: 'json' };
import frStations from './fr/stations.json' with { type: 'json' };

/** Each language's files, merged by svelte-i18n into one tree (each file holds its own top-level names). */
export const MESSAGES = {
  fr: [
    frClosing,
    frCommon,
    frFinal,
    frHome,
    frLive,
    frNew,
    frPlayers,
    frProjection,
    frResults,
    frRounds,
    frSettings,
    frStandings,
    frStations,
  ] as const,
  en: [
    enClosing,
    enCommon,
    enFinal,
    enHome,
    enLive,
    enNew,
    enPlayers,
    enProjection,
    enResults,
    enRounds,
    enSettings,
    enStandings,
    enStations,
  ] as const,
};

/** The files of a language as one tree. */
type Tree<Files extends readonly unknown[]> = Files extends readonly [infer First, ...infer Rest]
  ? First & Tree<Rest>
  : unknown;

/** The dotted paths of a tree's strings: `settings.series.title`. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** Every key the UI may ask for. */
export type MessageKey = Leaves<Tree<typeof MESSAGES.fr>>;
type EnglishKey = Leaves<Tree<typeof MESSAGES.en>>;

/** Holds when there is no key in `Keys`; otherwise the type check names them. */
type None<Keys extends never> = Keys;

// The English files are held to the French keys: a key missing or extra fails the type check here
// and names it (`Type '"settings.title"' does not satisfy the constraint 'never'`).
export type MissingInEnglish = None<Exclude<MessageKey, EnglishKey>>;
export type OnlyInEnglish = None<Exclude<EnglishKey, MessageKey>>;
