/**
 * The match sheets and score sheets speak of the format the tournament plays: a single game has
 * no « manche 1 » and no second game going to the other player; a best of three says who starts
 * game 1 and game 2.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { pdfText } from '../support/pdf-tools.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-match-format-'));
const services: Service[] = [];
afterAll(() => {
  for (const service of services) service.close();
  rmSync(folder, { recursive: true, force: true });
});

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** Eight players, round 1 paired, in the format asked. */
async function pairedRound(bestOfThree: boolean): Promise<SclassicApi> {
  const service = createService({ clock: () => new Date('2026-12-22T18:00:00Z') });
  services.push(service);
  const api = apiOf(service);
  await api.createTournament({
    path: join(folder, `${services.length}.sclassic`),
    name: 'Open de Test',
    date: '2026-12-22',
    bestOfThree,
  });
  await api.importPlayers({
    players: Array.from({ length: 8 }, (_, i) => ({ name: `JOUEUR ${i + 1} Anne`, rating: 1900 - 10 * i })),
  });
  await api.pairNextRound({});
  return api;
}

describe('one game a match', () => {
  it('match sheets: « commence », no game 1, no second game', async () => {
    const api = await pairedRound(false);
    const text = squeeze(pdfText((await api.printDocument({ document: 'match-sheets' })).pdf));
    expect(text.match(/▶ commence/g)).toHaveLength(4);
    expect(text).not.toMatch(/manche/i);
    expect(text).toContain('Partie commence : ');
  });

  it('score sheets: « Commence », no game to tick', async () => {
    const api = await pairedRound(false);
    const text = squeeze(pdfText((await api.printDocument({ document: 'score-sheets' })).pdf));
    expect(text).toContain('FEUILLE DE MARQUE');
    expect(text).toContain('Commence : ');
    expect(text).not.toMatch(/manche/i);
  });
});

describe('best of three', () => {
  it('match sheets: who starts game 1, game 2 to the other, game 3 designated at 1–1', async () => {
    const api = await pairedRound(true);
    const text = squeeze(pdfText((await api.printDocument({ document: 'match-sheets' })).pdf));
    expect(text.match(/▶ commence la manche 1/g)).toHaveLength(4);
    expect(text).toContain('Manche 2 commence : ');
    expect(text).toContain('deux manches gagnantes');
  });

  it('score sheets: who starts game 1 and game 2', async () => {
    const api = await pairedRound(true);
    const text = squeeze(pdfText((await api.printDocument({ document: 'score-sheets' })).pdf));
    expect(text).toContain('Commence la manche 1 : ');
    expect(text).toContain('Commence la manche 2 : ');
  });
});
