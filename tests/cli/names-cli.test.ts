/**
 * `sclassic players add|edit|import` with names that deceive the eye, on a real file: a
 * look-alike of a registered name in Cyrillic, Greek, fullwidth or mathematical bold is refused
 * until --homonym (or --homonyms) confirms another player; a name that looks blank, or holds an
 * invisible filler, is refused naming the character; a Russian or Greek name is welcome.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sclassic } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-cli-names-'));
const file = join(folder, 'Open de Namur.sclassic');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const names = async () =>
  (JSON.parse((await sclassic('players', 'list', file, '--json')).stdout) as Array<{ name: string }>).map(
    (p) => p.name,
  );

beforeAll(async () => {
  expect((await sclassic('new', file, '--name', 'Open de Namur', '--date', '2026-12-22')).status).toBe(0);
  expect((await sclassic('players', 'add', file, '--name', 'BERTIN Ana', '--rating', '1720')).status).toBe(0);
  expect((await sclassic('players', 'add', file, '--name', 'TOM Jean', '--rating', '1600')).status).toBe(0);
});

describe('sclassic players add', () => {
  it.each([
    ['ТОМ Jean', 'TOM Jean', 2, 'des lettres cyrilliques'],
    ['ΤΟΜ Jean', 'TOM Jean', 2, 'des lettres grecques'],
    ['ＢＥＲＴＩＮ Ana', 'BERTIN Ana', 1, 'des lettres en pleine chasse ou de style mathématique'],
    ['𝐓𝐎𝐌 Jean', 'TOM Jean', 2, 'des lettres en pleine chasse ou de style mathématique'],
  ])('asks about « %s », registers it with --homonym', async (name, registered, rank, how) => {
    const before = await names();
    const run = await sclassic('players', 'add', file, '--name', name, '--rating', '1500');
    expect(run).toMatchObject({ status: 1, stdout: '' });
    expect(run.stderr).toBe(
      `sclassic : « ${name} » ressemble à ${registered} (rang ${rank} des inscrits) mais contient ${how}. S'il s'agit bien d'un autre joueur, confirmez ; sinon, retapez le nom au clavier. Pour confirmer, relancez la commande avec --homonym.\n`,
    );
    expect(await names()).toEqual(before);
    const confirmed = await sclassic('players', 'add', file, '--name', name, '--rating', '1500', '--homonym');
    expect(confirmed).toMatchObject({ status: 0, stderr: '' });
    expect(await names()).toEqual([...before, name]);
  });

  it.each([
    ['\u3164', 'U+3164'],
    ['\u2800', 'U+2800'],
    ['BERTIN\u3164Ana', 'U+3164'],
    ['ROUX\u034fNoël', 'U+034F'],
  ])('refuses %j, naming the invisible character %s, even with --homonym', async (name, code) => {
    const before = await names();
    const run = await sclassic('players', 'add', file, '--name', name, '--rating', '1500', '--homonym');
    expect(run).toMatchObject({ status: 1, stdout: '' });
    expect(run.stderr).toBe(
      `sclassic : Nom du joueur : caractère invisible interdit (${code}) : il ne se voit pas, ou s'affiche comme un blanc ; retapez le texte au clavier, sans copier-coller\n`,
    );
    expect(await names()).toEqual(before);
  });

  it('registers a Russian or a Greek name that looks like no one registered, without a question', async () => {
    for (const name of ['ПЕТРОВ Иван', 'ΠΑΠΑΔΟΠΟΥΛΟΣ Ἀλέξανδρος']) {
      const run = await sclassic('players', 'add', file, '--name', name, '--rating', '1450');
      expect(run).toMatchObject({ status: 0, stderr: '' });
      expect(run.stdout).toMatch(new RegExp(`^Inscrit : n° \\d+ ${name} \\(cote 1450\\)\n$`));
    }
  });
});

describe('sclassic players edit and import', () => {
  it('asks about a rename to a look-alike, and saves it with --homonym', async () => {
    const run = await sclassic('players', 'edit', file, 'ПЕТРОВ Иван', '--name', 'BERTlN Ana');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ressemble à BERTIN Ana (rang 1 des inscrits)');
    expect(run.stderr).toContain('--homonym');
    expect(await names()).toContain('ПЕТРОВ Иван');
    const confirmed = await sclassic('players', 'edit', file, 'ПЕТРОВ Иван', '--name', 'BERTlN Ana', '--homonym');
    expect(confirmed).toMatchObject({ status: 0, stderr: '' });
    expect(await names()).toContain('BERTlN Ana');
  });

  it('leaves a look-alike row out of an import unless --homonyms', async () => {
    const list = join(folder, 'joueurs.csv');
    writeFileSync(list, 'Nom;Cote\nCLAES Marc;1500\nСLAES Marc;1400\n');
    const run = await sclassic('players', 'import', file, list);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toBe(
      "1 joueur importé (texte UTF-8).\nLigne 3 non importée : СLAES Marc ressemble à CLAES Marc (ligne 2) mais s'écrit avec d'autres caractères ; --homonyms pour l'importer quand même.\n",
    );
    writeFileSync(list, 'Nom;Cote\nCLAES Marc;1500\n');
    const again = await sclassic('players', 'import', file, list, '--homonyms');
    expect(again.stdout).toBe(
      '1 joueur importé (texte UTF-8).\nLigne 2 importée comme homonyme de CLAES Marc (déjà inscrit).\n',
    );
    writeFileSync(list, 'Nom;Cote\nСLAES Marc;1400\n');
    const alike = await sclassic('players', 'import', file, list, '--homonyms');
    expect(alike.stdout).toBe(
      '1 joueur importé (texte UTF-8).\nLigne 2 importée comme un autre joueur que CLAES Marc (déjà inscrit), à qui son nom ressemble.\n',
    );
    expect((await names()).filter((n) => n.endsWith('LAES Marc'))).toEqual(['CLAES Marc', 'CLAES Marc', 'СLAES Marc']);
  });
});

describe('sclassic result naming a player', () => {
  const tables = join(folder, 'Tables.sclassic');
  const forfeitAt = async (table: number) => {
    const round = JSON.parse((await sclassic('round', tables, '--json')).stdout) as {
      matches: Array<{ table: number; recorded: { forfeit: string | null } | null }>;
    };
    return round.matches.find((m) => m.table === table)?.recorded?.forfeit ?? null;
  };

  beforeAll(async () => {
    expect((await sclassic('new', tables, '--name', 'Tables', '--date', '2026-12-22')).status).toBe(0);
    for (const [name, rating] of [
      ['ŒUVRARD Jean-Pierre', '1600'],
      ['ŒUVRARD Marie', '1500'],
      ['ROUX Noël', '1400'],
      ['BERTIN Ana', '1300'],
    ] as const)
      expect((await sclassic('players', 'add', tables, '--name', name, '--rating', rating)).status).toBe(0);
    // Four players: table 1 is ŒUVRARD Jean-Pierre – ŒUVRARD Marie, table 2 ROUX Noël – BERTIN Ana.
    expect((await sclassic('pair', tables)).status).toBe(0);
  });

  it('refuses a part of a name both players of the table answer to, writing nothing', async () => {
    const run = await sclassic('result', tables, '--table', '1', '--forfeit', 'oeuvrard');
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(
      '« oeuvrard » désigne les deux joueurs de la table 1 (ŒUVRARD Jean-Pierre contre ŒUVRARD Marie)',
    );
    expect(await forfeitAt(1)).toBeNull();
  });

  it('finds a name typed without its ligature, accents or hyphen, as the service finds a player', async () => {
    const run = await sclassic('result', tables, '--table', '1', '--forfeit', 'oeuvrard marie');
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(await forfeitAt(1)).toBe('b');
    expect((await sclassic('result', tables, '--table', '2', '--forfeit', 'noel')).status).toBe(0);
    expect(await forfeitAt(2)).toBe('a');
  });

  it('says who plays at the table when the name is nobody there', async () => {
    const run = await sclassic('clear', tables, '--table', '2');
    expect(run.status).toBe(0);
    const refused = await sclassic('result', tables, '--table', '2', '--forfeit', 'oeuvrard');
    expect(refused).toMatchObject({ status: 2, stdout: '' });
    expect(refused.stderr).toContain('« oeuvrard » ne joue pas à la table 2 (ROUX Noël contre BERTIN Ana)');
  });
});
