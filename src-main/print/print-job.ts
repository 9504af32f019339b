/**
 * A document to print, as the service hands it over once its views are read (inside the
 * command's transaction), and its rendering to PDF (after it: pdfmake and the fonts load only
 * when a document is asked for).
 */
import type {
  CategoryStandings,
  CrosstableView,
  PlayerHistoryView,
  PrintedDocument,
  RatingReportView,
  StandingsView,
} from '../contract/views/standings.ts';
import type { RoundView } from '../contract/views/tournament.ts';
import type { AuditReportData } from './audit-report.ts';
import { documentFileName } from './documents.ts';
import type { PrintSettings } from './page.ts';

/**
 * Where a phone at each table proposes its result, printed on its match sheet as a QR code: the
 * stations' address and each table's code; `stations-off` when the tournament takes proposals but
 * the stations' listener is off (the sheets go without, and the answer says so); null when the
 * tournament takes none.
 */
export type SheetCodes = { url: string; codes: Record<number, string> } | 'stations-off' | null;

export type PrintJob = { settings: PrintSettings; round: number | null } & (
  | { document: 'match-sheets'; view: RoundView; codes: SheetCodes }
  | { document: 'pairings' | 'explanations'; view: RoundView }
  | { document: 'score-sheets'; view: RoundView | null }
  | { document: 'standings'; view: StandingsView; category: CategoryStandings | null }
  | { document: 'ratings'; view: RatingReportView }
  | { document: 'live-poster'; view: { url: string } }
  | { document: 'audit'; view: AuditReportData }
  | {
      document: 'bulletin';
      view: {
        standings: StandingsView;
        crosstable: CrosstableView;
        histories: PlayerHistoryView[];
        finalPhase: RoundView[] | null;
      };
    }
);

export async function renderJob(job: PrintJob): Promise<PrintedDocument> {
  const { renderPdf } = await import('./pdf.ts');
  const { settings } = job;
  const definition = await (async () => {
    switch (job.document) {
      case 'match-sheets':
        return (await import('./match-sheets.ts')).matchSheets(job.view, settings, job.codes);
      case 'score-sheets':
        return (await import('./score-sheets.ts')).scoreSheets(job.view, settings);
      case 'pairings':
        return (await import('./pairings.ts')).pairingsDocument(job.view, settings);
      case 'explanations':
        return (await import('./explanations.ts')).explanationsDocument(job.view, settings);
      case 'standings':
        return job.category === null
          ? (await import('./standings.ts')).standingsDocument(job.view, settings)
          : (await import('./category-standings.ts')).categoryStandingsDocument(job.view, job.category, settings);
      case 'ratings':
        return (await import('./ratings.ts')).ratingReportDocument(job.view, settings);
      case 'bulletin':
        return (await import('./bulletin.ts')).bulletinDocument(job.view, settings);
      case 'audit':
        return (await import('./audit-report.ts')).auditReportDocument(job.view, settings);
      case 'live-poster':
        return (await import('./live-poster.ts')).livePosterDocument(job.view.url, settings);
    }
  })();
  return {
    fileName: documentFileName(job.document, settings.tournament.name, job.round),
    pdf: await renderPdf(definition),
    ...(job.document === 'match-sheets' && job.codes === 'stations-off' ? { withoutCodes: true as const } : {}),
  };
}
