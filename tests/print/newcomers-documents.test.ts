/**
 * Unrated newcomers on paper, read back from the PDFs: « NC » for their rating on the match
 * sheets, the standings and the bulletin (with a series of their own and what NC means), and a
 * first rating in the rating estimate — and, under FBS, the rating they count for in the Pdep.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { pdfText } from '../support/pdf-tools.ts';

/** pdftotext lays text out in columns: compare with the spaces squeezed. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

async function played(api: SclassicApi, path: string, ruleset: 'fisf' | 'fbs'): Promise<void> {
  await api.createTournament({ path, name: 'Open des néophytes', date: '2026-12-22', ruleset, plannedRounds: 2 });
  await api.importPlayers({
    players: [
      { name: 'BERTIN Ana', rating: 1720, club: 'Mons' },
      { name: 'AUBRY Anne', club: 'Wavre' },
      { name: 'DUPONT Jean', rating: 1650, club: 'Liège' },
      { name: 'ZOLA Émile', rating: null, club: 'Namur' },
      { name: 'MARTIN Claire', rating: 1580, club: 'Namur' },
      { name: 'SIMON Luc', rating: 1380, club: 'Liège' },
    ],
  });
  for (let r = 0; r < 2; r++) {
    const round = await api.pairNextRound({});
    for (const m of round.matches) await api.recordResult({ table: m.table, games: [[420, 360]] });
  }
}

describe('documents of a tournament with unrated newcomers', () => {
  let folder: string;
  let service: Service;
  let api: SclassicApi;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sclassic-print-newcomers-'));
    service = createService({ clock: () => new Date('2026-12-22T10:00:00Z') });
    api = apiOf(service);
    await played(api, join(folder, 'fisf.sclassic'), 'fisf');
  });
  afterAll(() => {
    service.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('match sheets: « cote NC » under an unrated player', async () => {
    const round = await api.round({});
    const withNewcomer = round.matches.filter((m) => m.a.rating === null || m.b?.rating === null);
    expect(withNewcomer.length).toBeGreaterThan(0);
    const text = squeeze(pdfText((await api.printDocument({ document: 'match-sheets' })).pdf));
    expect(text).toContain('Wavre — cote NC');
    expect(text).toContain('Namur — cote NC');
    expect(text).toContain('Mons — cote 1720');
  });

  it('standings: NC in the rating column, and what NC means under the table', async () => {
    const standings = await api.standings({ final: true });
    const text = squeeze(pdfText((await api.printDocument({ document: 'standings', final: true })).pdf));
    for (const row of standings.rows) {
      const rating = row.rating === null ? 'NC' : String(row.rating);
      expect(text).toMatch(new RegExp(`${row.name} ${row.club} ${rating} ${row.pm}`));
    }
    expect(text).toContain(
      'NC : non classé (sans cote), placé au classement initial après tous les joueurs cotés, par ordre alphabétique.',
    );
  });

  it('bulletin: the NC series and each NC player’s « cote NC »', async () => {
    const text = squeeze(pdfText((await api.printDocument({ document: 'bulletin' })).pdf));
    expect(text).toMatch(/Série NC — 2 joueurs/);
    expect(text).toContain('Wavre — cote NC');
  });

  it('rating estimate: « première cote » instead of a change, and the newcomer rating said', async () => {
    const report = await api.ratingReport({});
    const text = squeeze(pdfText((await api.printDocument({ document: 'ratings' })).pdf));
    for (const line of report.lines.filter((l) => l.firstRating))
      expect(text).toMatch(
        new RegExp(`${line.player.name} NC .* première cote ${line.ratingAfter} ${line.performance}`),
      );
    expect(text).toContain('il compte pour une cote de 1400. Sa nouvelle cote est une première cote : sa performance.');
  });

  it('under FBS, the standings say the rating NC players count for in the Pdep', async () => {
    await played(api, join(folder, 'fbs.sclassic'), 'fbs');
    const text = squeeze(pdfText((await api.printDocument({ document: 'standings' })).pdf));
    expect(text).toContain('dans les Pdep, un joueur NC compte pour une cote de 1400.');
  });
});
