/**
 * Builds tests/fixtures/v1-tournament.sclassic: a tournament file as version 1 of the schema
 * wrote it (no club, no rating type), to test the migration to the current version.
 *
 * Only the DDL of MIGRATIONS[0] is run and every row is written with plain SQL, as the first
 * version of Sclassic would have: the tournament (FISF ruleset), ten players, round 1 paired by
 * the engine (its tables and who starts) with three of its five results, and the change log
 * of those actions with their row images (so undo works on the migrated file).
 *
 * Usage: node scripts/make-v1-fixture.ts [OUT]   (default: tests/fixtures/v1-tournament.sclassic)
 * The fixture is committed; run this again only to rebuild it on purpose. Its round 1 is the
 * engine's pairing of the day it was built: the tests read the file's own rows, so a later
 * change of the engine's pairing needs no rebuild.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { pairNextRound, readTournament, resolveRuleset, X } from '../src-engine/index.ts';
import { APPLICATION_ID, MIGRATIONS } from '../src-main/store/schema.ts';

export const V1_FIXTURE = fileURLToPath(new URL('../tests/fixtures/v1-tournament.sclassic', import.meta.url));

export const V1_TOURNAMENT = {
  name: 'Open de Vichy 2025',
  date: '2025-11-15',
  place: 'Vichy',
  plannedRounds: 7,
  minutes: 25,
  createdAt: '2025-11-15T08:30:00.000Z',
} as const;

/** In registration order: player n° i + 1. */
export const V1_PLAYERS: ReadonlyArray<{ name: string; rating: number }> = [
  { name: 'BERTIN Ana', rating: 1720 },
  { name: 'DUPONT Luc', rating: 1500 },
  { name: 'LEFÈVRE Élodie', rating: 1810 },
  { name: 'MARTIN Paul', rating: 1650 },
  { name: 'NGUYEN Thi', rating: 1580 },
  { name: "O'BRIEN Seán", rating: 1420 },
  { name: 'PETIT Jeanne', rating: 1900 },
  { name: 'ROUSSEAU Marc', rating: 1350 },
  { name: 'SIMON Chloé', rating: 1475 },
  { name: 'THOMAS Hugo', rating: 1610 },
];

/** The results entered in round 1, by table; tables 4 and 5 are still playing. */
export const V1_RESULTS: ReadonlyArray<{ table: number; games: [number, number] }> = [
  { table: 1, games: [412, 380] },
  { table: 2, games: [355, 401] },
  { table: 3, games: [390, 390] },
];

type Row = Record<string, string | number | null>;
interface Image {
  table: string;
  key: Row;
  before: Row | null;
  after: Row | null;
}

export function buildV1Fixture(path: string): void {
  rmSync(path, { force: true });
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  const at = (minute: number) => new Date(Date.parse(V1_TOURNAMENT.createdAt) + minute * 60_000).toISOString();
  const get = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Row;
  const log = (minute: number, command: string, summary: string, images: Image[]) =>
    db
      .prepare('INSERT INTO change_log (at, command, summary, images) VALUES (?, ?, ?, ?)')
      .run(at(minute), command, summary, JSON.stringify(images));
  db.pragma('journal_mode = DELETE');
  db.transaction(() => {
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.exec(MIGRATIONS[0] as string);
    db.pragma('user_version = 1');

    const ruleset = resolveRuleset('fisf');
    db.prepare(
      `INSERT INTO tournament (id, name, date, place, ruleset, planned_rounds, best_of_three, minutes, created_at)
       VALUES (1, ?, ?, ?, ?, ?, 0, ?, ?)`,
    ).run(
      V1_TOURNAMENT.name,
      V1_TOURNAMENT.date,
      V1_TOURNAMENT.place,
      JSON.stringify(ruleset),
      V1_TOURNAMENT.plannedRounds,
      V1_TOURNAMENT.minutes,
      V1_TOURNAMENT.createdAt,
    );
    const tournament = get('SELECT * FROM tournament WHERE id = 1');
    log(0, 'create', `Création du tournoi « ${V1_TOURNAMENT.name} »`, [
      { table: 'tournament', key: { id: 1 }, before: null, after: tournament },
    ]);

    V1_PLAYERS.forEach((p, i) => {
      const id = Number(
        db.prepare('INSERT INTO players (name, rating) VALUES (?, ?)').run(p.name, p.rating).lastInsertRowid,
      );
      const after = get('SELECT * FROM players WHERE id = ?', id);
      log(1 + i, 'add-player', `Inscription de ${p.name}`, [{ table: 'players', key: { id }, before: null, after }]);
    });

    // Round 1 as the engine pairs it; player n° i + 1 is the engine's player i.
    const state = readTournament({
      ruleset,
      players: V1_PLAYERS.map((p, i) => ({ id: String(i + 1), name: p.name, rating: p.rating })),
      rounds: [],
    });
    const pairing = pairNextRound(state);
    const id = (index: number | null) => (index === null || index === X ? null : index + 1);
    const pairedAt = at(20);
    db.prepare('INSERT INTO rounds (number, method, paired_at) VALUES (1, ?, ?)').run(pairing.method, pairedAt);
    const images: Image[] = [
      { table: 'rounds', key: { number: 1 }, before: null, after: get('SELECT * FROM rounds WHERE number = 1') },
    ];
    for (const m of pairing.matches) {
      db.prepare(
        'INSERT INTO matches (round, table_no, player_a, player_b, starts, rematch) VALUES (1, ?, ?, ?, ?, ?)',
      ).run(m.table, id(m.a), id(m.b), id(m.starts), m.rematch ? 1 : 0);
      images.push({
        table: 'matches',
        key: { round: 1, table_no: m.table },
        before: null,
        after: get('SELECT * FROM matches WHERE round = 1 AND table_no = ?', m.table),
      });
    }
    log(20, 'pair-round', 'Appariement de la ronde 1', images);

    V1_RESULTS.forEach(({ table, games: [a, b] }, i) => {
      const match = get('SELECT * FROM matches WHERE round = 1 AND table_no = ?', table);
      db.prepare('INSERT INTO games (round, table_no, game_no, score_a, score_b) VALUES (1, ?, 1, ?, ?)').run(
        table,
        a,
        b,
      );
      const game = get('SELECT * FROM games WHERE round = 1 AND table_no = ? AND game_no = 1', table);
      const name = (player: unknown) => V1_PLAYERS[Number(player) - 1]?.name;
      log(
        60 + i,
        'record-result',
        `Résultat ronde 1, table ${table} : ${name(match.player_a)} – ${name(match.player_b)}, ${a}-${b}`,
        [
          { table: 'matches', key: { round: 1, table_no: table }, before: match, after: match },
          { table: 'games', key: { round: 1, table_no: table, game_no: 1 }, before: null, after: game },
        ],
      );
    });
  })();
  db.close();
}

if (import.meta.main) {
  const out = process.argv[2] ?? V1_FIXTURE;
  buildV1Fixture(out);
  process.stdout.write(`${out}\n`);
}
