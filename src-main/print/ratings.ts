/**
 * The rating report (estimation des cotes): for each player the rating before, K, the matches
 * counted, the results expected and obtained, the change, the new rating and the performance,
 * with the constants used — and, in the title, that it is an estimate.
 */
import { FIRST_RATING_LABEL, frenchNumber, NEWCOMER_LABEL, ratingText } from '../contract/helpers.ts';
import { ENDING_CODES, endingLegend, type RatingReportView } from '../contract/views.ts';
import { type PrintSettings, pageFrame } from './page.ts';
import type { DocumentDefinition } from './pdf.ts';
import { headerCells, LIST_LAYOUT, right, type TableCell } from './standings.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const decimal = (n: number) => n.toFixed(2).replace('.', ',');
const RESULT_TEXT = { 0: '0', 0.5: '½', 1: '1' } as const;

/** Each match counted: "R1 1 (0,76)", the round, the result obtained (and its mark: "R3 0 ab."), the one expected. */
const matchDetail = (line: RatingReportView['lines'][number]) =>
  line.matches
    .map(
      (m) =>
        `R${m.round} ${RESULT_TEXT[m.result]}${m.ending === null ? '' : ` ${ENDING_CODES[m.ending]}`} (${decimal(m.expected)})`,
    )
    .join('  ');

export function ratingReportDocument(report: RatingReportView, settings: PrintSettings): DocumentDefinition {
  const title = 'Estimation des cotes';
  const p = report.parameters;
  const marks = endingLegend(report.lines.flatMap((line) => line.matches.map((m) => m.ending)));
  const body: TableCell[][] = report.lines.map((line, i) => {
    const won = line.matches.reduce((sum, m) => sum + m.result, 0);
    const expected = line.matches.reduce((sum, m) => sum + m.expected, 0);
    return [
      right(i + 1),
      { text: line.player.name, bold: true },
      { text: line.licence },
      right(ratingText(line.ratingBefore)),
      right(line.firstRating ? '' : line.k),
      { text: matchDetail(line), fontSize: 7, color: '#333333', margin: [0, 1, 0, 0] },
      right(decimal(won)),
      right(decimal(expected)),
      line.change === null
        ? right(FIRST_RATING_LABEL, { italics: true, fontSize: 7.5, noWrap: true })
        : right(signed(line.change), { bold: true }),
      right(line.ratingAfter ?? '—', { bold: true }),
      right(line.performance ?? '—'),
    ];
  });
  return {
    ...pageFrame(settings, title, { orientation: 'landscape' }),
    content: [
      { text: title, style: 'title', margin: [0, 0, 0, 2] },
      {
        text: "Estimation : la formule officielle de la fédération n'est pas publiée ; ce calcul reprend sa forme Elo reconstituée.",
        fontSize: 9,
        italics: true,
        color: '#7a4a00',
        margin: [0, 0, 0, 8],
      },
      {
        layout: LIST_LAYOUT,
        fontSize: 9,
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [18, 120, 50, 36, 20, '*', 32, 46, 54, 46, 62],
          body: [
            headerCells([
              { text: 'N°', alignment: 'right' },
              'Nom',
              'Licence',
              { text: 'Cote', alignment: 'right' },
              { text: 'K', alignment: 'right' },
              'Matchs : résultat obtenu (attendu)',
              { text: 'Gains', alignment: 'right' },
              { text: 'Attendus', alignment: 'right' },
              { text: 'Variation', alignment: 'right' },
              { text: 'Nouvelle', alignment: 'right' },
              { text: 'Performance', alignment: 'right' },
            ]),
            ...body,
          ],
        },
      },
      {
        style: 'note',
        unbreakable: true,
        text: [
          `Variation = K × (gains − attendus), arrondie à ${frenchNumber(p.changeStep)}. Pour chaque match, le résultat attendu est 1 / (1 + 10^(−écart/${p.scale})), `,
          `borné à [${decimal(p.expectationClamp.min)} ; ${decimal(p.expectationClamp.max)}] et arrondi à ${frenchNumber(p.expectationStep)} ; l'écart vient des cotes du début du tournoi. `,
          `Gains : 1 par victoire, ½ par nul. Les forfaits et les matchs contre le joueur fictif X ne comptent pas. K vaut ${p.k} sauf pour les joueurs qui ont le leur. `,
          `Performance = moyenne des cotes adverses + ${p.scale} × (victoires − défaites) / matchs.`,
          ...(marks === '' ? [] : [` Après un résultat, un code dit comment le match s’est terminé. ${marks}`]),
          ...(report.lines.some((l) => l.firstRating)
            ? [
                ` ${NEWCOMER_LABEL} : non classé ; dans les résultats attendus (les siens et ceux de ses adversaires) et les performances, il compte pour une cote de ${report.newcomerRating}. Sa nouvelle cote est une ${FIRST_RATING_LABEL} : sa performance.`,
              ]
            : []),
        ],
      },
    ],
  };
}
