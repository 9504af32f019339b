/**
 * A tournament file damaged by one byte — a failing disk, a copy cut short, a bad USB stick — is
 * never read as whole. 1,000 seeded changes of one byte each, anywhere in a 40-player file with
 * six rounds of results, each opened as the director's window opens a file: either the file opens
 * and every row of every table (the change log, SQLite's id sequences and the schema included)
 * reads back as the original's — the byte was in space no row uses — or it is refused with words
 * of Sclassic's own, in French and in English, never SQLite's or a JSON parser's English nor an
 * internal error, and the file stays byte for byte as it was, nothing written beside it; a
 * change asked for after the refusal writes nothing either.
 */
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import type { Refusal } from '../../src-main/contract/refusals.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { sized } from '../support/budget.ts';
import { playedTournament } from '../support/played-tournament.ts';
import { seededRandom } from '../support/random.ts';

/** 400 changes in an ordinary run, 2,000 with SCLASSIC_DEEP=1 (budget.ts). */
const FLIPS = sized(400, 2000);
const SEED = 19_000;

/** SQLite's, the JSON parser's and the program's own words, which a refusal must never show. */
const FOREIGN_WORDS =
  /database|malformed|disk image|\*\*\*|sqlite|JSON|Unexpected|token|position|constraint|no such|already exists|interne|internal|undefined|Error/i;

let folder: string;
let original: Buffer;
/** Every row the original file holds, table by table. */
let originalRows: string;

/** Every row of every table and of the schema, as text: what a file that opens must read back. */
function allRows(db: Database.Database): string {
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const rows = tables.map((table) => [
    table,
    (db.prepare(`SELECT * FROM "${table}"`).raw().all() as unknown[][]).map((row) => JSON.stringify(row)).sort(),
  ]);
  const schema = db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name').raw().all();
  return JSON.stringify({ rows, schema });
}

beforeAll(async () => {
  const played = await playedTournament(40, 6);
  const path = played.service.openFile?.path as string;
  originalRows = allRows(played.service.openFile?.db as Database.Database);
  played.service.close();
  original = readFileSync(path);
  played.close();
  folder = mkdtempSync(join(tmpdir(), 'sclassic-octets-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Tally {
  accepted: number;
  refused: number;
  /** Files that opened and read back other rows than the original's. */
  acceptedDamaged: string[];
  /** Refusals whose words are not Sclassic's own. */
  foreignWords: string[];
  /** Refused files changed, or a file written beside them. */
  written: string[];
}

/** Writes `bytes` over the file at `at`, in place: cheaper than writing the whole file again. */
function writeAt(path: string, at: number, bytes: Buffer): void {
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, bytes, 0, bytes.length, at);
  } finally {
    closeSync(fd);
  }
}

/** Opens the damaged copy, as the director's window does, and sees what came of it. */
async function tryFlip(service: Service, path: string, damaged: Buffer, flip: string, tally: Tally): Promise<void> {
  const answer = await service.dispatch('openTournament', { path });
  if ('result' in answer) {
    tally.accepted += 1;
    if (allRows(service.openFile?.db as Database.Database) !== originalRows) tally.acceptedDamaged.push(flip);
    await service.dispatch('closeTournament', {});
  } else {
    tally.refused += 1;
    const refusal: Refusal = answer.refusal;
    for (const words of [refusalMessage(refusal), refusalMessage(refusal, 'en')])
      if (refusal.code !== 'file-refused' || FOREIGN_WORDS.test(words)) tally.foreignWords.push(`${flip}: ${words}`);
    // Nothing is open: a change asked for now is refused and writes nothing.
    const write = await service.dispatch('addPlayer', { name: 'NOUVEAU Joueur', rating: 1500 });
    if (!('refusal' in write) || write.refusal.code !== 'no-tournament') tally.written.push(`${flip}: a player added`);
  }
  const left = readdirSync(folder);
  if (left.length !== 1) tally.written.push(`${flip}: ${left.join(', ')} beside the file`);
  if (!readFileSync(path).equals(damaged)) {
    tally.written.push(`${flip}: the file changed`);
    writeFileSync(path, damaged);
  }
}

describe('one byte of a tournament file changed', () => {
  it(`${FLIPS} seeded changes: no damaged file read as whole, every refusal in Sclassic's words, nothing written`, async () => {
    const random = seededRandom(SEED);
    const path = join(folder, 'tournoi.sclassic');
    const service = createService({ clock: () => new Date('2026-12-22T18:00:00Z') });
    // One copy of the file, one buffer: each change puts the byte before back and changes another.
    const damaged = Buffer.from(original);
    writeFileSync(path, damaged);
    const tally: Tally = { accepted: 0, refused: 0, acceptedDamaged: [], foreignWords: [], written: [] };
    try {
      for (let i = 0; i < FLIPS; i++) {
        const at = random.int(0, original.length - 1);
        const by = random.int(1, 255);
        damaged[at] = (original[at] as number) ^ by;
        writeAt(path, at, damaged.subarray(at, at + 1));
        await tryFlip(service, path, damaged, `byte ${at} ^ ${by}`, tally);
        damaged[at] = original[at] as number;
        writeAt(path, at, damaged.subarray(at, at + 1));
      }
    } finally {
      service.close();
    }
    expect(tally.acceptedDamaged).toEqual([]);
    expect(tally.foreignWords).toEqual([]);
    expect(tally.written).toEqual([]);
    expect(tally.accepted + tally.refused).toBe(FLIPS);
    // Most bytes of a file are rows: most changes are refused, some land in unused space.
    expect(tally.refused).toBeGreaterThan(FLIPS / 2);
    expect(tally.accepted).toBeGreaterThan(0);
  }, 60_000);
});
