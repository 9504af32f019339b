/**
 * Another program writing a tournament file with SQL, as the tests make one. As any program
 * would, it leaves the content's sums as they were, and Sclassic refuses the file as altered;
 * `sealed`, it is a program that knows Sclassic's format and seals the content again, so the file
 * reaches the checks that come after the sums (the engine's reading of the facts, undo's reading
 * of the change log).
 */
import Database from 'better-sqlite3';
import { sealContent } from '../../src-main/store/content-sums.ts';

export function writeAsAnotherProgram(path: string, sql: string, options: { sealed?: boolean } = {}): void {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.exec(sql);
    if (options.sealed === true) sealContent(db);
  } finally {
    db.close();
  }
}

/**
 * Another program that knows the format (it seals the content again) exchanges the second players
 * of two tables of a round, each first player starting: a pairing the change log never recorded.
 */
export function exchangeOpponentsOutside(path: string, round: number, [first, second]: [number, number]): void {
  writeAsAnotherProgram(
    path,
    `CREATE TEMP TABLE opponents AS SELECT table_no, player_b FROM matches WHERE round = ${round} AND table_no IN (${first}, ${second});
     UPDATE matches SET player_b = (SELECT player_b FROM opponents WHERE opponents.table_no = ${first + second} - matches.table_no),
       starts = player_a WHERE round = ${round} AND table_no IN (${first}, ${second});`,
    { sealed: true },
  );
}
