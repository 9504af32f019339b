/**
 * The .sclassic file's schema: facts only (standings are always derived by the engine).
 * Migrations run forward only; each one brings the file to the version after it.
 */
import { dropNotNull, type Migration } from './migration-steps.ts';

/** 'SCLS' — stamped in the SQLite header so any tool can tell a Sclassic tournament. */
export const APPLICATION_ID = 0x53434c53;

/** Version 1: the first schema. */
const VERSION_1 = `
CREATE TABLE tournament (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,
  date TEXT NOT NULL,
  place TEXT NOT NULL DEFAULT '',
  ruleset TEXT NOT NULL,              -- the fully resolved ruleset, as JSON
  planned_rounds INTEGER,             -- NULL: the rule's number for the field
  best_of_three INTEGER NOT NULL DEFAULT 0,
  minutes INTEGER NOT NULL DEFAULT 25,
  created_at TEXT NOT NULL
);
CREATE TABLE players (
  id INTEGER PRIMARY KEY AUTOINCREMENT,  -- registration order
  name TEXT NOT NULL,
  rating INTEGER NOT NULL,
  first_round INTEGER NOT NULL DEFAULT 1, -- a late entry misses the rounds before
  withdrawn_after INTEGER                 -- withdrew after this round
);
CREATE TABLE rounds (
  number INTEGER PRIMARY KEY,
  method TEXT NOT NULL,
  paired_at TEXT NOT NULL
);
CREATE TABLE absences (
  round INTEGER NOT NULL,
  player INTEGER NOT NULL REFERENCES players(id),
  PRIMARY KEY (round, player)
);
CREATE TABLE matches (
  round INTEGER NOT NULL REFERENCES rounds(number),
  table_no INTEGER NOT NULL,
  player_a INTEGER NOT NULL REFERENCES players(id),
  player_b INTEGER REFERENCES players(id), -- NULL: the fictitious player X
  starts INTEGER,                          -- who starts game 1
  rematch INTEGER NOT NULL DEFAULT 0,
  forfeit TEXT CHECK (forfeit IN ('a', 'b', 'both')),
  abandon_by TEXT CHECK (abandon_by IN ('a', 'b')),
  abandon_agreed INTEGER,
  decision_against TEXT CHECK (decision_against IN ('a', 'b')),
  PRIMARY KEY (round, table_no)
);
CREATE TABLE games (
  round INTEGER NOT NULL,
  table_no INTEGER NOT NULL,
  game_no INTEGER NOT NULL,
  score_a INTEGER NOT NULL,
  score_b INTEGER NOT NULL,
  PRIMARY KEY (round, table_no, game_no),
  FOREIGN KEY (round, table_no) REFERENCES matches(round, table_no)
);
CREATE TABLE change_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  command TEXT NOT NULL,
  summary TEXT NOT NULL,
  images TEXT NOT NULL,            -- the rows before and after, to undo
  undone INTEGER NOT NULL DEFAULT 0
);
`;

/** Version 2: the player's club and rating type (PL or PL*); the round-robin option of small fields. */
const VERSION_2 = `
ALTER TABLE tournament ADD COLUMN pairing_system TEXT NOT NULL DEFAULT 'formula' CHECK (pairing_system IN ('formula', 'round-robin'));
ALTER TABLE players ADD COLUMN club TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN rating_type TEXT NOT NULL DEFAULT 'PL' CHECK (rating_type IN ('PL', 'PL*'));
`;

/** Version 3: the player's federation licence and own K coefficient; the tournament's rating-estimate constants. */
const VERSION_3 = `
ALTER TABLE players ADD COLUMN licence TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN k INTEGER;                 -- NULL: the tournament's K
ALTER TABLE tournament ADD COLUMN elo TEXT;               -- JSON; NULL: the defaults
`;

/** Version 4: the player's category and birth year; the tournament's series and categories. */
const VERSION_4 = `
ALTER TABLE players ADD COLUMN category TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN birth_year INTEGER;        -- NULL: unknown
ALTER TABLE tournament ADD COLUMN categories TEXT;        -- JSON; NULL: the defaults
`;

/** Version 5: an undo or a redo names the change it reverts, so a redo knows what to put back. */
const VERSION_5 = `
ALTER TABLE change_log ADD COLUMN reverts INTEGER REFERENCES change_log(id);
`;

/** Version 6: why each match was formed (the procedure's reason, or the director's swap), as JSON. */
const VERSION_6 = `
ALTER TABLE matches ADD COLUMN reason TEXT;  -- NULL: not known (a round paired before version 6)
`;

/**
 * Version 7: the round clock, so it survives a restart of the app. A clock belongs to the pairing
 * it was started for (`paired_at`): a round paired again starts with no clock.
 */
const VERSION_7 = `
CREATE TABLE round_clocks (
  round INTEGER PRIMARY KEY,
  paired_at TEXT NOT NULL,         -- the pairing of the round the clock was started for
  started_at TEXT NOT NULL,
  minutes INTEGER NOT NULL CHECK (minutes > 0),          -- the round's time, adjustments included
  forfeit_ms INTEGER NOT NULL CHECK (forfeit_ms > 0),         -- running time before a late player's forfeit
  paused_at TEXT,                  -- NULL: running
  paused_ms INTEGER NOT NULL DEFAULT 0 CHECK (paused_ms >= 0)  -- paused before paused_at
);
`;

/** Version 8: the director hides the players' ratings from the live results' pages. */
const VERSION_8 = `
ALTER TABLE tournament ADD COLUMN live_hides_ratings INTEGER NOT NULL DEFAULT 0;
`;

/**
 * Version 9: a game's number and scores must be whole numbers. Another program writing 410.5 or
 * '41O' into a score is refused by SQLite itself (CHECK), where it once showed NaN. SQLite adds
 * no CHECK to an existing table, so the games are copied into a new one (no table refers to
 * the games: nothing else moves). A file already holding such a score is refused as damaged
 * when opened (content-check.ts), before this migration would run.
 */
const VERSION_9 = `
CREATE TABLE games_v9 (
  round INTEGER NOT NULL,
  table_no INTEGER NOT NULL,
  game_no INTEGER NOT NULL CHECK (typeof(game_no) = 'integer'),
  score_a INTEGER NOT NULL CHECK (typeof(score_a) = 'integer'),
  score_b INTEGER NOT NULL CHECK (typeof(score_b) = 'integer'),
  PRIMARY KEY (round, table_no, game_no),
  FOREIGN KEY (round, table_no) REFERENCES matches(round, table_no)
);
INSERT INTO games_v9 (round, table_no, game_no, score_a, score_b)
  SELECT round, table_no, game_no, score_a, score_b FROM games;
DROP TABLE games;
ALTER TABLE games_v9 RENAME TO games;
`;

/**
 * Version 10: the final phase (003: « une phase finale opposant les deux premiers ou les quatre
 * premiers »), opened by the director after the last round. Its matches are ordinary rows of
 * `rounds`, `matches` and `games`, numbered after the classic rounds (`after_round`): the semi-final
 * round, then the final's; each match's `reason` names its stage. A file without this row has no
 * final phase, so older files need nothing else.
 */
const VERSION_10 = `
CREATE TABLE final_phase (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  size INTEGER NOT NULL CHECK (size IN (2, 4)),   -- the first 2 (a final) or the first 4 (semi-finals)
  best_of_three INTEGER NOT NULL,                 -- its matches: 1 two winning games, 0 one game
  third_place INTEGER NOT NULL DEFAULT 0,         -- a match for third place between the semi-finals' losers
  count_classic_game INTEGER NOT NULL DEFAULT 0,  -- finalists who met in the classic phase start the final at that game
  after_round INTEGER NOT NULL,                   -- the last classic round; the final phase's rounds follow it
  seeds TEXT NOT NULL,                            -- JSON: its players' ids, in classic-phase order
  opened_at TEXT NOT NULL
);
`;

/**
 * Version 11: a player may be unrated, a newcomer (NC: `players.rating` NULL); the rating newcomers
 * count for where a number is needed (NULL: the default).
 */
const VERSION_11: Migration = (db) => {
  dropNotNull(db, 'players', 'rating');
  db.exec('ALTER TABLE tournament ADD COLUMN newcomer_rating INTEGER;');
};

/**
 * Version 12: the content's sums, one per table (content-sums.ts): a byte of a row changed by the
 * disk or by another program, which SQLite's checks cannot see, is found when the file is opened.
 * The rows are summed once the file is migrated (or created), and kept by every change after.
 */
const VERSION_12 = `
CREATE TABLE content_sums (
  name TEXT PRIMARY KEY,           -- a table of the file
  sum INTEGER NOT NULL             -- its rows' CRC-32s added, modulo 2^48
);
`;

/**
 * Version 13: several hands on one file. Each change of the log names the hand that made it
 * (`hand`: an arbiters' station's name; NULL: the director's own windows, and every change
 * before version 13). A match keeps who entered the result it holds, and when (`entered_by`,
 * `entered_at`), so Résultats says « saisi par Arbitre 2 à 14:03 » without reading the log:
 * written by each result entered or corrected, emptied when it is cleared, put back with the row
 * by undo. `entered_at` NULL: no result, or one entered before version 13.
 */
const VERSION_13 = `
ALTER TABLE change_log ADD COLUMN hand TEXT;
ALTER TABLE matches ADD COLUMN entered_by TEXT;  -- NULL: the director (or no result)
ALTER TABLE matches ADD COLUMN entered_at TEXT;
`;

/**
 * Version 14: results proposed from the tables. The director may let the players propose their
 * table's result from a phone, by the code printed on each match sheet (`table_proposals`), and
 * let two phones that propose the same numbers validate it (`proposals_confirm`). The sheets'
 * codes are keyed by `table_secret` (random, made the first time proposals are turned on; NULL
 * before), so a sheet printed before a restart of the app, or on another computer given the
 * file, still reaches its table. A match says how its result came (`entered_via`): NULL typed at
 * a desk, 'validated' a table's proposal validated by the hand of `entered_by`, 'confirmed' the
 * same numbers proposed from two phones.
 */
const VERSION_14 = `
ALTER TABLE tournament ADD COLUMN table_proposals INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournament ADD COLUMN proposals_confirm INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournament ADD COLUMN table_secret TEXT;
ALTER TABLE matches ADD COLUMN entered_via TEXT CHECK (entered_via IN ('validated', 'confirmed'));
`;

/** MIGRATIONS[i] brings a file from version i to version i + 1. */
export const MIGRATIONS: readonly Migration[] = [
  VERSION_1,
  VERSION_2,
  VERSION_3,
  VERSION_4,
  VERSION_5,
  VERSION_6,
  VERSION_7,
  VERSION_8,
  VERSION_9,
  VERSION_10,
  VERSION_11,
  VERSION_12,
  VERSION_13,
  VERSION_14,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
