/**
 * The printed standings and the bulletin say « provisoire » while results of their round are
 * missing, whatever rules rank them, and « final » once every result is in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-tools.ts';
import { type PlayedTournament, playedTournament } from '../support/played-tournament.ts';

const SUITE_TIMEOUT_MS = 120_000;
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('a round with results missing', () => {
  let tournament: PlayedTournament;
  beforeAll(async () => {
    // Two rounds, the second with only table 1 entered.
    tournament = await playedTournament(9, 2, { complete: false });
  }, SUITE_TIMEOUT_MS);
  afterAll(() => tournament.close());

  const text = async (input: Parameters<PlayedTournament['api']['printDocument']>[0]) =>
    squeeze(pdfText((await tournament.api.printDocument(input)).pdf));

  it('standings, intermediate or final: « Classement provisoire après la ronde 2 », the missing tables listed', async () => {
    for (const final of [false, true]) {
      const printed = await text({ document: 'standings', final });
      expect(printed).toContain('Classement provisoire après la ronde 2');
      expect(printed).not.toContain('Classement final');
      expect(printed).toContain('Résultats manquants : ronde 2, tables');
    }
    // An earlier round, complete: its own title.
    expect(await text({ document: 'standings', after: 1, final: true })).toContain(
      'Classement final arrêté après la ronde 1',
    );
  });

  it('the bulletin: its standings provisional too', async () => {
    const printed = await text({ document: 'bulletin' });
    expect(printed).toContain('Classement provisoire après la ronde 2');
    expect(printed).not.toContain('Classement final');
  });

  it('every result in: « Classement final »', async () => {
    const round = await tournament.api.round({});
    for (const m of round.matches)
      if (m.b !== null && m.result === null) await tournament.api.recordResult({ table: m.table, games: [[400, 380]] });
    expect(await text({ document: 'standings', final: true })).toContain('Classement final');
    expect(await text({ document: 'bulletin' })).toContain('Classement final');
  });
});
