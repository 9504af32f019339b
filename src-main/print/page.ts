/**
 * The frame every printed document shares: paper size, a header with the tournament, its date
 * and place, a footer with page x/y, the fonts and the styles.
 */
import type { TournamentSummary } from '../contract/views.ts';
import { type Content, type DocumentDefinition, FONT } from './pdf.ts';
import { textWidth } from './text-measure.ts';

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

/** The paper's size in points, portrait (pdfmake's sizes). */
const PAPER_SIZE: Record<Paper, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  LETTER: { width: 612, height: 792 },
};
/** The side margins of every page (`pageFrame`). */
const SIDE_MARGIN = 36;

/** The width a page leaves between its side margins. */
export function usableWidth(paper: Paper, orientation: 'portrait' | 'landscape' = 'portrait'): number {
  const size = PAPER_SIZE[paper];
  return (orientation === 'portrait' ? size.width : size.height) - 2 * SIDE_MARGIN;
}

export const COLORS = { rule: '#888888', shade: '#eeeeee', accent: '#1f4e79' } as const;

export const STYLES: DocumentDefinition['styles'] = {
  title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] },
  subtitle: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
  tableHeader: { bold: true, fillColor: COLORS.shade },
  note: { fontSize: 8, italics: true, color: '#444444', margin: [0, 8, 0, 0] },
  small: { fontSize: 8 },
};

/**
 * Facts as label – value lines between rules (the bulletin's tournament, the verification
 * report's): `stands` picks the lines whose value is set in bold.
 */
export function factsTable(rows: ReadonlyArray<[string, string]>, stands: (label: string) => boolean = () => false) {
  return {
    table: {
      widths: [110, '*'],
      body: rows.map(([label, value]) => [
        { text: label, bold: true, color: '#333333' },
        { text: value, bold: stands(label) },
      ]),
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === node.table.body.length ? 0.8 : 0.25,
      vLineWidth: () => 0,
      hLineColor: () => '#999999',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  } satisfies Content;
}

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
    pageMargins: [SIDE_MARGIN, options.header === false ? 30 : 48, SIDE_MARGIN, 40],
    info: { title: `${title} — ${tournament.name}`, creator: 'Sclassic', producer: 'Sclassic' },
    defaultStyle: { font: FONT, fontSize: options.fontSize ?? 10 },
    styles: STYLES,
    ...(options.header === false
      ? {}
      : {
          header: () => ({
            margin: [SIDE_MARGIN, 18, SIDE_MARGIN, 0],
            // The title keeps its width (measured: pdfmake would squeeze an 'auto' column); a long
            // tournament line gives way.
            columns: [
              { width: '*', text: tournamentLine(tournament), fontSize: 9 },
              { width: Math.ceil(textWidth(title, 9)) + 2, text: title, fontSize: 9, alignment: 'right', bold: true },
            ],
            columnGap: 12,
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
