/**
 * refreshFromDirectory on real files: a tournament registered from an older list takes the
 * ratings of a newer one, matched by licence or by folded name, as one undoable change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { refusal } from '../support/refusal.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-refresh-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z'), dataFolder: folder });
  api = apiOf(service);
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const list = (...rows: string[]) =>
  new TextEncoder().encode(`${['Licence;Nom;Prénom;Club;Cote;Type;Catégorie', ...rows].join('\n')}\n`);

async function tournamentWith(players: Array<{ name: string; rating: number; licence?: string; club?: string }>) {
  await api.createTournament({ path: join(folder, 'open.sclassic'), name: 'Open', date: '2026-12-20' });
  await api.importPlayers({ players });
}

async function importDecemberList() {
  await api.directoryImport({
    fileName: 'decembre.csv',
    listDate: '2026-12-01',
    bytes: list(
      '1001;BERTIN;Ana;Mons;1750;PL;Vermeil',
      ';ÉLOY;Léa;Namur;1540;PL*;',
      '3001;MARTIN;Paul;Liège;1600;PL;',
      '3002;MARTIN;Paul;Namur;1400;PL;',
      '1005;ROUX;Éric;Paris;1900;PL;',
    ),
  });
}

describe('previewDirectoryRefresh, then refreshFromDirectory', () => {
  beforeEach(async () => {
    await importDecemberList();
    await tournamentWith([
      { name: 'BERTIN Ana', rating: 1720, licence: '1001', club: 'Mons' },
      { name: 'Eloy Lea', rating: 1500 },
      { name: 'MARTIN Paul', rating: 1500 },
      { name: 'INCONNU Zoé', rating: 1300 },
      { name: 'ROUX Éric', rating: 1900, club: 'Paris' },
    ]);
  });

  it('proposes the changes: by licence, by name (accents and case ignored), only the fields that differ', async () => {
    const report = await api.previewDirectoryRefresh({});
    expect(report.applied).toBe(false);
    expect(report.changes).toEqual([
      {
        player: { id: 1, name: 'BERTIN Ana' },
        from: { rating: 1720, category: '' },
        to: { rating: 1750, category: 'Vermeil' },
        listDate: '2026-12-01',
        ratingLocked: false,
      },
      {
        player: { id: 2, name: 'Eloy Lea' },
        from: { rating: 1500, ratingType: 'PL', club: '' },
        to: { rating: 1540, ratingType: 'PL*', club: 'Namur' },
        listDate: '2026-12-01',
        ratingLocked: false,
      },
      {
        // Found by name, the licence completed.
        player: { id: 5, name: 'ROUX Éric' },
        from: { licence: '' },
        to: { licence: '1005' },
        listDate: '2026-12-01',
        ratingLocked: false,
      },
    ]);
    expect(report.ambiguous).toEqual([{ id: 3, name: 'MARTIN Paul', entries: 2 }]);
    expect(report.notFound).toEqual([{ id: 4, name: 'INCONNU Zoé' }]);
  });

  it('writes nothing when proposing, and the proposal is the changes the write makes', async () => {
    const before = await api.listPlayers({});
    const log = await api.log({});
    const proposal = await api.previewDirectoryRefresh({});
    await api.previewDirectoryRefresh({ keepRatings: true });
    expect(await api.listPlayers({})).toEqual(before);
    expect(await api.log({})).toEqual(log);
    expect(await api.refreshFromDirectory({})).toEqual({ ...proposal, applied: true });
  });

  it('applies every change as one change of the file, which undo takes back', async () => {
    const before = await api.listPlayers({});
    const log = await api.log({});
    const report = await api.refreshFromDirectory({});
    expect(report.applied).toBe(true);
    expect(report.changes).toHaveLength(3);
    const after = await api.listPlayers({});
    expect(after.find((p) => p.id === 1)).toMatchObject({ rating: 1750, category: 'Vermeil', licence: '1001' });
    expect(after.find((p) => p.id === 2)).toMatchObject({ rating: 1540, ratingType: 'PL*', club: 'Namur' });
    expect(after.find((p) => p.id === 3)).toMatchObject({ rating: 1500 });
    expect(after.find((p) => p.id === 5)).toMatchObject({ licence: '1005' });
    const logAfter = await api.log({});
    expect(logAfter).toHaveLength(log.length + 1);
    expect(logAfter[0]?.summary).toBe('Mise à jour de 3 joueurs depuis le répertoire');
    // Nothing left to change: nothing written.
    expect((await api.previewDirectoryRefresh({})).changes).toEqual([]);
    expect(await api.refreshFromDirectory({})).toMatchObject({ applied: false, changes: [] });
    expect(await api.log({})).toHaveLength(log.length + 1);
    await api.undo({});
    expect(await api.listPlayers({})).toEqual(before);
  });

  it('leaves alone one entry two registered homonyms match', async () => {
    await api.addPlayer({ name: 'ÉLOY Léa', rating: 1450, allowHomonym: true });
    const report = await api.previewDirectoryRefresh({});
    expect(report.changes.map((c) => c.player.id)).toEqual([1, 5]);
    expect(report.ambiguous.map((a) => [a.id, a.entries])).toEqual([
      [2, 1],
      [3, 2],
      [6, 1],
    ]);
  });

  it('refuses a rating change once round 1 is paired, writing nothing; the rest with keepRatings', async () => {
    await api.pairNextRound({});
    const proposal = await api.previewDirectoryRefresh({});
    expect(proposal.changes.map((c) => c.ratingLocked)).toEqual([true, true, true]);
    const log = await api.log({});
    const refused = await refusal(api.refreshFromDirectory({}));
    expect(refused.code).toBe('ratings-locked');
    expect(refused.message).toMatch(/ronde 1 est appariée.*2 joueurs \(BERTIN Ana, Eloy Lea\).*Rien n'a été modifié/);
    expect(await api.log({})).toEqual(log);

    const kept = await api.refreshFromDirectory({ keepRatings: true });
    expect(kept.applied).toBe(true);
    expect(kept.ratingsKept).toBe(2);
    expect(kept.changes.map((c) => c.to)).toEqual([
      { category: 'Vermeil' },
      { ratingType: 'PL*', club: 'Namur' },
      { licence: '1005' },
    ]);
    const players = await api.listPlayers({});
    expect(players.find((p) => p.id === 1)).toMatchObject({ rating: 1720, category: 'Vermeil' });
  });

  it('lets a late entrant not yet paired take the new rating', async () => {
    await api.pairNextRound({});
    await api.refreshFromDirectory({ keepRatings: true });
    await api.directoryImport({
      fileName: 'janvier.csv',
      listDate: '2026-12-20',
      bytes: list('2001;NOUVEAU;Tom;Mons;1610;PL;'),
    });
    await api.addPlayer({ name: 'NOUVEAU Tom', rating: 1500 });
    // The paired players' ratings stay as they were; the late entrant's changes.
    const report = await api.refreshFromDirectory({ keepRatings: true });
    expect(report.ratingsKept).toBe(2);
    expect(report.changes).toMatchObject([
      { player: { name: 'NOUVEAU Tom' }, to: { rating: 1610, club: 'Mons', licence: '2001' }, ratingLocked: false },
    ]);
  });

  it('needs an open tournament', async () => {
    service.close();
    expect((await refusal(api.previewDirectoryRefresh({}))).code).toBe('no-tournament');
    expect((await refusal(api.refreshFromDirectory({}))).code).toBe('no-tournament');
  });
});
