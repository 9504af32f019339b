/**
 * A command is one transaction: when anything fails after its first write, nothing it wrote stays.
 * For every command the registry says writes, a scenario where it succeeds; then the same command
 * with a failure injected right after its writes (the store's change, the undo, the directory's
 * import): the answer is a refusal and the file is, row for row, what it was.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandName, SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { registry } from '../../src-main/service/core/registry.ts';
import { PlayerDirectory } from '../../src-main/store/player-directory.ts';
import type { TournamentFile } from '../../src-main/store/tournament-file.ts';
import { TournamentStore } from '../../src-main/store/tournament-store.ts';
import { writeAsAnotherProgram } from '../support/other-program.ts';
import { mark, tableCodes } from '../support/table-codes.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-rollback-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z'), dataFolder: join(folder, 'données') });
  api = apiOf(service);
});
afterEach(() => {
  vi.restoreAllMocks();
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const tournamentPath = () => join(folder, 'open.sclassic');
const list = new TextEncoder().encode(
  'Licence;Nom;Prénom;Club;Cote\n1001;BERTIN;Ana;Namur;1750\n1002;CLAES;Marc;Liège;1600\n',
);

async function registered() {
  await api.createTournament({ path: tournamentPath(), name: 'Open de Mons', date: '2026-12-22' });
  await api.importPlayers({
    players: [
      'BERTIN Ana',
      'CLAES Marc',
      'DUBOIS Léa',
      'EVRARD Tom',
      'FABRE Zoé',
      'GILLES Paul',
      'HENRY Inès',
      'JACOB Noé',
    ].map((name, i) => ({ name, rating: 1800 - 25 * i, ...(i === 0 ? { licence: '1001' } : {}) })),
  });
}

async function paired() {
  await registered();
  return api.pairNextRound({});
}

/** A one-round tournament played to its end: where the final phase opens. */
async function playedToTheEnd() {
  await registered();
  await api.updateSettings({ plannedRounds: 1 });
  const round = await api.pairNextRound({});
  for (const match of round.matches) await api.recordResult({ table: match.table, games: [[400, 300]] });
}

/** For each writing command: the state it starts from, and an input it accepts there. */
const SCENARIOS: Record<string, () => Promise<unknown>> = {
  createTournament: async () => ({ path: join(folder, 'nouveau.sclassic'), name: 'Open', date: '2026-12-22' }),
  importDocument: async () => {
    await registered();
    const document = await api.exportDocument({});
    return { path: join(folder, 'copie.sclassic'), document };
  },
  undo: async () => {
    await registered();
    return {};
  },
  redo: async () => {
    await registered();
    await api.undo({});
    return {};
  },
  updateSettings: async () => {
    await registered();
    return { place: 'Mons', plannedRounds: 4 };
  },
  addPlayer: async () => {
    await registered();
    return { name: 'KAISER Jan', rating: 1400 };
  },
  importPlayers: async () => {
    await registered();
    return {
      players: [
        { name: 'KAISER Jan', rating: 1400 },
        { name: 'LAMBERT Eva', rating: 1300 },
      ],
    };
  },
  editPlayer: async () => {
    await registered();
    return { player: 2, club: 'Mons', rating: 1650 };
  },
  removePlayer: async () => {
    await registered();
    return { player: 8 };
  },
  withdrawPlayer: async () => {
    await paired();
    return { player: 3 };
  },
  setAbsent: async () => {
    await registered();
    return { players: [1, 2], absent: true };
  },
  pairNextRound: async () => {
    await registered();
    return {};
  },
  repairRound: async () => {
    await paired();
    await api.setAbsent({ players: [1], absent: true });
    return {};
  },
  swapPlayers: async () => {
    const round = await paired();
    return { first: round.matches[0]?.a.id, second: round.matches[1]?.a.id };
  },
  recordResult: async () => {
    const round = await paired();
    // The round's last result: it completes the round, so the backup runs after the commit too.
    for (const match of round.matches.slice(1)) await api.recordResult({ table: match.table, games: [[400, 300]] });
    return { table: 1, games: [[420, 380]] };
  },
  clearResult: async () => {
    await paired();
    await api.recordResult({ table: 2, games: [[400, 300]] });
    return { table: 2 };
  },
  // Two phones at two addresses agree, with the director's leave: the second writes the result.
  proposeResult: async () => {
    await paired();
    await api.updateSettings({ tableProposals: true, proposalsConfirm: true });
    const code = tableCodes(service).get(1) as string;
    const games: Array<[number, number]> = [[420, 380]];
    await api.proposeResult({ code, games, phone: mark('one'), form: mark('f1'), address: '192.168.1.20' });
    return { code, games, phone: mark('two'), form: mark('f2'), address: '192.168.1.21' };
  },
  acceptProposal: async () => {
    await paired();
    await api.updateSettings({ tableProposals: true });
    const code = tableCodes(service).get(1) as string;
    await api.proposeResult({
      code,
      games: [[420, 380]],
      phone: mark('one'),
      form: mark('f1'),
      address: '192.168.1.20',
    });
    const [proposal] = (await api.proposals({})).proposals ?? [];
    return { proposal: proposal?.id, alongside: [proposal?.id] };
  },
  startClock: async () => {
    await paired();
    return {};
  },
  pauseClock: async () => {
    await paired();
    await api.startClock({});
    return {};
  },
  resumeClock: async () => {
    await paired();
    await api.startClock({});
    await api.pauseClock({});
    return {};
  },
  adjustClock: async () => {
    await paired();
    await api.startClock({});
    return { minutes: 5 };
  },
  resetClock: async () => {
    await paired();
    await api.startClock({});
    return {};
  },
  openFinalPhase: async () => {
    await playedToTheEnd();
    return { players: 4, thirdPlace: true };
  },
  cancelFinalPhase: async () => {
    await playedToTheEnd();
    await api.openFinalPhase({ players: 4 });
    return {};
  },
  refreshFromDirectory: async () => {
    await api.directoryImport({ fileName: 'cotes.csv', bytes: list, listDate: '2026-12-01' });
    await registered();
    return {};
  },
  directoryImport: async () => ({ fileName: 'cotes.csv', bytes: list, listDate: '2026-12-01' }),
};

const WRITING = (Object.keys(registry) as CommandName[]).filter((name) => registry[name].writes);

/** Every row of every table of the open tournament (its change log included), or null when none is open. */
function rows(file: TournamentFile | null): string | null {
  if (file === null) return null;
  const tables = file.db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all() as Array<{
    name: string;
  }>;
  return JSON.stringify(tables.map(({ name }) => [name, file.db.prepare(`SELECT * FROM "${name}"`).all()]));
}

/** Fails right after the real write: the write is done, then something goes wrong. */
function failAfter<T extends object, K extends keyof T>(target: T, method: K): void {
  const real = target[method] as (...args: unknown[]) => unknown;
  vi.spyOn(target, method as never).mockImplementation(function (this: unknown, ...args: unknown[]) {
    real.apply(this, args);
    throw new Error('panne simulée après l’écriture');
  } as never);
}

describe('every writing command is one transaction', () => {
  it('the scenarios cover exactly the commands the registry says write', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual([...WRITING].sort());
  });

  it.each(WRITING)('%s is accepted in its scenario', async (command) => {
    const input = await (SCENARIOS[command] as () => Promise<unknown>)();
    const answer = await service.dispatch(command, input);
    expect(answer, JSON.stringify(answer)).toHaveProperty('result');
  });

  it.each(WRITING)('%s writes nothing when it fails after its first write', async (command) => {
    const input = await (SCENARIOS[command] as () => Promise<unknown>)();
    const before = rows(service.openFile);
    const path = service.openFile?.path ?? null;
    failAfter(TournamentStore.prototype, 'change');
    failAfter(TournamentStore.prototype, 'undoLast');
    failAfter(TournamentStore.prototype, 'redoLast');
    failAfter(PlayerDirectory.prototype, 'importList');
    const answer = await service.dispatch(command, input);
    expect(answer).toMatchObject({
      refusal: { code: 'internal', params: { detail: 'panne simulée après l’écriture' } },
    });
    vi.restoreAllMocks();
    // The same file still open, row for row as it was; no file made for a command that creates one.
    expect(service.openFile?.path ?? null).toBe(path);
    expect(rows(service.openFile)).toBe(before);
    const made = (input as { path?: string }).path;
    if (made !== undefined && made !== path) expect(existsSync(made)).toBe(false);
    // The directory took none of the list.
    if (command === 'directoryImport') expect((await api.directoryInfo({})).entries).toBe(0);
  });
});

describe('a damaged file', () => {
  it('whose facts do not hold together is refused at open, before a registration could write a player', async () => {
    await paired();
    const [first] = (await api.round({})).matches;
    const damaged = service.openFile?.path as string;
    await api.closeTournament({});
    // Damage: a player declared absent from a round they are paired in, by a program that seals
    // the content again (any other is refused for its sums before the facts are read).
    writeAsAnotherProgram(damaged, `INSERT INTO absences (round, player) VALUES (1, ${first?.a.id})`, { sealed: true });
    const before = readFileSync(damaged);
    expect(await service.dispatch('openTournament', { path: damaged })).toMatchObject({
      refusal: { code: 'file-refused', params: { problem: { reason: 'damaged', part: 'content' } } },
    });
    const answer = await service.dispatch('importPlayers', {
      players: Array.from({ length: 13 }, (_, i) => ({ name: `NOUVEAU Joueur ${i + 1}`, rating: 1200 + i })),
    });
    expect(answer).toMatchObject({ refusal: { code: 'no-tournament' } });
    expect(readFileSync(damaged).equals(before)).toBe(true);
  });
});
