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
