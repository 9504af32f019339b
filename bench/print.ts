/**
 * The printed documents: the match sheets of a 128-player round, the results bulletin and the
 * verification report of a 128-player, 7-round tournament, through the service (views, the
 * audit, pdfmake layout, PDF bytes).
 */
import { playedTournament } from '../tests/support/played-tournament.ts';
import { measureAsync, type Plan } from './measure.ts';
import { aimCell, formatMs, progress, renderTable } from './report.ts';

const PLAN: Plan = { warmupRuns: 2, minRuns: 5, maxRuns: 30, budgetMs: 15_000 };

export async function printSection(): Promise<void> {
  console.log('\nMeasuring the printed documents (128 players, 7 rounds, played through the service):');
  const tournament = await playedTournament(128, 7);
  try {
    const scenarios = [
      { label: 'match sheets of a 128-player round', document: 'match-sheets' as const, aimMs: 1500 },
      { label: 'bulletin, 128 players, 7 rounds', document: 'bulletin' as const, aimMs: null },
      // The audit of the file (every round paired again from the facts of its time) and its layout.
      { label: 'verification report, 128 players, 7 rounds', document: 'audit' as const, aimMs: null },
    ];
    const rows: string[][] = [];
    for (const { label, document, aimMs } of scenarios) {
      let pages = 0;
      const timing = await measureAsync(PLAN, {
        prepare: () => undefined,
        work: async () => (await tournament.api.printDocument({ document })).pdf,
        check: (pdf) => {
          if (pdf.byteLength < 1000) throw new Error(`${label}: no PDF`);
          pages = (new TextDecoder('latin1').decode(pdf).match(/\/Type \/Page\b/g) ?? []).length;
        },
      });
      progress('Sclassic print', label, timing);
      rows.push([
        label,
        formatMs(timing.median),
        formatMs(timing.min),
        formatMs(timing.p90),
        String(timing.runs),
        String(pages),
        aimCell(timing.median, aimMs),
      ]);
    }
    console.log(
      `\n${renderTable(['document', 'median', 'min', 'p90', 'runs', 'pages', 'aim'], rows, ['left', 'right', 'right', 'right', 'right', 'right', 'left'])}`,
    );
    console.log('\nThrough api.printDocument: the views, the pdfmake layout and the PDF bytes, fonts embedded.');
  } finally {
    tournament.close();
  }
}
