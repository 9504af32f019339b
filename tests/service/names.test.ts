/**
 * Names that deceive the eye. A character that cannot be seen — a bidi override (U+202E makes
 * « ‮naB NITREB » show as « BERTIN Ban »), a zero-width space, a Hangul filler (U+3164) or a
 * blank Braille pattern (U+2800) that shows as a blank — is refused wherever a name is typed or
 * imported, naming the character. A name that looks like a registered one — the same letters in
 * Cyrillic, Greek, fullwidth or mathematical bold — is asked about before it is registered, as a
 * homonym is; a name in its own script that looks like nobody registered is welcome.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { refusalMessage, rejectionText } from '../../src-main/contract/i18n/messages.ts';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import { flagDuplicates } from '../../src-main/import/duplicates.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
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

/** What the refusal of an unseen character says next to the name. */
const unseenMessage = (code: string) =>
  `Nom du joueur : caractère invisible interdit (${code}) : il ne se voit pas, ou s'affiche comme un blanc ; retapez le texte au clavier, sans copier-coller`;

describe('invisible characters', () => {
  it.each([
    ['a right-to-left override', '\u202enaB NITREB', 'U+202E'],
    ['a zero-width space', 'DUBOIS\u200b Léa', 'U+200B'],
    ['a zero-width joiner', 'CLAES Ma\u200drc', 'U+200D'],
    ['a soft hyphen', 'EVRARD To\u00adm', 'U+00AD'],
    ['a byte order mark', '\ufeffFABRE Zoé', 'U+FEFF'],
    ['a Hangul filler alone, a name that looks blank', '\u3164', 'U+3164'],
    ['a blank Braille pattern alone', '\u2800', 'U+2800'],
    ['a Hangul filler for the space beside a registered name', 'BERTIN\u3164Ana', 'U+3164'],
    ['a Hangul choseong filler', 'ROUX\u115f Noël', 'U+115F'],
    ['a Hangul jungseong filler', 'ROUX Noël\u1160', 'U+1160'],
    ['a halfwidth Hangul filler', 'ROUX\uffa0Noël', 'U+FFA0'],
    ['a combining grapheme joiner', 'ROU\u034fX Noël', 'U+034F'],
    ['a Mongolian vowel separator', 'ROUX\u180eNoël', 'U+180E'],
    ['a Khmer inherent vowel', 'ROUX\u17b4 Noël', 'U+17B4'],
    ['a variation selector', 'ROUX Noël\ufe0f', 'U+FE0F'],
  ])('%s in a name: refused, naming it, nothing registered', async (_, name, code) => {
    const refused = await refusal(api.addPlayer({ name, rating: 1500 }));
    expect(refused.refusal).toMatchObject({ code: 'invalid-input', field: 'name' });
    expect(refused.message).toBe(unseenMessage(code));
    expect(await api.listPlayers({})).toHaveLength(1);
  });

  it('in English, it says the same', async () => {
    const refused = await refusal(api.addPlayer({ name: '\u3164', rating: 1500 }));
    // Next to its box, as the English UI shows it.
    expect(refusalMessage(refused.refusal, 'en', true)).toBe(
      'Invisible character not allowed (U+3164): it cannot be seen, or shows as a blank; type the text again on the keyboard, without copy and paste',
    );
  });

  it('in a renamed player, a club, a tournament name or a file name: refused too', async () => {
    await expect(api.editPlayer({ player: 1, name: 'BERTIN\u2800Ana' })).rejects.toMatchObject({
      refusal: { code: 'invalid-input', field: 'name' },
    });
    await expect(api.addPlayer({ name: 'GILLES Paul', rating: 1500, club: 'Na\u202emur' })).rejects.toMatchObject({
      refusal: { code: 'invalid-input', field: 'club' },
    });
    await expect(api.addPlayer({ name: 'GILLES Paul', rating: 1500, club: 'Namur\u3164' })).rejects.toMatchObject({
      refusal: { code: 'invalid-input', field: 'club', params: { issues: [{ limit: 'U+3164' }] } },
    });
    await expect(api.updateSettings({ name: 'Open \u2066de Namur' })).rejects.toMatchObject({
      refusal: { code: 'invalid-input', field: 'name' },
    });
    await expect(api.updateSettings({ name: 'Open\u3164de Namur' })).rejects.toMatchObject({
      refusal: { code: 'invalid-input', field: 'name' },
    });
    await expect(api.saveCopy({ path: join(folder, 'copie\u202efdp.sclassic') })).rejects.toMatchObject({
      refusal: { code: 'invalid-input', field: 'path' },
    });
    expect((await api.listPlayers({})).map((p) => p.name)).toEqual(['BERTIN Ana']);
    expect((await api.show({})).name).toBe('Open de Namur');
  });

  it('a player or tournament name with no letter nor digit to be seen: refused', async () => {
    for (const name of ['...', '\u0301\u0301', '—']) {
      const refused = await refusal(api.addPlayer({ name, rating: 1500 }));
      expect(refused.message).toBe('Nom du joueur : ni lettre ni chiffre : écrivez le nom en lettres');
      await expect(api.updateSettings({ name })).rejects.toMatchObject({
        refusal: { code: 'invalid-input', params: { issues: [{ rule: 'no-letter', subject: 'tournament-name' }] } },
      });
    }
    expect(await api.listPlayers({})).toHaveLength(1);
  });

  it('a players file row with one: set aside with its reason, the others imported', async () => {
    const read = await api.readPlayerFile({
      fileName: 'joueurs.csv',
      bytes: encode('Nom;Cote\nDUBOIS Léa;1600\n\u202enaB NITREB;1500\nROUX\u3164Noël;1400\n'),
    });
    expect(read.players.map((p) => p.player.name)).toEqual(['DUBOIS Léa']);
    expect(read.rejected.map((r) => [r.line, r.code])).toEqual([
      [3, 'invalid'],
      [4, 'invalid'],
    ]);
    const said = read.rejected.map((r) => rejectionText(r, fr));
    expect(said[0]).toContain('caractère invisible interdit (U+202E)');
    expect(said[1]).toContain('caractère invisible interdit (U+3164)');
  });

  it('a rating list line with one: left out of the directory, said why', async () => {
    const report = await api.directoryImport({
      fileName: 'cotes.csv',
      bytes: encode('Licence;Nom;Cote\n1;DUBOIS Léa;1600\n2;\u202enaB NITREB;1500\n3;ROUX\u2800Noël;1400\n'),
      listDate: '2026-12-01',
    });
    expect(report.added).toBe(1);
    expect(report.rejected.map((r) => rejectionText(r, fr))).toEqual([
      'caractère invisible (U+202E) dans « naB NITREB »',
      'caractère invisible (U+2800) dans « ROUXNoël »',
    ]);
  });
});

describe('a name that looks like a registered one', () => {
  beforeEach(async () => {
    await api.addPlayer({ name: 'TOM Jean', rating: 1600 });
  });

  it.each([
    ['in Cyrillic letters', 'ТОМ Jean', 'TOM Jean', 2, 'des lettres cyrilliques'],
    ['in Greek letters', 'ΤΟΜ Jean', 'TOM Jean', 2, 'des lettres grecques'],
    [
      'in fullwidth letters',
      'ＢＥＲＴＩＮ Ana',
      'BERTIN Ana',
      1,
      'des lettres en pleine chasse ou de style mathématique',
    ],
    ['in mathematical bold', '𝐓𝐎𝐌 Jean', 'TOM Jean', 2, 'des lettres en pleine chasse ou de style mathématique'],
    ['one Cyrillic letter inside a word', '\u0412ERTIN Ana', 'BERTIN Ana', 1, 'des lettres cyrilliques'],
  ])(
    '%s: asked about, nothing registered; registered as typed once confirmed',
    async (_, name, registered, rank, how) => {
      const refused = await refusal(api.addPlayer({ name, rating: 1500 }));
      expect(refused.refusal).toMatchObject({
        code: 'lookalike-player',
        field: 'name',
        params: { name, rank, registered },
      });
      expect(refused.message).toBe(
        `« ${name} » ressemble à ${registered} (rang ${rank} des inscrits) mais contient ${how}. S'il s'agit bien d'un autre joueur, confirmez ; sinon, retapez le nom au clavier.`,
      );
      expect(await api.listPlayers({})).toHaveLength(2);
      expect((await api.addPlayer({ name, rating: 1500, allowHomonym: true })).name).toBe(name);
      expect((await api.listPlayers({})).map((p) => p.name)).toContain(name);
    },
  );

  it('in English, it says so', async () => {
    const refused = await refusal(api.addPlayer({ name: 'ТОМ Jean', rating: 1500 }));
    expect(refusalMessage(refused.refusal, 'en')).toBe(
      '“ТОМ Jean” looks like TOM Jean (rank 2 of the registered players) but holds Cyrillic letters. If this really is another player, confirm; otherwise type the name again on the keyboard.',
    );
  });

  it('a name in its own script that looks like nobody registered: welcome, no question', async () => {
    for (const name of ['Иван ПЕТРОВ', 'ΠΑΠΑΔΟΠΟΥΛΟΣ Ἀλέξανδρος', '김민준']) {
      const added = await api.addPlayer({ name, rating: 1500 });
      expect(added.name).toBe(name);
    }
  });

  it('a look-alike registered first: the Latin name typed after is asked about, said which is written how', async () => {
    await api.addPlayer({ name: 'СЕСА Marc', rating: 1500, allowHomonym: true });
    const latin = await refusal(api.addPlayer({ name: 'CECA Marc', rating: 1500 }));
    expect(latin.refusal).toMatchObject({
      code: 'lookalike-player',
      params: { registered: 'СЕСА Marc', typedWith: [], registeredWith: ['cyrillic'] },
    });
    expect(latin.message).toBe(
      "« CECA Marc » ressemble à СЕСА Marc (rang 3 des inscrits), qui contient des lettres cyrilliques. S'il s'agit bien d'un autre joueur, confirmez ; sinon, retapez le nom au clavier.",
    );
    const greek = await refusal(api.addPlayer({ name: 'ϹΕϹΑ Marc', rating: 1500 }));
    expect(greek.message).toBe(
      "« ϹΕϹΑ Marc » ressemble à СЕСА Marc (rang 3 des inscrits) mais contient des lettres grecques, СЕСА Marc des lettres cyrilliques. S'il s'agit bien d'un autre joueur, confirmez ; sinon, retapez le nom au clavier.",
    );
  });

  it('in one import: the second of two look-alikes is asked about, the whole import refused', async () => {
    const players = [
      { name: 'MARTIN Zoé', rating: 1500 },
      { name: 'МАRTIN Zoé', rating: 1400 },
    ];
    const refused = await refusal(api.importPlayers({ players }));
    expect(refused.refusal).toMatchObject({
      code: 'lookalike-player',
      params: { rank: null, registered: 'MARTIN Zoé' },
    });
    expect(refused.message).toContain('(plus haut dans la même liste)');
    expect(await api.listPlayers({})).toHaveLength(2);
    const confirmed = players.map((p, i) => (i === 1 ? { ...p, allowHomonym: true } : p));
    expect(await api.importPlayers({ players: confirmed })).toHaveLength(2);
  });

  it('a rename to a look-alike is asked about; editing a confirmed look-alike asks nothing more', async () => {
    const refused = await refusal(api.editPlayer({ player: 1, name: 'ТОМ Jean' }));
    expect(refused.refusal).toMatchObject({ code: 'lookalike-player', params: { rank: 2, registered: 'TOM Jean' } });
    expect((await api.listPlayers({})).map((p) => p.name)).toEqual(['BERTIN Ana', 'TOM Jean']);
    await api.editPlayer({ player: 1, name: 'ТОМ Jean', allowHomonym: true });
    // The screen sends the name with every edit: the look-alike confirmed stays confirmed.
    expect((await api.editPlayer({ player: 1, name: 'ТОМ Jean', club: 'Namur' })).club).toBe('Namur');
  });

  it('a player named by name: the same name first, else the one it looks like, else both said', async () => {
    await api.addPlayer({ name: 'ТОМ Jean', rating: 1500, allowHomonym: true });
    expect((await api.editPlayer({ player: 'tom jean', club: 'Mons' })).id).toBe(2);
    expect((await api.editPlayer({ player: 'ТОМ Jean', club: 'Liège' })).id).toBe(3);
    expect((await api.editPlayer({ player: '\u0412ERTIN Ana', club: 'Namur' })).name).toBe('BERTIN Ana');
    expect((await refusal(api.editPlayer({ player: '𝐓𝐎𝐌 Jean', club: 'Wavre' }))).refusal).toMatchObject({
      code: 'ambiguous-player',
      params: { candidates: [{ name: 'TOM Jean' }, { name: 'ТОМ Jean' }] },
    });
  });

  it('is flagged in a players file, registered or on an earlier row', async () => {
    const read = await api.readPlayerFile({
      fileName: 'joueurs.csv',
      bytes: encode('Nom;Cote\nΤΟΜ Jean;1500\n𝐂𝐋𝐀𝐄𝐒 Marc;1400\nCLAES Marc;1300\nbertin ana;1200\n'),
    });
    expect(read.players.map((p) => [p.line, p.duplicateOf])).toEqual([
      [2, { name: 'TOM Jean', line: null, by: 'lookalike' }],
      [3, null],
      [4, { name: '𝐂𝐋𝐀𝐄𝐒 Marc', line: 3, by: 'lookalike' }],
      [5, { name: 'BERTIN Ana', line: null, by: 'name' }],
    ]);
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
