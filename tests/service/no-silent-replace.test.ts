/**
 * Nothing the director typed is silently replaced: a write says what it replaces and is refused
 * when another screen wrote since; a correction is explicit; unusual games are confirmed before
 * they are saved; undo and redo walk the change log, named in French.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { refusal } from '../support/refusal.ts';

let folder: string;
let service: Service;
let api: SclassicApi;
let now = new Date('2026-12-22T13:02:00Z');

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-replace-'));
  service = createService({ clock: () => now });
  api = apiOf(service);
  await api.createTournament({ path: join(folder, 'open.sclassic'), name: 'Open', date: '2026-12-22' });
  await api.importPlayers({
    players: ['BERTIN Ana', 'CLAES Marc', 'DUBOIS Léa', 'EVRARD Tom'].map((name, i) => ({ name, rating: 1800 - i })),
  });
  await api.pairNextRound({});
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const at = (time: Date) => fr.time(time.toISOString());

describe('two screens on one file', () => {
  it('the screen that still shows « à saisir » is refused, with the result entered and when', async () => {
    // Screen 1 and screen 2 both read table 1 empty; screen 1 records first.
    const seen = (await api.round({})).matches[0]?.recorded ?? null;
    expect(seen).toBeNull();
    await api.recordResult({ table: 1, games: [[410, 300]], replaces: seen });
    now = new Date('2026-12-22T13:05:00Z');
    const stale = await refusal(api.recordResult({ table: 1, games: [[300, 500]], replaces: seen }));
    expect(stale).toMatchObject({ code: 'stale-result', field: 'table' });
    expect(stale.message).toBe(
      `Table 1 déjà saisie : 410 – 300, par un autre écran à ${at(new Date('2026-12-22T13:02:00Z'))}. Vérifiez la feuille de match : pour la remplacer, corrigez-la explicitement.`,
    );
    // 410-300 is still there.
    expect((await api.round({})).matches[0]?.recorded?.games).toEqual([[410, 300]]);
  });

  it('a correction made from an old view is refused; from the current one it replaces', async () => {
    await api.recordResult({ table: 1, games: [[410, 300]] });
    const first = (await api.round({})).matches[0]?.recorded ?? null;
    await api.recordResult({ table: 1, games: [[420, 300]], replaces: first });
    const current = (await api.round({})).matches[0]?.recorded ?? null;
    expect((await refusal(api.recordResult({ table: 1, games: [[1, 2]], replaces: first }))).code).toBe('stale-result');
    await api.recordResult({ table: 1, games: [[430, 300]], replaces: current });
    expect((await api.round({})).matches[0]?.recorded?.games).toEqual([[430, 300]]);
  });

  it('clearing what another screen changed since is refused; a cleared result is said to be cleared', async () => {
    await api.recordResult({ table: 1, games: [[410, 300]] });
    const seen = (await api.round({})).matches[0]?.recorded ?? null;
    await api.clearResult({ table: 1, replaces: seen });
    const cleared = await refusal(api.recordResult({ table: 1, games: [[400, 380]], replaces: seen }));
    expect(cleared.message).toMatch(/^Le résultat de la table 1 \(ronde 1\) a été effacé par un autre écran à /);
    await api.recordResult({ table: 1, games: [[400, 380]], replaces: null });
    expect((await refusal(api.clearResult({ table: 1, replaces: seen }))).code).toBe('stale-result');
  });
});

describe('a mistyped table number', () => {
  it('replacing a recorded result without saying so is refused, and says what is there', async () => {
    await api.recordResult({ table: 2, games: [[380, 350]] });
    const refused = await refusal(api.recordResult({ table: 2, games: [[500, 300]] }));
    expect(refused).toMatchObject({ code: 'result-recorded', field: 'table' });
    expect(refused.message).toBe(
      `La table 2 de la ronde 1 a déjà un résultat : 380 – 350, saisi à ${at(now)}. Pour le remplacer, corrigez-le explicitement (« Remplacer » à l'écran, --correct en ligne de commande).`,
    );
    expect((await api.round({})).matches[1]?.recorded?.games).toEqual([[380, 350]]);
  });

  it('names a forfeit, an abandon and a decision in what it says is there', () => {
    const base = {
      games: [[300, 410]] as Array<[number, number]>,
      forfeit: null,
      abandon: null,
      decisionAgainst: null,
    };
    expect(fr.recorded({ ...base, games: [], forfeit: 'b' }, 'BERTIN Ana', 'CLAES Marc')).toBe('forfait de CLAES Marc');
    expect(fr.recorded({ ...base, games: [], forfeit: 'both' }, 'A', 'B')).toBe('double forfait');
    expect(fr.recorded({ ...base, abandon: { by: 'a', agreed: true } }, 'BERTIN Ana', 'B')).toBe(
      '300 – 410 (abandon de BERTIN Ana)',
    );
    expect(fr.recorded({ ...base, decisionAgainst: 'b' }, 'A', 'CLAES Marc')).toBe(
      '300 – 410 (décision contre CLAES Marc)',
    );
  });
});

describe('implausible scores', () => {
  it.each([
    ['41 typed for 410', [41, 380], ['unusual-score']],
    ['over 800', [801, 420], ['unusual-score']],
    ['both players over 700', [720, 705], ['unusual-pair']],
    ['a gap over 400', [650, 240], ['unusual-gap']],
  ] as Array<[string, [number, number], string[]]>)('%s is confirmed before it is saved', async (_, game, codes) => {
    const refused = await refusal(api.recordResult({ table: 1, games: [game] }));
    expect(refused).toMatchObject({ code: 'needs-confirmation', field: 'games' });
    expect((refused.refusal.params as { warnings: Array<{ code: string }> }).warnings.map((w) => w.code)).toEqual(
      codes,
    );
    expect((await api.round({})).matches[0]?.result).toBeNull();
    await api.recordResult({ table: 1, games: [game], confirmed: true });
    expect((await api.round({})).matches[0]?.recorded?.games).toEqual([game]);
  });

  it('an ordinary score needs no confirmation', async () => {
    expect((await api.recordResult({ table: 1, games: [[412, 380]] })).match.recorded?.games).toEqual([[412, 380]]);
  });
});

describe('undo and redo', () => {
  it('undoes and redoes in order, names each in French, and a new change ends what can be redone', async () => {
    await api.recordResult({ table: 1, games: [[410, 300]] });
    await api.recordResult({ table: 2, games: [[390, 350]] });
    expect((await api.undoState({})).undo).toMatchObject({
      command: 'record-result',
      summary: 'Résultat ronde 1, table 2 : DUBOIS Léa – EVRARD Tom, 390-350',
    });
    expect(fr.action['record-result']).toBe('Résultat');
    expect((await api.undoState({})).redo).toBeNull();

    expect((await api.undo({})).undone?.summary).toMatch(/table 2/);
    expect((await api.undo({})).undone?.summary).toMatch(/table 1/);
    const state = await api.undoState({});
    expect(state.redo?.summary).toMatch(/table 1/);
    expect((await api.round({})).missingTables).toEqual([1, 2]);

    expect((await api.redo({})).redone?.summary).toMatch(/table 1/);
    expect((await api.round({})).matches.map((m) => m.recorded?.games ?? null)).toEqual([[[410, 300]], null]);
    expect((await api.redo({})).redone?.summary).toMatch(/table 2/);
    expect((await api.round({})).matches.map((m) => m.recorded?.games ?? null)).toEqual([[[410, 300]], [[390, 350]]]);
    expect((await api.redo({})).redone).toBeNull();

    // Undo after redo takes back the redone change; a new change then ends the redo.
    await api.undo({});
    await api.setAbsent({ players: [1], absent: true });
    expect((await api.undoState({})).redo).toBeNull();
    expect((await api.redo({})).redone).toBeNull();
  });

  it('the revision moves on with every change, undo and redo', async () => {
    const revisions = [(await api.undoState({})).revision];
    await api.recordResult({ table: 1, games: [[410, 300]] });
    revisions.push((await api.undoState({})).revision);
    await api.undo({});
    revisions.push((await api.undoState({})).revision);
    await api.redo({});
    revisions.push((await api.undoState({})).revision);
    expect(new Set(revisions).size).toBe(4);
    expect([...revisions].sort((a, b) => a - b)).toEqual(revisions);
  });
});
