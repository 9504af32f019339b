/**
 * Names that deceive the eye: a bidi override (U+202E makes « ‮naB NITREB » show as « BERTIN
 * Ban ») or another invisible character is refused wherever a name is typed or imported; a name
 * written with a letter of another script inside a word (the Cyrillic В of « ВERTIN ») is a
 * likely homonym of the Latin name it looks like, asked for confirmation as any homonym is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { flagDuplicates } from '../../src-main/import/duplicates.ts';
import { apiOf } from '../../src-main/service/api.ts';
import { createService, type Service } from '../../src-main/service/dispatch.ts';
import { refusal } from '../support/refusal.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-names-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z'), dataFolder: join(folder, 'données') });
  api = apiOf(service);
  await api.createTournament({ path: join(folder, 'open.sclassic'), name: 'Open de Namur', date: '2026-12-22' });
  await api.addPlayer({ name: 'BERTIN Ana', rating: 1720 });
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const encode = (text: string) => new TextEncoder().encode(text);

describe('invisible characters', () => {
  it.each([
    ['a right-to-left override', '\u202enaB NITREB'],
    ['a zero-width space', 'DUBOIS\u200b Léa'],
    ['a zero-width joiner', 'CLAES Ma\u200drc'],
    ['a soft hyphen', 'EVRARD To\u00adm'],
    ['a byte order mark', '\ufeffFABRE Zoé'],
  ])('%s in a name: refused, nothing registered', async (_, name) => {
    const refused = await refusal(api.addPlayer({ name, rating: 1500 }));
    expect(refused.refusal).toMatchObject({ code: 'invalid-input', field: 'name' });
    expect(refused.message).toBe(
      "Nom du joueur : caractères invisibles interdits (sens d'écriture inversé, espace sans largeur…) : retapez le texte au clavier",
    );
    expect(await api.listPlayers({})).toHaveLength(1);
  });

  it('in a club, a tournament name or a file name: refused too', async () => {
    await expect(api.addPlayer({ name: 'GILLES Paul', rating: 1500, club: 'Na\u202emur' })).rejects.toMatchObject({
      refusal: { code: 'invalid-input', field: 'club' },
    });
    await expect(api.updateSettings({ name: 'Open \u2066de Namur' })).rejects.toMatchObject({
      refusal: { code: 'invalid-input', field: 'name' },
    });
    await expect(api.saveCopy({ path: join(folder, 'copie\u202efdp.sclassic') })).rejects.toMatchObject({
      refusal: { code: 'invalid-input', field: 'path' },
    });
  });

  it('a players file row with one: set aside with its reason, the others imported', async () => {
    const read = await api.readPlayerFile({
      fileName: 'joueurs.csv',
      bytes: encode('Nom;Cote\nDUBOIS Léa;1600\n\u202enaB NITREB;1500\n'),
    });
    expect(read.players.map((p) => p.player.name)).toEqual(['DUBOIS Léa']);
    expect(read.rejected).toEqual([
      expect.objectContaining({ line: 3, reason: expect.stringContaining('caractères invisibles interdits') }),
    ]);
  });

  it('a rating list line with one: left out of the directory, said why', async () => {
    const report = await api.directoryImport({
      fileName: 'cotes.csv',
      bytes: encode('Licence;Nom;Cote\n1;DUBOIS Léa;1600\n2;\u202enaB NITREB;1500\n'),
      listDate: '2026-12-01',
    });
    expect(report.added).toBe(1);
    expect(report.rejected).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('caractères invisibles') }),
    ]);
  });
});

describe('a name mixing scripts inside a word', () => {
  const lookalike = '\u0412ERTIN Ana';

  it('is refused as a likely homonym of the Latin name it looks like, and registered once confirmed', async () => {
    const refused = await refusal(api.addPlayer({ name: lookalike, rating: 1500 }));
    expect(refused.refusal).toMatchObject({
      code: 'duplicate-player',
      params: { name: lookalike, rank: 1, registered: 'BERTIN Ana' },
    });
    expect((await api.addPlayer({ name: lookalike, rating: 1500, allowHomonym: true })).name).toBe(lookalike);
  });

  it('is flagged in a players file as a duplicate of the registered player', async () => {
    const read = await api.readPlayerFile({ fileName: 'joueurs.csv', bytes: encode(`Nom;Cote\n${lookalike};1500\n`) });
    expect(read.players[0]?.duplicateOf).toEqual({ name: 'BERTIN Ana', line: null, by: 'name' });
  });
});

describe('flagging the duplicates of a file', () => {
  it('looks each row up once, not against every row before it and every registered player', () => {
    let reads = 0;
    const counted = (name: string, i: number) => ({
      line: i + 2,
      player: {
        get name() {
          reads += 1;
          return name;
        },
        rating: 1500,
        licence: String(10_000 + i),
      },
    });
    const rows = Array.from({ length: 2_000 }, (_, i) => counted(`JOUEUR${i} Prénom`, i));
    const registered = Array.from({ length: 2_000 }, (_, i) => ({
      get name() {
        reads += 1;
        return `INSCRIT${i} Prénom`;
      },
      licence: String(i),
    }));
    const flagged = flagDuplicates(rows, registered);
    expect(flagged.every((f) => f.duplicateOf === null)).toBe(true);
    // A few reads of each name, where comparing every pair reads millions.
    expect(reads).toBeLessThan(10 * (rows.length + registered.length));
  });
});
