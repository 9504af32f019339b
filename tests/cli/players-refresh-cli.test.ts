/** `sclassic players refresh` on a real file and a directory in a data folder of its own. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-refresh-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { sclassic, ok, json } = cli({ SCLASSIC_DATA_DIR: join(folder, 'données') });

describe('sclassic players refresh', () => {
  const file = join(folder, 'open.sclassic');
  const list = join(folder, 'novembre.csv');

  it('lists what would change, applies it with --apply, and undo takes it back', async () => {
    writeFileSync(
      list,
      ['Licence;Nom;Prénom;Club;Cote;Type', '1001;BERTIN;Ana;Mons;1750;PL', ';ÉLOY;Léa;Namur;1540;PL*', ''].join('\n'),
    );
    await ok('directory', 'import', list, '--date', '2026-11-01');
    await ok('new', file, '--name', 'Open', '--date', '2026-11-20');
    await ok('players', 'add', file, '--name', 'BERTIN Ana', '--rating', '1720', '--licence', '1001', '--club', 'Mons');
    await ok('players', 'add', file, '--name', 'ELOY Lea', '--rating', '1500');
    await ok('players', 'add', file, '--name', 'INCONNU Zoé', '--rating', '1300');

    expect(await ok('players', 'refresh', file)).toBe(
      [
        '2 joueurs changeraient (--apply pour appliquer) :',
        'Nom         Cote avant → après  Type      Club       Licence  Catégorie  Né en  Liste du',
        '----------  ------------------  --------  ---------  -------  ---------  -----  ----------',
        'BERTIN Ana  1720 → 1750                                                         2026-11-01',
        'ELOY Lea    1500 → 1540         PL → PL*  — → Namur                             2026-11-01',
        'Absents du répertoire : INCONNU Zoé.',
        '',
      ].join('\n'),
    );
    // Nothing written without --apply.
    expect((await json<Array<{ rating: number }>>('players', 'list', file)).map((p) => p.rating)).toEqual([
      1720, 1500, 1300,
    ]);

    expect((await ok('players', 'refresh', file, '--apply')).split('\n')[0]).toBe(
      '2 joueurs mis à jour depuis le répertoire.',
    );
    expect((await json<Array<{ rating: number }>>('players', 'list', file)).map((p) => p.rating)).toEqual([
      1750, 1540, 1300,
    ]);
    expect(await ok('players', 'refresh', file)).toMatch(/^Aucun changement/);
    await ok('undo', file);
    expect((await json<Array<{ rating: number }>>('players', 'list', file)).map((p) => p.rating)).toEqual([
      1720, 1500, 1300,
    ]);
  });

  it('refuses new ratings once round 1 is paired, and applies the rest with --keep-ratings', async () => {
    await ok('pair', file);
    const refused = await sclassic('players', 'refresh', file, '--apply');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^sclassic : La ronde 1 est appariée : la cote de 2 joueurs/);
    const kept = await json<{ applied: boolean; ratingsKept: number }>(
      'players',
      'refresh',
      file,
      '--apply',
      '--keep-ratings',
    );
    expect(kept).toMatchObject({ applied: true, ratingsKept: 2 });
    expect((await json<Array<{ club: string; rating: number }>>('players', 'list', file))[1]).toMatchObject({
      club: 'Namur',
      rating: 1500,
    });
  });
});
