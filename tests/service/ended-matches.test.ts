/**
 * Results read the same everywhere: an abandon (with and without agreement), an arbitral decision,
 * a forfeit and X, in every view that shows a player's games — the history, the crosstable, the
 * rating estimate — with the scores the rules give (the Résultats table's) and how the match ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERED, EXPECTED, expectedHistoryLine, PLAYERS, player } from '../support/ended-matches.ts';
import { type EndedMatchesFile, endedMatchesFile } from '../support/ended-matches-file.ts';

let file: EndedMatchesFile;
beforeAll(async () => {
  file = await endedMatchesFile();
});
afterAll(() => file.close());

describe('a round of matches ended beyond the board', () => {
  it.each(PLAYERS.map((p) => [p.name, p.id] as const))(
    'the history of %s: the scores as they count, from their side, and how the match ended',
    async (name, id) => {
      const history = await file.api.playerHistory({ player: id });
      expect(history.lines).toEqual([expectedHistoryLine(name)]);
    },
  );

  it('the history agrees with the Résultats table, the raw scores only in what was entered', async () => {
    const round = await file.api.round({});
    for (const entered of ENTERED.filter((m) => m.games !== undefined)) {
      const match = round.matches.find((m) => m.table === entered.table);
      // The table's scores are the rules' (as the history reads them from A's side) …
      expect(match?.result?.games).toEqual(EXPECTED[entered.a]?.games);
      // … and the sheet as entered keeps the scores at the moment of the abandon or decision.
      expect(match?.recorded?.games).toEqual(entered.games);
    }
    const arnaud = await file.api.playerHistory({ player: player('ARNAUD Claire').id });
    expect(arnaud.lines[0]).toMatchObject({ games: [[450, 350]], outcome: 'win', ending: 'abandon-agreed', pdep: 100 });
    expect(JSON.stringify(arnaud)).not.toContain('210');
  });

  it('the crosstable marks each cell with how its match ended, X by its own letter', async () => {
    const crosstable = await file.api.crosstable({});
    const cellOf = (name: string) => crosstable.rows.find((r) => r.player.name === name)?.cells[0];
    for (const p of PLAYERS) {
      const e = EXPECTED[p.name];
      expect(cellOf(p.name), p.name).toMatchObject({ round: 1, outcome: e?.outcome, ending: e?.ending });
    }
    expect(cellOf('DENIS Paul')).toMatchObject({ x: true, opponentRank: null, outcome: 'x', ending: null });
  });

  it('the rating estimate counts abandons and decisions as played, marked, and leaves out forfeits and X', async () => {
    const report = await file.api.ratingReport({});
    const matchesOf = (name: string) => report.lines.find((l) => l.player.name === name)?.matches ?? [];
    expect(matchesOf('ARNAUD Claire')).toMatchObject([{ result: 1, ending: 'abandon-agreed' }]);
    expect(matchesOf('KLEIN Hugo')).toMatchObject([{ result: 0, ending: 'abandon-agreed' }]);
    expect(matchesOf('GARNIER Luc')).toMatchObject([{ result: 0, ending: 'abandon' }]);
    expect(matchesOf('CARON Lucie')).toMatchObject([{ result: 0, ending: 'decision' }]);
    expect(matchesOf('FABRE Zoé')).toMatchObject([{ result: 1, ending: null }]);
    expect(matchesOf('HUBERT Léa')).toEqual([]);
    expect(matchesOf('ÉTIENNE Marc')).toEqual([]);
    expect(matchesOf('DENIS Paul')).toEqual([]);
  });
});
