/**
 * Several hands on one file: every command of the registry asked by every role through
 * `dispatch` — what the role may not run is refused before anything runs, in words that say
 * what a station may do and whom to ask, and the file stays byte for byte as it was; what it may
 * run answers as it does for the director. Every change names the hand that made it: in the log,
 * on the round's tables, and in the refusal of a second hand on one table.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import { type Hand, ROLES } from '../../src-main/contract/roles.ts';
import { liveResults } from '../../src-main/server/live/live-host.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { command } from '../../src-main/service/core/command.ts';
import { allowedFor, commandNames } from '../../src-main/service/core/command-facts.ts';
import { shownTo } from '../../src-main/service/core/context.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { refusalOf } from '../../src-main/service/core/refusal-of.ts';
import { noInput } from '../../src-main/service/inputs/inputs.ts';
import { StoreError } from '../../src-main/store/store-error.ts';
import { folderSnapshot, handOf, wouldRun } from '../support/command-walk.ts';
import { refusal } from '../support/refusal.ts';

const ARBITRE_2: Hand = { role: 'saisie', name: 'Arbitre 2' };

let folder: string;
let path: string;
let service: Service;
let api: SclassicApi;
let station: SclassicApi;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-12-22T13:02:00Z');
  folder = mkdtempSync(join(tmpdir(), 'sclassic-hands-'));
  path = join(folder, 'open.sclassic');
  // With the live results' host of the desktop app and browser mode: a station may not turn them on.
  service = createService({ clock: () => now, dataFolder: join(folder, 'données'), live: liveResults });
  api = apiOf(service);
  station = apiOf(service, 'fr', ARBITRE_2);
  await api.createTournament({ path, name: 'Open', date: '2026-12-22' });
  await api.importPlayers({
    players: ['BERTIN Ana', 'CLAES Marc', 'DUBOIS Léa', 'EVRARD Tom', 'FABRE Zoé', 'GILLES Paul'].map((name, i) => ({
      name,
      rating: 1800 - i,
    })),
  });
  await api.pairNextRound({});
  await api.recordResult({ table: 1, games: [[410, 300]] });
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const snapshot = () => folderSnapshot(folder, service.openFile);

describe('every command × every role, through dispatch', () => {
  it('the director may run every command; a station only what its role declares', () => {
    expect(commandNames().every((name) => allowedFor('director', name))).toBe(true);
    // The saisie role's reach, said once here: a command added to it is a decision, seen in review.
    expect(commandNames().filter((name) => allowedFor('saisie', name))).toEqual([
      'undoState',
      'show',
      'round',
      'roundClock',
      'recordResult',
      'clearResult',
      'whoAmI',
      'proposals',
      'acceptProposal',
      'dismissProposal',
    ]);
    // A phone at a table reads its sheet and proposes its result: nothing else, not even the summary.
    expect(commandNames().filter((name) => allowedFor('table', name))).toEqual(['tableSheet', 'proposeResult']);
    expect(ROLES).toEqual(['director', 'saisie', 'table']);
  });

  it('lets through to the input’s check exactly what each role may run, and refuses the rest before it', async () => {
    const before = snapshot();
    for (const role of ROLES) {
      const hand = handOf(role);
      for (const name of commandNames()) {
        // An input no command takes: past the role's gate, the schema refuses it, and nothing runs.
        const answer = await service.dispatch(name, 42, hand);
        expect('refusal' in answer && answer.refusal.code, `${role} × ${name}`).toBe(
          allowedFor(role, name) ? 'invalid-input' : 'not-allowed',
        );
      }
    }
    expect(snapshot()).toEqual(before);
  });

  it('refuses a station every command its role may not run, before anything runs, writing nothing', async () => {
    const before = snapshot();
    const revision = (await api.undoState({})).revision;
    for (const role of ROLES.filter((r) => r !== 'director')) {
      for (const name of commandNames().filter((n) => !allowedFor(role, n))) {
        const answer = await service.dispatch(name, wouldRun(name, folder), handOf(role));
        expect(answer, `${role} × ${name}`).toEqual({
          refusal: { code: 'not-allowed', params: { role }, field: null },
        });
        if (!('refusal' in answer)) continue;
        // Said in the station's words (the refusal carries its role alone), never a command's name.
        for (const locale of ['fr', 'en'] as const) {
          const words = refusalMessage(answer.refusal, locale);
          expect(words).not.toMatch(/\b[a-z]+[A-Z]\w*/);
          expect(words).toMatch(locale === 'fr' ? /Rien n'a été modifié\.$/ : /Nothing was changed\.$/);
          if (role === 'saisie') expect(words).toMatch(locale === 'fr' ? /directeur de tournoi/ : /director/);
        }
        expect(snapshot(), `${role} × ${name}`).toEqual(before);
      }
    }
    expect(service.openFile?.path).toBe(path);
    expect((await api.undoState({})).revision).toBe(revision);
    expect(existsSync(join(folder, 'autre.sclassic'))).toBe(false);
    expect(existsSync(join(folder, 'copie.sclassic'))).toBe(false);
    expect((await api.liveStatus({})).on).toBe(false);
  });

  it('answers a station’s reads as the director’s', async () => {
    // The writes aside, and the one read that answers whose hand asks.
    const reads = commandNames().filter(
      (name) =>
        allowedFor('saisie', name) &&
        !['recordResult', 'clearResult', 'acceptProposal', 'dismissProposal', 'whoAmI'].includes(name),
    );
    // The file's path aside: a station is told its name alone (the folders are the director's machine's).
    const nameOnly = (answer: unknown) =>
      JSON.parse(JSON.stringify(answer).replaceAll(JSON.stringify(path).slice(1, -1), 'open.sclassic'));
    for (const name of reads) {
      const input = name === 'round' || name === 'roundClock' ? { round: 1 } : {};
      expect(await service.dispatch(name, input, ARBITRE_2), name).toEqual(
        nameOnly(await service.dispatch(name, input)),
      );
    }
    expect((await station.show({})).path).toBe('open.sclassic');
    expect((await station.undoState({})).file).toBe('open.sclassic');
    expect(await station.whoAmI({})).toEqual({ role: 'saisie', name: 'Arbitre 2' });
    expect(await api.whoAmI({})).toEqual({ role: 'director', name: null });
    // A station's input is checked as the director's is.
    expect(await service.dispatch('round', { round: 'un' }, ARBITRE_2)).toEqual(
      await service.dispatch('round', { round: 'un' }),
    );
  });

  it('keeps a station to the round in play: an earlier round is corrected at the director’s desk', async () => {
    await api.recordResult({ table: 2, games: [[380, 412]] });
    await api.recordResult({ table: 3, games: [[400, 300]] });
    await api.pairNextRound({});
    const before = snapshot();
    const seen = (await station.round({ round: 1 })).matches[1]?.recorded ?? null;
    for (const write of [
      station.recordResult({ round: 1, table: 2, games: [[390, 412]], replaces: seen }),
      station.clearResult({ round: 1, table: 2, replaces: seen }),
    ]) {
      const refused = await refusal(write);
      expect(refused.refusal).toEqual({ code: 'earlier-round', params: { round: 1, current: 2 }, field: 'round' });
      expect(refused.message).toMatch(
        /^Un poste de saisie saisit et corrige les résultats de la ronde en cours \(ronde 2\)/,
      );
    }
    expect(snapshot()).toEqual(before);
    // The round in play, and the director's own correction of round 1, go through.
    await station.recordResult({ table: 1, games: [[401, 377]] });
    await api.recordResult({ round: 1, table: 2, games: [[390, 412]], replaces: seen });
  });

  it('lets a station enter, correct and clear a result, forfeits and decisions included', async () => {
    const entered = await station.recordResult({ table: 2, games: [[380, 412]], replaces: null });
    expect(entered.match.recorded?.games).toEqual([[380, 412]]);
    await station.recordResult({ table: 3, forfeit: 'b' });
    const corrected = await station.recordResult({
      table: 2,
      games: [[390, 412]],
      decision: { against: 'a' },
      replaces: entered.match.recorded,
    });
    expect(corrected.match.recorded?.decisionAgainst).toBe('a');
    const cleared = await station.clearResult({ table: 3 });
    expect(cleared.match.recorded).toBeNull();
    const round = await api.round({ round: 1 });
    expect(round.matches.map((m) => m.recorded?.games ?? null)).toEqual([
      [[410, 300]],
      corrected.match.recorded?.games,
      null,
    ]);
  });

  it('holds every declaration to the director: a command declared for stations alone is refused', () => {
    expect(() =>
      command({ input: noInput, writes: false, target: 'session', roles: ['saisie'], run: () => null }),
    ).toThrow(/director/);
  });
});

describe('the hand in the file', () => {
  it('logs each change under its hand: the station’s name, null for the director', async () => {
    now = new Date('2026-12-22T13:03:00Z');
    await station.recordResult({ table: 2, games: [[380, 412]] });
    const log = await api.log({});
    expect(log.slice(0, 2).map((e) => ({ command: e.command, hand: e.hand }))).toEqual([
      { command: 'record-result', hand: 'Arbitre 2' },
      { command: 'record-result', hand: null },
    ]);
    // Undo names the change it would take back, and whose it was; the undo itself is the director's.
    const { undo } = await api.undoState({});
    expect(undo).toMatchObject({ command: 'record-result', hand: 'Arbitre 2' });
    const { undone } = await api.undo({ entry: undo?.id });
    expect(undone).toMatchObject({ command: 'record-result', hand: 'Arbitre 2', undone: true });
    expect((await api.log({}))[0]).toMatchObject({ command: 'undo', hand: null });
  });

  it('says on the round’s tables who entered each result and when; a cleared one says nothing', async () => {
    now = new Date('2026-12-22T13:03:00Z');
    await station.recordResult({ table: 2, games: [[380, 412]] });
    await station.recordResult({ table: 3, games: [[400, 380]] });
    await api.clearResult({ table: 3 });
    const [one, two, three] = (await station.round({ round: 1 })).matches;
    expect(one?.entered).toEqual({ by: null, at: '2026-12-22T13:02:00.000Z', via: null });
    expect(two?.entered).toEqual({ by: 'Arbitre 2', at: '2026-12-22T13:03:00.000Z', via: null });
    expect(three?.entered).toBeNull();
    // Undo puts back who entered the result with the result itself.
    now = new Date('2026-12-22T13:04:00Z');
    await api.recordResult({ table: 2, games: [[380, 420]], replaces: two?.recorded ?? null });
    expect((await api.round({ round: 1 })).matches[1]?.entered).toEqual({
      by: null,
      at: '2026-12-22T13:04:00.000Z',
      via: null,
    });
    await api.undo({});
    expect((await api.round({ round: 1 })).matches[1]?.entered).toEqual({
      by: 'Arbitre 2',
      at: '2026-12-22T13:03:00.000Z',
      via: null,
    });
  });
});

describe('what a station is told of the director’s disk', () => {
  const folders = (answer: unknown) => JSON.stringify(answer).includes(JSON.stringify(folder).slice(1, -1));

  it('the round’s backup by its name in the backups’ folder beside the file, never the folders above', async () => {
    await station.recordResult({ table: 2, games: [[380, 412]] });
    const completed = await station.recordResult({ table: 3, games: [[400, 380]] });
    expect(completed.backup).toMatch(/^open - sauvegardes[/\\]open\.ronde-1\.[\dT-]+\.sclassic$/);
    expect(folders(completed)).toBe(false);
    // The director's own window is told the whole path, where to find it.
    await api.clearResult({ table: 3 });
    now = new Date('2026-12-22T13:05:00Z');
    expect((await api.recordResult({ table: 3, games: [[400, 380]] })).backup).toBe(
      join(folder, 'open - sauvegardes', 'open.ronde-1.2026-12-22T13-05-00.sclassic'),
    );
  });

  it('a backup it could not take: said as such, the result kept, the system’s words without the folders', async () => {
    // A file where the backups' folder goes: no backup can be written there.
    writeFileSync(join(folder, 'open - sauvegardes'), '');
    await station.recordResult({ table: 2, games: [[380, 412]] });
    const completed = await station.recordResult({ table: 3, games: [[400, 380]] });
    expect(completed.backup).toBeNull();
    expect(completed.backupFailed).toMatchObject({ round: 1, problem: { reason: expect.any(String) } });
    expect(folders(completed)).toBe(false);
    expect((await api.round({ round: 1 })).missingTables).toEqual([]);
    // The director is told where.
    await api.clearResult({ table: 3 });
    const director = await api.recordResult({ table: 3, games: [[400, 380]] });
    expect(folders(director.backupFailed)).toBe(true);
  });

  it('a fault under its command: the file’s name alone, the folders left out of the system’s words', () => {
    const file = { path: join(folder, 'open.sclassic'), directory: false };
    const show = shownTo(ARBITRE_2, file.path);
    const faults: unknown[] = [
      new Error(`EACCES: permission denied, open '${join(folder, 'open - sauvegardes', 'x.sclassic')}'`),
      new StoreError('unwritable', { path: file.path, detail: `EIO: i/o error, write '${file.path}'` }),
      new StoreError('corrupt', { path: file.path, detail: 'malformed', backup: join(folder, 'b.sclassic') }),
    ];
    for (const fault of faults) {
      const told = refusalOf(fault, file, show);
      expect(folders(told), String(fault)).toBe(false);
      expect(folders(refusalOf(fault, file)), String(fault)).toBe(true);
    }
    expect(refusalOf(faults[1], file, show)).toEqual({
      code: 'file-refused',
      params: {
        path: 'open.sclassic',
        problem: { reason: 'unwritable', detail: "EIO: i/o error, write 'open.sclassic'" },
      },
      field: null,
    });
    expect(shownTo({ role: 'director', name: null }, file.path)(file.path)).toBe(file.path);
    // A file at the disk's root: its name alone too.
    expect(shownTo(ARBITRE_2, `${sep}open.sclassic`)(`${sep}open.sclassic`)).toBe('open.sclassic');
  });
});

describe('two hands on one table', () => {
  const at = (iso: string) => fr.time(iso);

  it('refuses the second, saying what the first entered, who and when', async () => {
    now = new Date('2026-12-22T14:03:00Z');
    await station.recordResult({ table: 2, games: [[412, 380]], replaces: null });
    now = new Date('2026-12-22T14:04:00Z');
    const stale = await refusal(api.recordResult({ table: 2, games: [[380, 412]], replaces: null }));
    expect(stale).toMatchObject({ code: 'stale-result', field: 'table' });
    expect(stale.message).toBe(
      `Table 2 déjà saisie : 412 – 380, par Arbitre 2 à ${at('2026-12-22T14:03:00Z')}. Vérifiez la feuille de match : pour la remplacer, corrigez-la explicitement.`,
    );
    // The command line, which says nothing of what it replaces, is told who entered it.
    const recorded = await refusal(api.recordResult({ table: 2, games: [[380, 412]] }));
    expect(recorded.message).toContain(`412 – 380, saisi par Arbitre 2 à ${at('2026-12-22T14:03:00Z')}.`);
    // The station, behind the director, is told the director's screen entered it.
    const seen = (await station.round({ round: 1 })).matches[1]?.recorded ?? null;
    await api.recordResult({ table: 2, games: [[412, 381]], replaces: seen });
    const behind = await refusal(station.recordResult({ table: 2, games: [[400, 300]], replaces: seen }));
    expect(behind.message).toMatch(/^Table 2 déjà saisie : 412 – 381, par un autre écran à /);
    expect((await api.round({ round: 1 })).matches[1]?.recorded?.games).toEqual([[412, 381]]);
  });

  it('names the station that cleared a result, and whose change Annuler would now take back', async () => {
    const seen = (await api.round({ round: 1 })).matches[0]?.recorded ?? null;
    now = new Date('2026-12-22T14:05:00Z');
    await station.clearResult({ table: 1, replaces: seen });
    const cleared = await refusal(api.recordResult({ table: 1, games: [[400, 380]], replaces: seen }));
    expect(cleared.message).toBe(
      `Le résultat de la table 1 (ronde 1) a été effacé par Arbitre 2 à ${at('2026-12-22T14:05:00Z')}. Vérifiez la feuille de match avant de saisir à nouveau.`,
    );
    // The director's Annuler named their own result; a station cleared it since: undo would now
    // take back the station's change, and says whose it is.
    const undo = await refusal(api.undo({ entry: (await api.log({}))[1]?.id }));
    expect(undo.message).toContain(
      `Annuler porterait maintenant sur « Effacement du résultat ronde 1, table 1 » (Arbitre 2, ${at('2026-12-22T14:05:00Z')})`,
    );
  });
});
