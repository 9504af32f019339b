/** The service API on real files: every command, its domain checks, and undo. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { rejectionText } from '../../src-main/contract/i18n/messages.ts';
import { en } from '../../src-main/contract/i18n/refusals-en.ts';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import { withChange } from '../../src-main/contract/views.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { HEADER } from '../fixtures/players/fixture-players.ts';
import { folderSnapshot } from '../support/command-walk.ts';
import { fileRefusal, refusal } from '../support/refusal.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-service-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z') });
  api = apiOf(service);
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

async function tournament(players: number, options: Partial<Parameters<SclassicApi['createTournament']>[0]> = {}) {
  await api.createTournament({
    path: join(folder, 't.sclassic'),
    name: 'Open de Courcelles',
    date: '2026-12-22',
    ...options,
  });
  if (players > 0) {
    await api.importPlayers({
      players: Array.from({ length: players }, (_, i) => ({
        name: `JOUEUR ${String.fromCharCode(65 + i)}`,
        rating: 2000 - 10 * i,
      })),
    });
  }
}

/** Records a result for every table still waiting in the current round: A wins 400-300. */
async function finishRound() {
  const round = await api.round({});
  for (const table of round.missingTables) await api.recordResult({ table, games: [[400, 300]] });
}

describe('creating and opening', () => {
  it('creates a tournament and opens it again', async () => {
    const created = await api.createTournament({
      path: join(folder, 'a.sclassic'),
      name: ' Open  de Mons ',
      date: '2026-12-22',
      place: 'Mons',
      minutes: 20,
    });
    expect(created).toMatchObject({
      name: 'Open de Mons',
      place: 'Mons',
      minutes: 20,
      plannedRounds: null,
      roundsPaired: 0,
      players: 0,
    });
    await api.closeTournament({});
    expect(await api.openTournament({ path: join(folder, 'a.sclassic') })).toMatchObject({ name: 'Open de Mons' });
  });

  it('refuses to overwrite an existing file and to create with a bad date', async () => {
    await tournament(0);
    expect(
      await refusal(api.createTournament({ path: join(folder, 't.sclassic'), name: 'X', date: '2026-12-22' })),
    ).toMatchObject(fileRefusal('exists'));
    const bad = await refusal(
      api.createTournament({ path: join(folder, 'b.sclassic'), name: 'X', date: '2026-02-30' }),
    );
    expect(bad).toMatchObject({ code: 'invalid-input', field: 'date' });
    expect(bad.message).toMatch(/cette date n'existe pas/);
  });

  it('refuses commands when no tournament is open', async () => {
    expect((await refusal(api.show({}))).message).toMatch(/Aucun tournoi n'est ouvert/);
  });
});

describe('where a tournament file goes', () => {
  it('puts a name alone in the tournaments folder, made on first use, with .sclassic, and says where', async () => {
    const documents = join(folder, 'Documents', 'Tournois Sclassic');
    const own = createService({ tournamentsFolder: () => documents });
    const ownApi = apiOf(own);
    try {
      expect(await ownApi.defaults({})).toEqual({ folder: documents, separator: '/' });
      const created = await ownApi.createTournament({ path: 'Open de Test', name: 'Open de Test', date: '2026-12-22' });
      expect(created.path).toBe(join(documents, 'Open de Test.sclassic'));
      expect(readdirSync(documents)).toEqual(['Open de Test.sclassic']);
      await ownApi.closeTournament({});
      // Opened by the name it was given, without its extension.
      expect((await ownApi.openTournament({ path: 'Open de Test' })).path).toBe(created.path);
      await ownApi.closeTournament({});
      // A path of the director's own is kept as it is, the extension added.
      const elsewhere = await ownApi.createTournament({
        path: join(folder, 'ailleurs'),
        name: 'Ailleurs',
        date: '2026-12-22',
      });
      expect(elsewhere.path).toBe(join(folder, 'ailleurs.sclassic'));
      await ownApi.closeTournament({});
      // The same name again is refused: nothing is overwritten.
      expect(
        (await refusal(ownApi.createTournament({ path: 'Open de Test.sclassic', name: 'X', date: '2026-12-22' }))).code,
      ).toBe('file-refused');
    } finally {
      own.close();
    }
  });

  it('tells a screen only its tournaments folder: by default the folder it runs in', async () => {
    expect(await api.defaults({})).toEqual({ folder: process.cwd(), separator: '/' });
  });
});

describe('players', () => {
  it('refuses a duplicate registration, accents and case ignored, unless it is a homonym', async () => {
    await tournament(0);
    await api.addPlayer({ name: 'BERTIN Émile', rating: 1500 });
    // A higher rating registered after him: he is the file's first player, but second on the list.
    await api.addPlayer({ name: 'ALBERT Zoé', rating: 1900 });
    const duplicate = await refusal(api.addPlayer({ name: 'bertin emile', rating: 1400 }));
    expect(duplicate).toMatchObject({ code: 'duplicate-player', field: 'name' });
    // The director reads the list's « Rang », never the file's internal number.
    expect(duplicate.message).toBe(
      "« bertin emile » est déjà inscrit : BERTIN Émile, rang 2 des inscrits. S'il s'agit d'un homonyme, confirmez l'inscription d'un second joueur du même nom.",
    );
    expect(duplicate.message).not.toMatch(/n°/);
    expect(await api.addPlayer({ name: 'bertin emile', rating: 1400, allowHomonym: true })).toMatchObject({ id: 3 });
  });

  it('says a name twice in one import is a duplicate of the line above, which has no rank yet', async () => {
    await tournament(0);
    const twice = await refusal(
      api.importPlayers({
        players: [
          { name: 'ROUX Noël', rating: 1500 },
          { name: 'Roux Noel', rating: 1500 },
        ],
      }),
    );
    expect(twice.refusal).toMatchObject({ code: 'duplicate-player', params: { rank: null } });
    expect(twice.message).toContain('déjà inscrit : ROUX Noël, plus haut dans la même liste.');
    expect(await api.listPlayers({})).toEqual([]);
  });

  it('keeps markup as text and refuses control characters', async () => {
    await tournament(0);
    expect(await api.addPlayer({ name: '<b>GRAS</b> Léa', rating: 1500 })).toMatchObject({ name: '<b>GRAS</b> Léa' });
    expect((await refusal(api.addPlayer({ name: 'NUL\u0000', rating: 1500 }))).message).toMatch(
      /caractères de contrôle/,
    );
  });

  it('ranks players initially and finds them by number or by name', async () => {
    await tournament(3);
    const list = await api.listPlayers({});
    expect(list.map((p) => [p.id, p.initialRank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(await api.editPlayer({ player: 'joueur b', club: 'Charleroi' })).toMatchObject({ id: 2, club: 'Charleroi' });
    const ambiguous = await refusal(api.withdrawPlayer({ player: 'joueur' }));
    expect(ambiguous.code).toBe('ambiguous-player');
  });

  it('names a player as registration does: ligatures, accents, hyphens, case and word order folded alike', async () => {
    await tournament(0);
    await api.importPlayers({
      players: [
        { name: 'ŒUVRARD Jean', rating: 1600 },
        { name: 'MARTIN Jean-Pierre', rating: 1500 },
        { name: 'MARTIN Paul', rating: 1400 },
      ],
    });
    // The same folding refuses the duplicate and finds the player.
    expect((await refusal(api.addPlayer({ name: 'OEUVRARD Jean', rating: 1500 }))).code).toBe('duplicate-player');
    expect((await api.playerHistory({ player: 'OEUVRARD' })).player.name).toBe('ŒUVRARD Jean');
    expect((await api.playerHistory({ player: 'oeuvrard jean' })).player.name).toBe('ŒUVRARD Jean');
    expect((await api.playerHistory({ player: 'martin jean pierre' })).player.name).toBe('MARTIN Jean-Pierre');
    expect((await api.playerHistory({ player: 'Jean-Pierre Martin' })).player.name).toBe('MARTIN Jean-Pierre');
    const both = await refusal(api.playerHistory({ player: 'martin' }));
    expect(both).toMatchObject({ code: 'ambiguous-player', field: 'player' });
    expect(both.message).toBe(
      '« martin » désigne plusieurs joueurs (n° 2 MARTIN Jean-Pierre, n° 3 MARTIN Paul) : donnez le numéro.',
    );
  });

  it('after round 1: no removal, no rating change, late entries join from the next round', async () => {
    await tournament(8);
    await api.pairNextRound({});
    expect((await refusal(api.removePlayer({ player: 1 }))).message).toMatch(/Déclarez plutôt son retrait/);
    expect((await refusal(api.editPlayer({ player: 1, rating: 1 }))).code).toBe('rating-locked');
    const late = await api.addPlayer({ name: 'RETARD Paul', rating: 1700 });
    // Round 1 is under way: the late entry joins from round 2, the next one.
    expect(late).toMatchObject({ firstRound: 2, absentNextRound: false });
    await finishRound();
    const round2 = await api.pairNextRound({});
    expect(round2.matches.some((m) => m.a.id === late.id || m.b?.id === late.id)).toBe(true);
    const history = await api.playerHistory({ player: late.id });
    expect(history.lines[0]).toMatchObject({ round: 1, outcome: 'absent', pm: 0 });
  });

  it('a withdrawn player is no longer paired and ranks last', async () => {
    await tournament(8);
    await api.pairNextRound({});
    await finishRound();
    expect(await api.withdrawPlayer({ player: 1 })).toMatchObject({ withdrawnAfter: 1 });
    const round2 = await api.pairNextRound({});
    expect(round2.matches.flatMap((m) => [m.a.id, m.b?.id])).not.toContain(1);
    const standings = await api.standings({ final: true });
    expect(standings.rows.at(-1)).toMatchObject({ id: 1, withdrawn: true });
  });
});

describe('reading a players file before import', () => {
  const FIXTURES = new URL('../fixtures/players/', import.meta.url).pathname;
  const fixture = (name: string) => ({ fileName: name, bytes: new Uint8Array(readFileSync(`${FIXTURES}${name}`)) });

  it('reads the workbook, flags who is already registered by licence or by name, and changes nothing', async () => {
    await tournament(0);
    await api.importPlayers({
      players: [
        { name: 'OEUVRARD Lea', rating: 1600 },
        { name: 'DURAND Marc', rating: 1500, licence: 'B1004' },
      ],
    });
    const before = await api.log({});
    const read = await api.readPlayerFile(fixture('joueurs.xlsx'));
    expect(read).toMatchObject({ fileName: 'joueurs.xlsx', format: 'xlsx', encoding: null, missing: [], rejected: [] });
    expect(read.header).toEqual(HEADER);
    expect(read.players.map((p) => [p.line, p.player.name, p.duplicateOf])).toEqual([
      [2, 'BERTIN Ana', null],
      [3, 'ŒUVRARD Léa', { name: 'OEUVRARD Lea', line: null, by: 'name' }],
      [4, 'ÇELIK Émile', null],
      [5, 'MÜLLER Jürgen', { name: 'DURAND Marc', line: null, by: 'licence' }],
    ]);
    expect(read.players[0]?.player).toEqual({
      name: 'BERTIN Ana',
      rating: 1720,
      club: 'Courcelles',
      ratingType: 'PL',
      licence: 'B1001',
      category: 'Vermeil',
      birthYear: 1958,
    });
    expect(await api.log({})).toEqual(before);
    expect(await api.listPlayers({})).toHaveLength(2);

    // What it offers is what importPlayers takes: the new players, and the homonym when confirmed.
    const chosen = read.players
      .filter((p) => p.duplicateOf?.by !== 'licence')
      .map((p) => (p.duplicateOf === null ? p.player : { ...p.player, allowHomonym: true }));
    const added = await api.importPlayers({ players: chosen });
    expect(added.map((p) => [p.name, p.category, p.birthYear])).toEqual([
      ['BERTIN Ana', 'Vermeil', 1958],
      ['ŒUVRARD Léa', 'Jeunes', 2011],
      ['ÇELIK Émile', '', null],
    ]);
  });

  it("takes the director's mapping over the guess", async () => {
    await tournament(0);
    const guessed = await api.readPlayerFile(fixture('joueurs-colonnes-inconnues.csv'));
    expect(guessed.missing).toEqual(['name', 'rating']);
    expect(guessed.players).toEqual([]);
    const mapped = await api.readPlayerFile({
      ...fixture('joueurs-colonnes-inconnues.csv'),
      roles: ['licence', 'name', 'firstName', 'rating', 'club', 'birthYear'],
    });
    expect(mapped.roles).toEqual(['licence', 'name', 'firstName', 'rating', 'club', 'birthYear']);
    expect(mapped.players.map((p) => p.player.name)).toEqual([
      'BERTIN Ana',
      'ŒUVRARD Léa',
      'ÇELIK Émile',
      'DUBOIS Hugo',
    ]);
  });

  it('sets aside, with the reason, a row importPlayers would refuse, and flags a repeated row', async () => {
    await tournament(0);
    const csv = `Nom;Cote;Club\nMARTIN Zoé;1620;${'x'.repeat(81)}\nROUX Paul;1400;Mons\nroux paul;1410;Mons\n`;
    const read = await api.readPlayerFile({ fileName: 'j.csv', bytes: new TextEncoder().encode(csv) });
    expect(read.rejected).toEqual([
      {
        line: 2,
        code: 'invalid',
        params: {
          name: 'MARTIN Zoé',
          issue: expect.objectContaining({ rule: 'too-long', subject: 'club', limit: 80 }),
        },
      },
    ]);
    const [row] = read.rejected;
    expect(row && rejectionText(row, fr)).toBe('MARTIN Zoé : club : 80 caractères au plus');
    expect(row && rejectionText(row, en)).toBe('MARTIN Zoé: club: 80 characters at most');
    expect(read.players.map((p) => p.duplicateOf)).toEqual([null, { name: 'ROUX Paul', line: 3, by: 'name' }]);
  });

  it('refuses bad input with a French message', async () => {
    await tournament(0);
    const refused = await refusal(api.readPlayerFile({ fileName: 'j.csv', bytes: 'Nom;Cote' as never }));
    expect(refused.message).toBe('Fichier : le contenu du fichier est attendu (des octets)');
    expect(
      (await refusal(api.readPlayerFile({ fileName: 'j.csv', bytes: new Uint8Array(20 * 1024 * 1024 + 1) }))).message,
    ).toBe('Fichier : fichier trop volumineux : 20 Mo au plus');
    expect(
      (
        await refusal(
          api.readPlayerFile({ fileName: 'j.csv', bytes: new Uint8Array([65]), roles: ['name', 'rating', 'name'] }),
        )
      ).message,
    ).toBe('Deux colonnes contiennent « nom » : une seule le peut');
    const empty = await refusal(api.readPlayerFile({ fileName: 'vide.csv', bytes: new Uint8Array() }));
    expect([empty.code, empty.message, empty.field]).toEqual(['unreadable-file', '« vide.csv » est vide.', 'bytes']);
  });
});

describe('pairing', () => {
  it('refuses to pair while results are missing, listing the tables', async () => {
    await tournament(8);
    await api.pairNextRound({});
    const before = await api.round({});
    const recorded = await api.recordResult({ table: 2, games: [[400, 300]] });
    // The answer carries the round as it now stands, the match written alone of its matches:
    // Résultats shows its count, and the match in its table, without asking again.
    expect(recorded.round).toMatchObject({ number: 1, entered: 1, total: 4, missingTables: [1, 3, 4] });
    expect(recorded.round.changed).toEqual([recorded.match]);
    expect(withChange(before, recorded.round)).toEqual(await api.round({}));
    const error = await refusal(api.pairNextRound({}));
    expect(error.message).toBe("La ronde 1 n'est pas terminée : il manque les résultats des tables 1, 3, 4.");
  });

  it('refuses a round beyond the planned number, until the director raises it', async () => {
    await tournament(4, { plannedRounds: 1 });
    await api.pairNextRound({});
    await finishRound();
    expect((await refusal(api.pairNextRound({}))).code).toBe('all-rounds-paired');
    await api.updateSettings({ plannedRounds: 2 });
    expect((await api.pairNextRound({})).number).toBe(2);
    expect((await refusal(api.updateSettings({ plannedRounds: 1 }))).code).toBe('rounds-too-few');
    expect((await refusal(api.updateSettings({ ruleset: 'fbs' }))).code).toBe('ruleset-locked');
  });

  it('refuses to pair fewer than two players present, after the results still missing', async () => {
    await tournament(4);
    await api.setAbsent({ players: [1, 2, 3], absent: true });
    const alone = await refusal(api.pairNextRound({}));
    expect(alone).toMatchObject({ refusal: { code: 'field-too-small', field: null } });
    expect(alone.message).toBe('Il faut au moins deux joueurs présents pour apparier une ronde.');
  });

  it('re-pairs the round after a late absence, and refuses once a result is in', async () => {
    await tournament(9);
    const first = await api.pairNextRound({});
    expect(first.matches.at(-1)?.b).toBeNull(); // 9 players: X
    await api.setAbsent({ players: [9], absent: true });
    const again = await api.repairRound({});
    expect(again.matches).toHaveLength(4);
    expect(again.matches.flatMap((m) => [m.a.id, m.b?.id])).not.toContain(9);
    await api.recordResult({ table: 1, games: [[400, 300]] });
    expect((await refusal(api.repairRound({}))).code).toBe('round-started');
  });

  /** 8 players, round 2 paired, and the swap that puts two round-1 opponents together again. */
  async function rematchingSwap() {
    await tournament(8);
    const r1 = await api.pairNextRound({});
    await finishRound();
    const r2 = await api.pairNextRound({});
    const [m1] = r1.matches;
    const table = r2.matches.find((m) => m.a.id === m1?.a.id || m.b?.id === m1?.a.id);
    const partner = table?.a.id === m1?.a.id ? table?.b : table?.a;
    const chosen = { first: partner?.id as number, second: m1?.b?.id as number };
    return { r2, chosen, rematch: [m1?.a.name, m1?.b?.name].sort().join(' – ') };
  }

  it('swaps two players between tables and names the rematches it creates', async () => {
    const { chosen, rematch } = await rematchingSwap();
    const outcome = await api.swapPlayers(chosen);
    const pairs = outcome.newRematches.map((r) => [r.a, r.b].sort().join(' – '));
    expect(pairs).toContain(rematch);
    expect(outcome.round.rematches).toEqual(outcome.newRematches);
  });

  it('says which rematches a swap would create before it is made, writing nothing, refused as the swap is', async () => {
    const { r2, chosen, rematch } = await rematchingSwap();
    const before = folderSnapshot(folder, service.openFile);
    const logBefore = await api.log({});
    const preview = await api.previewSwap(chosen);
    expect(preview.newRematches.map((r) => [r.a, r.b].sort().join(' – '))).toContain(rematch);
    expect(await api.round({})).toEqual(r2);
    expect(await api.log({})).toEqual(logBefore);
    expect(folderSnapshot(folder, service.openFile)).toEqual(before);
    // What the swap then says is what the preview said.
    expect((await api.swapPlayers(chosen)).newRematches).toEqual(preview.newRematches);
    const [first] = (await api.round({})).matches;
    const sameTable = { first: first?.a.id as number, second: first?.b?.id as number };
    expect(await refusal(api.previewSwap(sameTable))).toMatchObject({ code: 'same-table', field: 'second' });
  });

  it('says a swap that makes no rematch still crosses score groups, with the PM of the players it brings together', async () => {
    await tournament(8);
    await api.pairNextRound({});
    await finishRound();
    const r2 = await api.pairNextRound({});
    // Round 1's winners (3 PM) meet at the first tables, its losers (1 PM) at the last ones.
    const [top, , , bottom] = r2.matches;
    const leader = top?.a as { id: number; name: string };
    const mover = top?.b as { id: number; name: string };
    const trailer = bottom?.b as { id: number; name: string };
    const other = bottom?.a as { id: number; name: string };
    const preview = await api.previewSwap({ first: mover.id, second: trailer.id });
    expect(preview.newRematches).toEqual([]);
    expect(preview.groupsCrossed).toEqual([
      { table: 1, a: leader.name, pmA: 3, b: trailer.name, pmB: 1 },
      { table: 4, a: other.name, pmA: 1, b: mover.name, pmB: 3 },
    ]);
    expect(preview.tables.map((t) => [t.table, t.before.a, t.before.b, t.after.a, t.after.b])).toEqual([
      [1, leader.name, mover.name, leader.name, trailer.name],
      [4, other.name, trailer.name, other.name, mover.name],
    ]);
    expect(
      preview.tables.every((t) => t.after.starts !== null && [t.after.a, t.after.b].includes(t.after.starts)),
    ).toBe(true);
    const outcome = await api.swapPlayers({ first: mover.id, second: trailer.id });
    const { round, ...said } = outcome;
    expect(said).toEqual(preview);
    expect(round.matches[0]?.b?.name).toBe(trailer.name);
  });
});

describe('results', () => {
  beforeEach(async () => {
    await tournament(8);
    await api.pairNextRound({});
  });

  it('asks to confirm an unusual score before saving it, refuses an impossible one, and changes nothing then', async () => {
    const unconfirmed = await refusal(api.recordResult({ table: 1, games: [[850, 300]] }));
    expect(unconfirmed).toMatchObject({ code: 'needs-confirmation', field: 'games' });
    expect(unconfirmed.message).toBe(
      "Manche 1 : 850 points, score inhabituel. Manche 1 : 550 points d'écart. Confirmez si la feuille de match le dit bien.",
    );
    expect((await api.round({})).matches[0]?.result).toBeNull();
    const outcome = await api.recordResult({ table: 1, games: [[850, 300]], confirmed: true });
    expect(outcome.match.result).toMatchObject({ kind: 'games', pm: [3, 1], pdep: [100, -100] });
    const before = await api.exportDocument({});
    const impossible = await refusal(api.recordResult({ table: 2, games: [[2500, 300]] }));
    expect(impossible).toMatchObject({ code: 'impossible-score', field: 'games' });
    expect(await refusal(api.recordResult({ table: 9, games: [[400, 300]] }))).toMatchObject({
      code: 'unknown-table',
      field: 'table',
    });
    expect(
      await refusal(
        api.recordResult({
          table: 2,
          games: [
            [400, 300],
            [300, 400],
          ],
        }),
      ),
    ).toMatchObject({ code: 'invalid-game-count' });
    expect(await api.exportDocument({})).toEqual(before);
  });

  it('forfeits, abandons and arbitral decisions', async () => {
    expect((await api.recordResult({ table: 1, forfeit: 'b' })).match.result).toMatchObject({
      kind: 'forfeit',
      pm: [3, 0],
      pdep: [50, -50],
    });
    const abandon = await api.recordResult({ table: 2, games: [[300, 280]], abandon: { by: 'b', agreed: true } });
    expect(abandon.match.result).toMatchObject({ kind: 'abandon', games: [[450, 350]], pm: [3, 1] });
    const decision = await api.recordResult({ table: 3, games: [[300, 280]], decision: { against: 'a' } });
    expect(decision.match.result).toMatchObject({ kind: 'decision', pm: [0, 3] });
    expect((await refusal(api.recordResult({ table: 4, forfeit: 'a', games: [[1, 2]] }))).code).toBe(
      'forfeit-with-scores',
    );
    expect(
      (
        await refusal(
          api.recordResult({ table: 4, games: [[1, 2]], abandon: { by: 'a', agreed: false }, forfeit: 'a' }),
        )
      ).code,
    ).toBe('conflicting-results');
  });

  it('a completed round writes a backup next to the file', async () => {
    const round = await api.round({});
    let last = null;
    for (const table of round.missingTables) last = await api.recordResult({ table, games: [[400, 300]] });
    expect(last?.backup).toMatch(/t - sauvegardes[/\\]t\.ronde-1\.2026-12-22T10-00-00\.sclassic$/);
  });

  it('corrects an earlier result, clears one, and the standings follow', async () => {
    await finishRound();
    await api.pairNextRound({});
    const before = await api.standings({ after: 1 });
    const seen = (await api.round({ round: 1 })).matches[0]?.recorded ?? null;
    await api.recordResult({ round: 1, table: 1, games: [[300, 400]], replaces: seen });
    const after = await api.standings({ after: 1 });
    expect(after.rows[0]?.id).not.toBe(before.rows[0]?.id);
    expect((await api.clearResult({ round: 1, table: 1 })).match.result).toBeNull();
    expect((await api.standings({ after: 1 })).pending).toEqual([{ round: 1, table: 1 }]);
  });

  it('says what a correction or a clearing changed in the standings, a first result nothing', async () => {
    const first = await api.recordResult({ table: 1, games: [[400, 300]] });
    expect(first.consequences).toBeNull();
    await finishRound();
    const table1 = (await api.round({ round: 1 })).matches[0];
    const [a, b] = [table1?.a, table1?.b];
    // Whose figures move, read from the standings before and after, as Classement shows them.
    const figures = (view: Awaited<ReturnType<SclassicApi['standings']>>) =>
      new Map(view.rows.map((r) => [r.name, [r.rank, r.pm, r.pdep]]));
    const before = figures(await api.standings({}));
    const corrected = await api.recordResult({ round: 1, table: 1, games: [[300, 400]], replaces: table1?.recorded });
    const after = figures(await api.standings({}));
    const moved = [...after.keys()].filter((name) => after.get(name)?.[0] !== before.get(name)?.[0]);
    expect(moved.length).toBeGreaterThan(0);
    expect(corrected.consequences).toMatchObject({ round: 1, table: 1, moved: true });
    const said = corrected.consequences?.changes ?? [];
    expect(new Set(said.map((c) => c.name))).toEqual(new Set([...moved, a?.name, b?.name]));
    for (const c of said) {
      expect([c.rank[0], c.pm[0], c.pdep[0]], c.name).toEqual(before.get(c.name));
      expect([c.rank[1], c.pm[1], c.pdep[1]], c.name).toEqual(after.get(c.name));
    }
    expect(said.find((c) => c.name === b?.name)?.pm).toEqual([1, 3]);

    // Cleared: the table's players lose what the result gave them.
    const cleared = await api.clearResult({ round: 1, table: 1 });
    const now = figures(await api.standings({}));
    expect(cleared.consequences).toMatchObject({ round: 1, table: 1 });
    const b2 = cleared.consequences?.changes.find((c) => c.name === b?.name);
    expect(b2?.pm).toEqual([3, 0]);
    expect([b2?.rank[1], b2?.pm[1], b2?.pdep[1]]).toEqual(now.get(b?.name ?? ''));
  });

  it('best of three: the games the format requires', async () => {
    service.close();
    await api.createTournament({
      path: join(folder, 'b3.sclassic'),
      name: 'B3',
      date: '2026-12-22',
      bestOfThree: true,
    });
    await api.importPlayers({ players: [1, 2, 3, 4].map((i) => ({ name: `P${i}`, rating: 1000 + i })) });
    await api.pairNextRound({});
    expect((await refusal(api.recordResult({ table: 1, games: [[400, 300]] }))).code).toBe('invalid-game-count');
    expect(
      (
        await api.recordResult({
          table: 1,
          games: [
            [400, 300],
            [300, 400],
            [410, 400],
          ],
        })
      ).match.result?.pm,
    ).toEqual([3, 1]);
    expect(
      (
        await refusal(
          api.recordResult({
            table: 2,
            games: [
              [400, 300],
              [400, 300],
              [300, 400],
            ],
          }),
        )
      ).code,
    ).toBe('invalid-game-count');
  });
});

describe('undo', () => {
  it('undoes a result, then the pairing, then a registration, in that order', async () => {
    await tournament(4);
    await api.pairNextRound({});
    await api.recordResult({ table: 1, games: [[400, 300]] });
    expect((await api.undo({})).undone?.summary).toMatch(/^Résultat ronde 1, table 1/);
    expect((await api.round({})).missingTables).toEqual([1, 2]);
    expect((await api.undo({})).undone?.summary).toBe('Appariement de la ronde 1');
    expect((await api.show({})).roundsPaired).toBe(0);
    expect((await api.undo({})).undone?.summary).toBe('Import de 4 joueurs');
    expect((await api.show({})).players).toBe(0);
    const log = await api.log({});
    expect(log.slice(0, 3).map((e) => e.command)).toEqual(['undo', 'undo', 'undo']);
  });
});

describe('export and import', () => {
  it('a round trip gives identical standings, crosstable and settings', async () => {
    await tournament(9, { place: 'Courcelles', minutes: 20 });
    for (let r = 0; r < 3; r++) {
      await api.pairNextRound({});
      await finishRound();
    }
    await api.setAbsent({ players: [2], absent: true });
    // The tournament's own series, categories and constants, a player's category and own K.
    await api.updateSettings({
      categories: {
        series: [
          { name: 'Haut', from: 1500 },
          { name: 'Bas', from: 0 },
        ],
        categories: [{ name: 'Dames' }],
      },
      elo: { k: 32 },
    });
    await api.editPlayer({ player: 3, category: 'dames', birthYear: 1990, k: 40 });
    const document = await api.exportDocument({});
    const standings = await api.standings({ final: true });
    expect(standings.categories.map((c) => c.name)).toContain('Dames');
    const report = await api.ratingReport({});
    const summary = await api.show({});
    service.close();
    const imported = await api.importDocument({ path: join(folder, 'copie.sclassic'), document });
    expect(imported).toMatchObject({
      name: 'Open de Courcelles',
      place: 'Courcelles',
      minutes: 20,
      roundsPaired: 3,
      players: 9,
    });
    expect(await api.standings({ final: true })).toEqual(standings);
    expect(await api.ratingReport({})).toEqual(report);
    expect((await api.show({})).categories).toEqual(summary.categories);
    expect(await api.exportDocument({})).toEqual(document);
    expect((await api.crosstable({})).rows).toHaveLength(9);
  });

  it('refuses a document the engine cannot use, naming the problem', async () => {
    const error = await refusal(
      api.importDocument({
        path: join(folder, 'x.sclassic'),
        document: {
          ruleset: 'fisf',
          players: [{ id: 'a', name: 'A', rating: 1 }],
          rounds: [{ matches: [{ a: 'a', b: 'z' }] }],
        },
      }),
    );
    expect(error.message).toMatch(/rounds\[0\]\.matches\[0\]\.b : joueur inconnu « z »/);
  });
});
