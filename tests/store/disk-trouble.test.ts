/**
 * The disk and the system saying no: a full disk, a read-only file or folder, a file the user may
 * not read. Each is refused with its own French words (what is wrong, what to do), never
 * « erreur interne » nor the system's English, and the file stays as it was.
 *
 * The permissions cases run the `sclassic` command as a user without privileges: this user when
 * it is one, `nobody` when the tests run as root (whom no permission stops).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { sclassicAsUnprivileged } from '../support/unprivileged.ts';

const clock = () => new Date('2026-12-22T09:00:00Z');
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-disk-'));
  // Every user may go through it (the unprivileged runs below).
  chmodSync(folder, 0o777);
});
afterAll(() => {
  // Give back what the tests took away, so the folder can go.
  spawnSync('chmod', ['-R', 'u+rwX', folder]);
  rmSync(folder, { recursive: true, force: true });
});

/** A new tournament of 4 players, round 1 paired, in a folder of its own. */
async function tournament(name = 'open.sclassic'): Promise<string> {
  const dir = mkdtempSync(join(folder, 'cas-'));
  chmodSync(dir, 0o777);
  const path = join(dir, name);
  const service = createService({ clock });
  const api = apiOf(service);
  await api.createTournament({ path, name: 'Open de Dinant', date: '2026-12-22' });
  await api.importPlayers({ players: [1, 2, 3, 4].map((i) => ({ name: `JOUEUR ${i}`, rating: 1500 + i })) });
  await api.pairNextRound({});
  service.close();
  chmodSync(path, 0o666);
  return path;
}

describe('a full disk', () => {
  it('a command that cannot be written is refused in French, and the file is as it was', async () => {
    const path = await tournament();
    const service = createService({ clock });
    const api = apiOf(service);
    await api.openTournament({ path });
    const db = service.openFile?.db;
    // SQLite's own limit on the file's size stands for the disk: the same SQLITE_FULL.
    db?.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);
    const before = readFileSync(path);
    const answer = await service.dispatch('importPlayers', {
      players: Array.from({ length: 400 }, (_, i) => ({
        name: `INSCRIT ${i}`,
        rating: 1000 + i,
        club: 'x'.repeat(60),
      })),
    });
    service.close();
    expect(answer).toMatchObject({
      refusal: { code: 'file-refused', params: { path, problem: { reason: 'disk-full' } } },
    });
    if (!('refusal' in answer)) return;
    expect(refusalMessage(answer.refusal)).toBe(
      `Le disque de « ${path} » est plein : rien n'a été enregistré. Libérez de la place (ou choisissez un autre disque), puis recommencez.`,
    );
    expect(refusalMessage(answer.refusal, 'en')).toMatch(/^The disk of .* is full: nothing was saved/);
    expect(readFileSync(path).equals(before)).toBe(true);
  });
});

/** `sclassic ARGS…` as a user whom permissions do stop. */
const unprivileged = (args: string[]) => sclassicAsUnprivileged(args, folder);

const NO_INTERNAL_WORDS = /erreur interne|readonly|EACCES|EPERM|SQLITE|attempt|unable/;

describe('permissions', () => {
  it('a read-only file: shown, but a change refused in French, the file unchanged', async () => {
    const path = await tournament();
    chmodSync(path, 0o444);
    const before = readFileSync(path);
    expect(unprivileged(['show', path]).status).toBe(0);
    const run = unprivileged(['players', 'add', path, '--name', 'BERTIN Ana', '--rating', '1500']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `sclassic : Ce fichier est en lecture seule (« ${path} ») : Sclassic l'a ouvert pour le consulter, rien n'a été enregistré. Pour le modifier, enregistrez-en une copie et ouvrez la copie, ou retirez sa protection en écriture (ses propriétés) puis rouvrez-le.\n`,
    );
    expect(run.stderr).not.toMatch(NO_INTERNAL_WORDS);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('a read-only folder: a change refused in French, the file unchanged', async () => {
    const path = await tournament();
    chmodSync(join(path, '..'), 0o555);
    const before = readFileSync(path);
    const run = unprivileged(['result', path, '--table', '1', '400-300']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `sclassic : Le dossier de ce fichier est en lecture seule (« ${path} ») : Sclassic l'a ouvert pour le consulter, rien n'a été enregistré. Pour le modifier, enregistrez-en une copie dans un dossier où vous pouvez écrire et ouvrez la copie.\n`,
    );
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('a file the user may not read: refused in French', async () => {
    const path = await tournament();
    chmodSync(path, 0o000);
    const run = unprivileged(['show', path]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `sclassic : Sclassic n'a pas le droit de lire « ${path} ». Demandez l'accès à ce fichier (ses propriétés, onglet Sécurité), ou copiez-le dans vos documents et ouvrez la copie.\n`,
    );
  });

  it('a players file the user may not read: refused in French', async () => {
    const path = await tournament();
    const list = join(path, '..', 'joueurs.csv');
    writeFileSync(list, 'Nom;Cote\nBERTIN Ana;1500\n');
    chmodSync(list, 0o000);
    const run = unprivileged(['players', 'import', path, list]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Sclassic n'a pas le droit de lire « ${list} »`);
  });

  it('a document into a read-only folder, or over a read-only document: refused, nothing replaced', async () => {
    const path = await tournament();
    const out = mkdtempSync(join(folder, 'sortie-'));
    chmodSync(out, 0o555);
    const intoFolder = unprivileged(['print', path, 'pairings', '-o', join(out, 'appariements.pdf')]);
    expect(intoFolder.status).toBe(1);
    expect(intoFolder.stderr).toContain(`Le dossier de « ${join(out, 'appariements.pdf')} » est en lecture seule`);
    expect(readdirSync(out)).toEqual([]);
    const protectedPdf = join(path, '..', 'ancien.pdf');
    writeFileSync(protectedPdf, 'ancien');
    chmodSync(protectedPdf, 0o444);
    const over = unprivileged(['print', path, 'pairings', '-o', protectedPdf]);
    expect(over.status).toBe(1);
    expect(over.stderr).toContain(`Le fichier « ${protectedPdf} » est en lecture seule`);
    expect(readFileSync(protectedPdf, 'utf8')).toBe('ancien');
  });

  it('the round backup that cannot be written: the result is saved, the warning in plain French', async () => {
    const path = await tournament();
    const backups = join(path, '..', 'open - sauvegardes');
    mkdirSync(backups, { mode: 0o555 });
    chmodSync(backups, 0o555);
    expect(unprivileged(['result', path, '--table', '1', '400-300']).status).toBe(0);
    const run = unprivileged(['result', path, '--table', '2', '380-390']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      "Attention : Le résultat est enregistré, mais la sauvegarde automatique de la ronde 1 n'a pas pu être écrite (le dossier est en lecture seule). Enregistrez une copie du tournoi.",
    );
    expect(run.stdout).not.toMatch(/[{}"]/);
  });
});
