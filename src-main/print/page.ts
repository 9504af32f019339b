/**
 * The frame every printed document shares: paper size, a header with the tournament, its date
 * and place, a footer with page x/y, the fonts and the styles.
 */
import type { TournamentSummary } from '../contract/views.ts';
import { type DocumentDefinition, FONT } from './pdf.ts';

export type Paper = 'A4' | 'LETTER';

export interface PrintSettings {
  tournament: TournamentSummary;
  paper: Paper;
}

/** 2026-12-22 → 22/12/2026. */
export function frenchDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** "Open de Courcelles — 22/12/2026, Courcelles" */
export function tournamentLine(tournament: TournamentSummary): string {
  return `${tournament.name} — ${frenchDate(tournament.date)}${tournament.place ? `, ${tournament.place}` : ''}`;
}

export const COLORS = { rule: '#888888', shade: '#eeeeee', accent: '#1f4e79' } as const;

export const STYLES: DocumentDefinition['styles'] = {
  title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] },
  subtitle: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
  tableHeader: { bold: true, fillColor: COLORS.shade },
  note: { fontSize: 8, italics: true, color: '#444444', margin: [0, 8, 0, 0] },
  small: { fontSize: 8 },
};

/** Everything of a document definition but its content. */
export function pageFrame(
  settings: PrintSettings,
  title: string,
  options: { orientation?: 'portrait' | 'landscape'; fontSize?: number; header?: boolean } = {},
): Omit<DocumentDefinition, 'content'> {
  const { tournament, paper } = settings;
  return {
    pageSize: paper,
    pageOrientation: options.orientation ?? 'portrait',
    pageMargins: [36, options.header === false ? 30 : 48, 36, 40],
    info: { title: `${title} — ${tournament.name}`, creator: 'Sclassic', producer: 'Sclassic' },
    defaultStyle: { font: FONT, fontSize: options.fontSize ?? 10 },
    styles: STYLES,
    ...(options.header === false
      ? {}
      : {
          header: () => ({
            margin: [36, 18, 36, 0],
            // The title keeps its width; a long tournament line gives way.
            columns: [
              { width: '*', text: tournamentLine(tournament), fontSize: 9 },
              { width: 'auto', text: title, fontSize: 9, alignment: 'right', bold: true },
            ],
          }),
        }),
    footer: (page: number, pages: number) => ({
      text: `page ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 12, 0, 0],
    }),
  };
}
