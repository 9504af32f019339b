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
 * Version 7: a player may be unrated, a newcomer (NC: `players.rating` NULL); the rating newcomers
 * count for where a number is needed (NULL: the default).
 */
const VERSION_7: Migration = (db) => {
  dropNotNull(db, 'players', 'rating');
  db.exec('ALTER TABLE tournament ADD COLUMN newcomer_rating INTEGER;');
};

/** MIGRATIONS[i] brings a file from version i to version i + 1. */
export const MIGRATIONS: readonly Migration[] = [
  VERSION_1,
  VERSION_2,
  VERSION_3,
  VERSION_4,
  VERSION_5,
  VERSION_6,
  VERSION_7,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
