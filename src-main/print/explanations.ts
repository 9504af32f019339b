/**
 * Why each match of a round was formed, for the arbiter's folder: the table, the two players and
 * the reason in the rules' terms (the group, the proposed opponent, the permutation, the swap),
 * so a player who doubts a pairing can be shown the page.
 */
import { matchReason, pairingFr } from '../contract/i18n/pairing-words.ts';
import type { MatchView, RoundView } from '../contract/views.ts';
import { COLORS, type PrintSettings, pageFrame } from './page.ts';
import type { Content, DocumentDefinition } from './pdf.ts';

const LAYOUT = {
  hLineWidth: (row: number) => (row <= 1 ? 1 : 0.4),
  vLineWidth: () => 0,
  hLineColor: () => COLORS.rule,
  fillColor: (row: number) => (row === 0 ? COLORS.shade : null),
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

/** The table and its players on one line, the reason under it at full width. */
function entry(match: MatchView, round: RoundView): Content[] {
  return [
    {
      stack: [
        {
          text: [
            { text: `Table ${match.table}   `, bold: true },
            { text: match.a.name, bold: true },
            ' – ',
            match.b === null ? { text: 'X (exempt)', italics: true } : { text: match.b.name, bold: true },
            ...(match.rematch ? [{ text: '   revanche', fontSize: 8, color: '#666666' }] : []),
          ],
        },
        { text: matchReason(pairingFr, match, round), fontSize: 9, margin: [12, 2, 0, 0] },
      ],
    },
  ];
}

export function explanationsDocument(round: RoundView, settings: PrintSettings): DocumentDefinition {
  const title = `Pourquoi chaque match — ronde ${round.number}`;
  const frame = pageFrame(settings, title);
  const matches = round.matches.toSorted((p, q) => p.table - q.table);
  const content: Content[] = [
    { text: title, style: 'title' },
    {
      text: 'Pour chaque table, la raison de l’appariement selon la procédure (règlement 000), ou la décision de l’arbitre.',
      fontSize: 9,
      margin: [0, 0, 0, 8],
    },
  ];
  if (matches.length === 0) {
    content.push({ text: 'Aucune table dans cette ronde.' });
    return { ...frame, content };
  }
  content.push({
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*'],
      body: [[{ text: 'Table, joueurs et raison', bold: true }], ...matches.map((match) => entry(match, round))],
    },
    layout: LAYOUT,
  });
  return { ...frame, content };
}
