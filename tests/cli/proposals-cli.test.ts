/**
 * The tables' proposals at the command line: `new` and `settings` turn them on and off (and the
 * two phones' validation), `show` says so, and `sclassic log` says of a result that came from a
 * table's proposal who validated it, or that two phones confirmed it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_PHONE } from '../../src-main/contract/roles.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { ok } from '../support/cli.ts';
import { mark, tableCodes } from '../support/table-codes.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-proposals-cli-'));
const file = join(folder, 'Open de Mons.sclassic');

beforeAll(async () => {
  await ok('new', file, '--name', 'Open de Mons', '--date', '2026-12-22', '--table-proposals');
  for (let i = 1; i <= 6; i++)
    await ok('players', 'add', file, '--name', `JOUEUR N°${i}`, '--rating', String(2000 - i));
  await ok('pair', file);
  await ok('settings', file, '--proposals-confirm');
  // Phones at tables 1 and 2 and a station, as the stations' listener hands them to the service.
  const service = createService({ clock: () => new Date('2026-12-22T13:03:00Z') });
  await apiOf(service).openTournament({ path: file });
  const phone = apiOf(service, 'fr', TABLE_PHONE);
  const codes = tableCodes(service);
  const games: Array<[number, number]> = [[412, 380]];
  const from = (table: number, who: string, address: string) => ({
    code: codes.get(table) as string,
    games,
    phone: mark(who),
    form: mark(`${who}-${table}`),
    address,
  });
  await phone.proposeResult(from(1, 'one', '10.0.0.11'));
  await phone.proposeResult(from(1, 'two', '10.0.0.12'));
  await phone.proposeResult(from(2, 'three', '10.0.0.13'));
  const station = apiOf(service, 'fr', { role: 'saisie', name: 'Arbitre 2' });
  const [waiting] = (await station.proposals({})).proposals ?? [];
  await station.acceptProposal({ proposal: waiting?.id as string, alongside: [] });
  service.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the tables’ proposals at the command line', () => {
  it('are said by show once turned on', async () => {
    expect(await ok('show', file)).toContain(
      'Résultats proposés depuis les tables : oui, validés par un arbitre, ou par deux téléphones qui envoient les mêmes scores.',
    );
    await ok('settings', file, '--no-proposals-confirm');
    expect(await ok('show', file)).toContain('Résultats proposés depuis les tables : oui, validés par un arbitre.');
    await ok('settings', file, '--no-table-proposals');
    expect(await ok('show', file)).not.toContain('Résultats proposés');
  });

  it('are said in the log: who validated each, or that two phones confirmed it', async () => {
    const lines = (await ok('log', file)).split('\n');
    expect(lines.find((l) => l.includes('table 1'))).toMatch(
      /Résultat ronde 1, table 1 : .*412-380 ; proposé par la table, confirmé par deux téléphones\s*$/,
    );
    expect(lines.find((l) => l.includes('table 2'))).toMatch(
      /Résultat ronde 1, table 2 : .*412-380 ; proposé par la table, validé \(Arbitre 2\)\s*$/,
    );
  });
});
