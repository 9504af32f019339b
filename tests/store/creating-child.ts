/**
 * A creation of a tournament that never ends, for the test of what a killed `sclassic new`
 * leaves behind (leftovers.test.ts): the store's own createTournamentFile, whose filling writes
 * a first row, says « filling » on stdout, then waits (a minute at most) to be killed — the
 * temporary file and its journal exist by then, under their temporary names.
 *
 * Usage: node creating-child.ts FILE
 */
import { createTournamentFile } from '../../src-main/store/tournament-file.ts';

if (import.meta.main) {
  const [path] = process.argv.slice(2);
  if (path === undefined) {
    process.stderr.write('usage: creating-child.ts FILE\n');
    process.exit(2);
  }
  createTournamentFile(path, new Date(), (db) => {
    db.prepare(
      "INSERT INTO tournament (id, name, date, ruleset, created_at) VALUES (1, 'Coupé', '2026-12-22', '{}', '2026-12-22')",
    ).run();
    process.stdout.write('filling\n');
    // Blocks this process, as a long creation would, until the test kills it.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
    process.exit(3);
  });
}
