/**
 * The other window of one-writer.test.ts: opens a tournament file through the service, says
 * `ready <players>` on stdout and keeps the file open until its standard input closes, then
 * closes the file and exits (or until it is killed).
 * Usage: node holder-child.ts FILE
 */
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';

const path = process.argv[2];
if (path === undefined) {
  process.stderr.write('usage: holder-child.ts FILE\n');
  process.exit(2);
}
const service = createService();
const api = apiOf(service);
const summary = await api.openTournament({ path });
process.stdout.write(`ready ${summary.players}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  service.close();
  process.stdout.write('closed\n');
  process.exit(0);
});
