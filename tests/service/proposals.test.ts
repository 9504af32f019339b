/**
 * Results proposed from the tables, through `dispatch` with each hand: a phone holding its match
 * sheet's code reads that sheet and proposes its result; the proposal waits (never in the file)
 * until a director's or a station's hand validates it — then it is an ordinary result, logged as
 * proposed by the table and validated by that hand — or dismisses it. Two different proposals for
 * one table are never validated by a hand that did not see both; the same numbers from two phones
 * at two addresses validate themselves only when the director allows it; a code is good for its
 * table of its round, and expires when the round is complete, paired again, or the table's players
 * change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { type Hand, TABLE_PHONE } from '../../src-main/contract/roles.ts';
import type { ProposalView } from '../../src-main/contract/views/stations.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { folderSnapshot } from '../support/command-walk.ts';
import { refusal } from '../support/refusal.ts';
import { mark, tableCodes } from '../support/table-codes.ts';

const ARBITRE_2: Hand = { role: 'saisie', name: 'Arbitre 2' };

let folder: string;
let path: string;
let service: Service;
let api: SclassicApi;
let station: SclassicApi;
let phone: SclassicApi;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-12-22T13:02:00Z');
  folder = mkdtempSync(join(tmpdir(), 'sclassic-proposals-'));
  path = join(folder, 'open.sclassic');
  service = createService({ clock: () => now, dataFolder: join(folder, 'données') });
  api = apiOf(service);
  station = apiOf(service, 'fr', ARBITRE_2);
  phone = apiOf(service, 'fr', TABLE_PHONE);
  await api.createTournament({ path, name: 'Open', date: '2026-12-22', tableProposals: true });
  await api.importPlayers({
    players: ['BERTIN Ana', 'CLAES Marc', 'DUBOIS Léa', 'EVRARD Tom', 'FABRE Zoé', 'GILLES Paul'].map((name, i) => ({
      name,
      rating: 1800 - i,
    })),
  });
  await api.pairNextRound({});
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A phone's proposal for a table, from its own mark and address, each form new unless said. */
let forms = 0;
function propose(table: number, games: Array<[number, number]>, from = 'one', address = '192.168.1.20', form?: string) {
  return phone.proposeResult({
    code: tableCodes(service).get(table) as string,
    games,
    phone: mark(from),
    form: form ?? mark(`form${forms++}`),
    address,
  });
}

async function waiting(): Promise<ProposalView[]> {
  return (await api.proposals({})).proposals ?? [];
}

describe('a phone at a table', () => {
  it('reads its sheet by the code: the table, its two players, the format', async () => {
    const sheet = await phone.tableSheet({ code: tableCodes(service).get(2) as string });
    expect(sheet).toMatchObject({ tournament: 'Open', round: 1, table: 2, bestOfThree: false, recorded: null });
    const round = await api.round({ round: 1 });
    expect([sheet.a, sheet.b]).toEqual([round.matches[1]?.a.name, round.matches[1]?.b?.name]);
  });

  it('proposes a result that waits, and writes nothing to the file', async () => {
    const before = folderSnapshot(folder, service.openFile);
    const revision = (await api.undoState({})).revision;
    now = new Date('2026-12-22T14:02:00Z');
    const sent = await propose(2, [[412, 380]]);
    expect(sent.sent).toBe('new');
    expect(sent.sheet.mine).toEqual({ games: [[412, 380]], at: '2026-12-22T14:02:00.000Z' });
    expect(await waiting()).toMatchObject([{ round: 1, table: 2, games: [[412, 380]], phones: 1 }]);
    expect((await api.undoState({})).revision).toBe(revision);
    expect(folderSnapshot(folder, service.openFile)).toEqual(before);
  });

  it('sends a form once: a replay adds nothing, even after the proposal was set aside', async () => {
    await propose(2, [[412, 380]], 'one', '192.168.1.20', mark('le-formulaire'));
    const again = await propose(2, [[412, 380]], 'one', '192.168.1.20', mark('le-formulaire'));
    expect(again.sent).toBe('again');
    const [proposal] = await waiting();
    await api.dismissProposal({ proposal: proposal?.id as string });
    expect((await propose(2, [[412, 380]], 'one', '192.168.1.20', mark('le-formulaire'))).sent).toBe('again');
    expect(await waiting()).toEqual([]);
  });

  it('takes back its earlier numbers when it sends others; the same numbers from two phones are one proposal', async () => {
    await propose(2, [[412, 380]], 'one');
    await propose(2, [[421, 380]], 'one');
    expect((await waiting()).map((p) => p.games)).toEqual([[[421, 380]]]);
    await propose(2, [[421, 380]], 'two', '192.168.1.21');
    expect(await waiting()).toMatchObject([{ games: [[421, 380]], phones: 2 }]);
  });

  it('is told at once what the rules refuse, and proposes nothing then', async () => {
    const wrong = await refusal(propose(2, [[412, 380, 5] as unknown as [number, number]]));
    expect(wrong.code).toBe('invalid-input');
    // Two games where the match is played in one: the engine's own check, said to the phone.
    const twoGames = await refusal(
      propose(2, [
        [412, 380],
        [400, 300],
      ]),
    );
    expect(twoGames.code).not.toBe('invalid-input');
    expect(await waiting()).toEqual([]);
  });

  it('may read and propose nothing else: not the summary, not a result typed directly', async () => {
    expect((await refusal(phone.show({}))).code).toBe('not-allowed');
    expect((await refusal(phone.recordResult({ table: 2, games: [[412, 380]] }))).code).toBe('not-allowed');
    expect((await refusal(phone.proposals({}))).code).toBe('not-allowed');
  });
});

describe('a sheet’s code', () => {
  const unknown = { code: 'table-code-unknown', params: {} };

  it('is good for its table alone; a code made up, or of another tournament, gets the same answer', async () => {
    const codes = tableCodes(service);
    expect(new Set(codes.values()).size).toBe(3);
    const one = codes.get(1) as string;
    // Table 1's code with its last character changed: one of its 128 bits off is another code.
    const offByOne = `${one.slice(0, 21)}${one.endsWith('A') ? 'B' : 'A'}`;
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', offByOne]) {
      expect((await refusal(phone.tableSheet({ code }))).refusal).toMatchObject(unknown);
      expect(
        (await refusal(phone.proposeResult({ code, games: [[1, 2]], phone: mark('a'), form: mark('b'), address: 'x' })))
          .refusal,
      ).toMatchObject(unknown);
    }
  });

  it('expires when the round is complete, when it is paired again, and when its table’s players change', async () => {
    const first = tableCodes(service);
    // Paired again (a moment later, as any pairing): every sheet of the round is another one.
    now = new Date('2026-12-22T13:05:00Z');
    const round = await api.round({ round: 1 });
    await api.repairRound({ pairing: round.pairing });
    const second = tableCodes(service);
    for (const [table, code] of first) {
      expect(second.get(table)).not.toBe(code);
      expect((await refusal(phone.tableSheet({ code }))).refusal).toMatchObject(unknown);
    }
    // A swap seats other players at two tables: their sheets expire, the third one's stays.
    const view = await api.round({ round: 1 });
    await api.swapPlayers({
      first: view.matches[0]?.a.id as number,
      second: view.matches[1]?.a.id as number,
      pairing: view.pairing,
    });
    const third = tableCodes(service);
    expect([third.get(1) === second.get(1), third.get(2) === second.get(2), third.get(3) === second.get(3)]).toEqual([
      false,
      false,
      true,
    ]);
    // The round complete: no code of it reaches anything.
    for (const table of [1, 2, 3]) await api.recordResult({ table, games: [[400, 300]] });
    expect(tableCodes(service, 1).size).toBe(0);
    expect((await refusal(phone.tableSheet({ code: third.get(3) as string }))).refusal).toMatchObject(unknown);
  });

  it('reaches nothing when the tournament takes no proposals', async () => {
    const code = tableCodes(service).get(1) as string;
    await api.updateSettings({ tableProposals: false });
    expect((await refusal(phone.tableSheet({ code }))).code).toBe('proposals-off');
    // Turned on again, the same key: the sheets printed before still reach their tables.
    await api.updateSettings({ tableProposals: true });
    expect((await phone.tableSheet({ code })).table).toBe(1);
  });
});

describe('the queue, and a hand that validates', () => {
  it('makes a validated proposal an ordinary result, logged as proposed by the table and validated by that hand', async () => {
    now = new Date('2026-12-22T14:02:00Z');
    await propose(2, [[412, 380]]);
    const [proposal] = (await station.proposals({})).proposals ?? [];
    now = new Date('2026-12-22T14:03:00Z');
    const outcome = await station.acceptProposal({ proposal: proposal?.id as string, alongside: [] });
    expect(outcome.match.recorded?.games).toEqual([[412, 380]]);
    expect(outcome.match.entered).toEqual({ by: 'Arbitre 2', at: '2026-12-22T14:03:00.000Z', via: 'validated' });
    expect(outcome.round.entered).toBe(1);
    expect((await api.log({}))[0]).toMatchObject({
      command: 'record-result',
      hand: 'Arbitre 2',
      summary: expect.stringMatching(/^Résultat ronde 1, table 2 : .*412-380 ; proposé par la table, validé$/),
    });
    expect(await waiting()).toEqual([]);
    // The phone sees what became of it.
    const sheet = await phone.tableSheet({ code: tableCodes(service).get(2) as string, phone: mark('one') });
    expect(sheet).toMatchObject({ recorded: [[412, 380]], mine: null, fate: { how: 'validated', by: 'Arbitre 2' } });
    // Undo takes it back like any result; the director's own validation says « le directeur ».
    await api.undo({});
    await propose(2, [[412, 381]], 'two');
    const [again] = await waiting();
    await api.acceptProposal({ proposal: again?.id as string, alongside: [] });
    expect((await api.log({}))[0]?.summary).toMatch(/validé par le directeur$/);
  });

  it('never validates one of two different proposals for a hand that did not see both', async () => {
    await propose(2, [[412, 380]], 'one');
    const [first] = await waiting();
    await propose(2, [[380, 412]], 'two', '192.168.1.21');
    const blind = await refusal(api.acceptProposal({ proposal: first?.id as string, alongside: [] }));
    expect(blind.refusal).toMatchObject({
      code: 'stale-proposals',
      params: { round: 1, table: 2, proposals: [{ games: [[412, 380]] }, { games: [[380, 412]] }] },
    });
    expect(blind.message).toContain('412-380 ; 380-412');
    expect((await api.round({ round: 1 })).matches[1]?.recorded).toBeNull();
    const both = await waiting();
    await api.acceptProposal({ proposal: both[1]?.id as string, alongside: both.map((p) => p.id) });
    expect((await api.round({ round: 1 })).matches[1]?.recorded?.games).toEqual([[380, 412]]);
    // The other one left the queue too: the table's result is in.
    expect(await waiting()).toEqual([]);
    const mine = await phone.tableSheet({ code: tableCodes(service).get(2) as string, phone: mark('one') });
    expect(mine.fate).toMatchObject({ how: 'entered', by: null });
  });

  it('refuses the second hand on one table, saying whose result is in', async () => {
    await propose(2, [[412, 380]]);
    const [proposal] = await waiting();
    now = new Date('2026-12-22T14:05:00Z');
    await station.recordResult({ table: 2, games: [[412, 381]] });
    const late = await refusal(api.acceptProposal({ proposal: proposal?.id as string, alongside: [] }));
    expect(late.refusal).toMatchObject({
      code: 'proposal-gone',
      params: { fate: { how: 'entered', by: 'Arbitre 2' } },
    });
    expect(late.message).toMatch(/le résultat de la table a été saisi par Arbitre 2 à /);
    expect((await api.round({ round: 1 })).matches[1]?.recorded?.games).toEqual([[412, 381]]);
  });

  it('asks a hand to confirm unusual numbers, as a typed result', async () => {
    await propose(2, [[750, 120]]);
    const [proposal] = await waiting();
    const asked = await refusal(api.acceptProposal({ proposal: proposal?.id as string, alongside: [] }));
    expect(asked.code).toBe('needs-confirmation');
    await api.acceptProposal({ proposal: proposal?.id as string, alongside: [], confirmed: true });
    expect((await api.round({ round: 1 })).matches[1]?.recorded?.games).toEqual([[750, 120]]);
  });

  it('lets a hand set a proposal aside: the phone sees so, the table’s other proposal stays', async () => {
    await propose(2, [[412, 380]], 'one');
    await propose(2, [[380, 412]], 'two', '192.168.1.21');
    const [first] = await waiting();
    now = new Date('2026-12-22T14:06:00Z');
    await station.dismissProposal({ proposal: first?.id as string });
    expect((await waiting()).map((p) => p.games)).toEqual([[[380, 412]]]);
    const sheet = await phone.tableSheet({ code: tableCodes(service).get(2) as string, phone: mark('one') });
    expect(sheet.fate).toEqual({ how: 'dismissed', by: 'Arbitre 2', at: '2026-12-22T14:06:00.000Z' });
    expect(refusalMessage((await refusal(api.dismissProposal({ proposal: first?.id as string }))).refusal)).toBe(
      `Cette proposition n'attend plus : écartée par Arbitre 2 à ${new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }).format(now)}. La liste est à jour.`,
    );
  });

  it('drops the proposals of a round paired again, saying the table changed', async () => {
    await propose(1, [[412, 380]], 'one');
    const [proposal] = await waiting();
    now = new Date('2026-12-22T13:05:00Z');
    await api.repairRound({ pairing: (await api.round({ round: 1 })).pairing });
    expect(await waiting()).toEqual([]);
    expect(
      (await refusal(api.acceptProposal({ proposal: proposal?.id as string, alongside: [] }))).refusal,
    ).toMatchObject({ code: 'proposal-gone', params: { fate: { how: 'expired' } } });
  });

  it('holds a few different proposals per table: a phone typing nonsense cannot fill the queue', async () => {
    for (let i = 0; i < 4; i++) await propose(2, [[400 + i, 300]], `phone${i}`, `192.168.1.${30 + i}`);
    expect((await refusal(propose(2, [[499, 300]], 'phone9', '192.168.1.39'))).refusal).toMatchObject({
      code: 'proposals-full',
      params: { waiting: 4 },
    });
    // The same numbers as one waiting still count in.
    expect((await propose(2, [[400, 300]], 'phone9', '192.168.1.39')).sent).toBe('new');
  });
});

describe('two phones that agree', () => {
  it('validate the result when the director allows it, from two addresses, with no other proposal and usual numbers', async () => {
    await api.updateSettings({ proposalsConfirm: true });
    await propose(2, [[412, 380]], 'one', '192.168.1.20');
    // The same address twice is one phone, whatever marks it sends: counted once on the arbiters'
    // queue too, which a device clearing its cookies (or a program inventing marks) cannot swell.
    expect((await propose(2, [[412, 380]], 'other', '192.168.1.20')).sent).toBe('new');
    expect((await propose(2, [[412, 380]], 'third', '192.168.1.20')).sent).toBe('new');
    expect((await api.round({ round: 1 })).matches[1]?.recorded).toBeNull();
    expect(await waiting()).toMatchObject([{ games: [[412, 380]], phones: 1 }]);
    now = new Date('2026-12-22T14:07:00Z');
    const second = await propose(2, [[412, 380]], 'two', '192.168.1.21');
    expect(second.sent).toBe('confirmed');
    expect(second.sheet).toMatchObject({ recorded: [[412, 380]], fate: { how: 'confirmed' } });
    const match = (await api.round({ round: 1 })).matches[1];
    expect(match?.entered).toEqual({ by: null, at: '2026-12-22T14:07:00.000Z', via: 'confirmed' });
    expect((await api.log({}))[0]?.summary).toMatch(/proposé par la table, confirmé par deux téléphones$/);
    // A hand typing over it is told where the result came from.
    const typed = await refusal(api.recordResult({ table: 2, games: [[380, 412]], replaces: null }));
    expect(typed.message).toMatch(/^Table 2 déjà saisie : 412 – 380, confirmée par deux téléphones de la table à /);
    const cli = await refusal(api.recordResult({ table: 2, games: [[380, 412]] }));
    expect(cli.message).toContain('412 – 380, confirmé par deux téléphones de la table à ');
  });

  it('wait for a hand when the director did not allow it, when the table has another proposal, or the numbers are unusual', async () => {
    await propose(2, [[412, 380]], 'one', '192.168.1.20');
    expect((await propose(2, [[412, 380]], 'two', '192.168.1.21')).sent).toBe('new');
    await api.updateSettings({ proposalsConfirm: true });
    await propose(3, [[412, 380]], 'one', '192.168.1.20');
    await propose(3, [[380, 412]], 'three', '192.168.1.22');
    expect((await propose(3, [[412, 380]], 'two', '192.168.1.21')).sent).toBe('new');
    await propose(1, [[760, 120]], 'one', '192.168.1.20');
    expect((await propose(1, [[760, 120]], 'two', '192.168.1.21')).sent).toBe('new');
    expect((await api.round({ round: 1 })).entered).toBe(0);
  });
});

describe('the screens waiting on the queue', () => {
  it('are answered at the next proposal, and at the next change of the file', async () => {
    const { version } = await api.proposals({});
    const waitingOne = api.proposals({ known: version });
    let answered = false;
    void waitingOne.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(answered).toBe(false);
    await propose(2, [[412, 380]]);
    expect(await waitingOne).toEqual({ version: version + 1, enabled: true, proposals: null });
    const later = (await api.proposals({})).version;
    const waitingTwo = station.proposals({ known: later });
    await api.recordResult({ table: 2, games: [[412, 380]] });
    expect((await waitingTwo).proposals).toBeNull();
    expect(await waiting()).toEqual([]);
  });

  it('show nothing while the tournament takes no proposals', async () => {
    await propose(2, [[412, 380]]);
    await api.updateSettings({ tableProposals: false });
    expect(await api.proposals({})).toMatchObject({ enabled: false, proposals: [] });
    expect((await refusal(api.acceptProposal({ proposal: 'p1', alongside: [] }))).code).toBe('proposals-off');
  });

  it('forget the proposals when the file is closed: they were never in it', async () => {
    await propose(2, [[412, 380]]);
    await api.closeTournament({});
    await api.openTournament({ path });
    expect(await waiting()).toEqual([]);
  });
});
