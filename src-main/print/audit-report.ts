/**
 * The verification report (rapport de vérification): the audit of the tournament file as its
 * director signs it for the federation — the tournament, the fingerprint of the file's facts (so
 * the file it speaks of can be told), when the report was made, the verdict, every round with
 * when it was paired and what the audit found there (each finding tagged by its kind, a breach
 * standing out; a round with nothing to say is said « conforme »), and the director's sign-off,
 * kept whole on one page. In French, as every printed document; the words are the audit's own,
 * those of the screen and of `sclassic check`.
 */
import { basename } from 'node:path';
import { localDate, RULESET_LABELS } from '../contract/helpers.ts';
import { auditFr } from '../contract/i18n/audit-words.ts';
import { problemText } from '../contract/i18n/messages.ts';
import { fr } from '../contract/i18n/refusals-fr.ts';
import { clockTime } from '../contract/i18n/small-words.ts';
import type { AuditFindingView, AuditView, FindingKind, RoundAuditView } from '../contract/views/audit.ts';
import { COLORS, factsTable, frenchDate, type PrintSettings, pageFrame, usableWidth } from './page.ts';
import { type Content, type DocumentDefinition, MONO_FONT } from './pdf.ts';
import type { TableCell } from './standings.ts';
import { textWidth } from './text-measure.ts';

export interface AuditReportData {
  audit: AuditView;
  /** When the report was made (the command's moment). */
  madeAt: string;
}

const TITLE = 'Rapport de vérification';

/** How each kind of finding is tagged: a breach in white on red, so it is seen from across the table. */
const TAG_LOOK: Record<FindingKind, { fillColor: string; color: string }> = {
  breach: { fillColor: '#b3261e', color: '#ffffff' },
  decision: { fillColor: '#fcefd4', color: '#7a4a00' },
  information: { fillColor: COLORS.shade, color: '#444444' },
};
const OK_COLOR = '#1e6b34';
const BREACH_COLOR = '#b3261e';

/** How the procedure pairs a round, in the rules' terms (a round of the final phase says its stage). */
const PROCEDURES: Record<string, string> = {
  'groups-ab': 'groupes A et B (000 §6.1.1)',
  'fixed-table': 'table fixe (000 §6.2.1)',
  'score-groups': 'groupes de PM (000 §6.1.2)',
  'round-robin': 'calendrier des toutes rondes',
};

const FONT_SIZE = 10;
const DETAIL_SIZE = 8.5;
/** pdfmake's padding on each side of a table cell. */
const CELL_PADDING = 4;
/** Between a round's heading and what it found. */
const STATUS_GAP = 10;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const COUNT_WORDS: Record<FindingKind, [string, string]> = {
  breach: ['manquement', 'manquements'],
  decision: ['décision de l’arbitre', 'décisions de l’arbitre'],
  information: ['information', 'informations'],
};
const KINDS: readonly FindingKind[] = ['breach', 'decision', 'information'];

/** A moment as the director's clock and calendar say it: « 22/12/2026 à 18:05 ». */
const moment = (at: string) => `${frenchDate(localDate(new Date(at)))} à ${clockTime(at)}`;

/** The fingerprint by groups of eight, four to a line: read and compared by eye, group by group. */
function fingerprintLines(fingerprint: string): string {
  const groups = fingerprint.match(/.{1,8}/g) ?? [];
  const lines: string[] = [];
  for (let i = 0; i < groups.length; i += 4) lines.push(groups.slice(i, i + 4).join(' '));
  return lines.join('\n');
}

const findingText = (finding: AuditFindingView) => auditFr.finding(finding, (p) => problemText(p, fr));

function tag(kind: FindingKind): TableCell {
  return { text: auditFr.kind[kind], bold: true, fontSize: 8, alignment: 'center', ...TAG_LOOK[kind] };
}

/** What a round's line says on its right: « conforme », or its findings counted by kind. */
function roundStatus(findings: readonly AuditFindingView[]): { text: string; color: string } {
  if (findings.length === 0) return { text: auditFr.conform, color: OK_COLOR };
  const said = KINDS.flatMap((kind) => {
    const n = findings.filter((f) => f.kind === kind).length;
    const [one, many] = COUNT_WORDS[kind];
    return n === 0 ? [] : [counted(n, one, many)];
  });
  return { text: said.join(' · '), color: findings.some((f) => f.kind === 'breach') ? BREACH_COLOR : '#333333' };
}

/** The procedure a round was audited against, after its heading. */
function procedureOf(round: RoundAuditView): string {
  if (round.stage !== null) return 'phase finale (003)';
  const procedure = round.method === null ? undefined : PROCEDURES[round.method];
  return procedure === undefined ? '' : `procédure : ${procedure}`;
}

/**
 * A round (or what concerns the whole file) as one table: its heading line, then a line a
 * finding, the finding's kind in the left column. The heading repeats on the next page, and is
 * never left alone at the foot of one; a finding is never cut in two.
 */
function block(heading: string, detail: string, findings: readonly AuditFindingView[], width: number): Content {
  const rule = '#bbbbbb';
  const status = roundStatus(findings);
  // The procedure follows the heading on its line, or goes under it rather than being cut.
  const room = width - 2 * CELL_PADDING - STATUS_GAP - textWidth(status.text, FONT_SIZE) - 4;
  const fits = textWidth(heading, FONT_SIZE) + textWidth(`   ${detail}`, DETAIL_SIZE, false) <= room;
  const body: TableCell[][] = [
    [
      {
        colSpan: 2,
        columnGap: STATUS_GAP,
        columns: [
          {
            width: '*',
            text: [
              { text: heading, bold: true },
              ...(detail === ''
                ? []
                : [{ text: `${fits ? '   ' : '\n'}${detail}`, color: '#555555', fontSize: DETAIL_SIZE }]),
            ],
          },
          { width: 'auto', text: status.text, color: status.color, bold: true, alignment: 'right' },
        ],
      },
      {},
    ],
    ...findings.map((f): TableCell[] => [tag(f.kind), { text: findingText(f) }]),
  ];
  return {
    table: {
      headerRows: 1,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: [86, '*'],
      body,
    },
    layout: {
      fillColor: (row: number) => (row === 0 ? '#f4f4f4' : null),
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === node.table.body.length ? 0.8 : 0.3,
      vLineWidth: () => 0,
      hLineColor: () => rule,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 0, 0, 5],
  };
}

function verdict(audit: AuditView): Content {
  const { counts } = audit;
  const breach = counts.breach > 0;
  const figure = (kind: FindingKind): Content => {
    const [one, many] = COUNT_WORDS[kind];
    const n = counts[kind];
    return {
      stack: [
        { text: String(n), fontSize: 18, bold: true, color: kind === 'breach' && n > 0 ? BREACH_COLOR : '#222222' },
        { text: n === 1 ? one : many, fontSize: 8.5, color: '#444444' },
      ],
      alignment: 'center',
    };
  };
  return {
    unbreakable: true,
    stack: [
      {
        table: {
          widths: ['*'],
          body: [
            [
              {
                text: auditFr.verdict(counts),
                bold: true,
                fontSize: 11,
                color: breach ? BREACH_COLOR : OK_COLOR,
                fillColor: breach ? '#fbeaea' : '#e8f3eb',
                margin: [6, 5, 6, 5],
              },
            ],
          ],
        },
        layout: {
          hLineWidth: () => 1.2,
          vLineWidth: () => 1.2,
          hLineColor: () => (breach ? BREACH_COLOR : OK_COLOR),
          vLineColor: () => (breach ? BREACH_COLOR : OK_COLOR),
        },
      },
      { columns: KINDS.map(figure), margin: [0, 6, 0, 0] },
    ],
    margin: [0, 4, 0, 10],
  };
}

/** A box ruled at its foot, to write on by hand. */
type Borders = [boolean, boolean, boolean, boolean];
const WRITE_HERE = { text: ' ', border: [false, false, false, true] as Borders };
const said = (text: string) => ({ text, border: [false, false, false, false] as Borders, noWrap: true });

/** A line of the form: labels, and boxes ruled at their foot to write in by hand. */
function handwritten(cells: TableCell[], widths: Array<number | string>): Content {
  return {
    table: { widths, body: [cells] },
    layout: {
      paddingTop: () => 22,
      paddingLeft: (i: number) => (i === 0 ? 0 : 4),
      hLineWidth: () => 0.6,
      hLineColor: () => '#555555',
    },
  };
}

/**
 * The director's sign-off, never split across two pages: who, where and when written by hand on
 * the left, the signature's box on the right; it names the fingerprint again, for a report whose
 * pages come apart.
 */
function signOff(audit: AuditView): Content {
  const start = audit.tournament.fingerprint.slice(0, 16).replace(/(.{8})(.{8})/, '$1 $2');
  return {
    unbreakable: true,
    stack: [
      { text: 'Visa du directeur de tournoi', style: 'subtitle', margin: [0, 14, 0, 4] },
      {
        text: [
          'Je soussigné(e), directeur de tournoi, atteste avoir pris connaissance de ce rapport sur le fichier dont l’empreinte commence par ',
          { text: start, font: MONO_FONT, fontSize: 9 },
          '.',
        ],
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              handwritten([said('Nom du directeur de tournoi'), WRITE_HERE], ['auto', '*']),
              handwritten([said('Fait à'), WRITE_HERE, said(', le'), WRITE_HERE], ['auto', '*', 'auto', 80]),
            ],
          },
          {
            width: 210,
            stack: [
              { text: 'Signature du directeur de tournoi', margin: [0, 12, 0, 4] },
              { canvas: [{ type: 'rect', x: 0, y: 0, w: 210, h: 72, lineWidth: 0.6, lineColor: '#555555' }] },
            ],
          },
        ],
        columnGap: 24,
        margin: [0, 4, 0, 0],
      },
    ],
  };
}

export function auditReportDocument(data: AuditReportData, settings: PrintSettings): DocumentDefinition {
  const { audit, madeAt } = data;
  const t = settings.tournament;
  const width = usableWidth(settings.paper);
  const facts: Array<[string, string]> = [
    ['Tournoi', t.name],
    ['Date', frenchDate(t.date)],
    ...(t.place ? [['Lieu', t.place] as [string, string]] : []),
    ['Règlement', RULESET_LABELS[t.ruleset.name]],
    ['Appariements', t.pairingSystem === 'round-robin' ? 'toutes rondes' : 'formule classique'],
    ['Rondes vérifiées', String(audit.rounds.length)],
    ['Joueurs', String(t.players)],
    ['Fichier', basename(t.path)],
    ['Rapport établi le', moment(madeAt)],
  ];
  return {
    ...pageFrame(settings, TITLE),
    info: {
      title: `${TITLE} — ${t.name}`,
      subject: audit.tournament.fingerprint,
      creator: 'Sclassic',
      producer: 'Sclassic',
    },
    content: [
      { text: TITLE, style: 'title', margin: [0, 0, 0, 4] },
      {
        text: 'Chaque ronde est appariée de nouveau par la procédure, à partir des faits du fichier tels qu’ils étaient quand elle a été appariée (les résultats, les inscriptions, les absences et les retraits alors connus), et comparée à ce que le fichier contient.',
        fontSize: 9,
        color: '#333333',
        margin: [0, 0, 0, 8],
      },
      { ...factsTable(facts), margin: [0, 0, 0, 8] },
      {
        unbreakable: true,
        stack: [
          { text: 'Empreinte SHA-256 des faits du fichier', bold: true, color: '#333333' },
          {
            table: {
              widths: ['auto'],
              body: [
                [
                  {
                    text: fingerprintLines(audit.tournament.fingerprint),
                    font: MONO_FONT,
                    fontSize: 11,
                    margin: [6, 4, 6, 4],
                  },
                ],
              ],
            },
            layout: { hLineColor: () => COLORS.rule, vLineColor: () => COLORS.rule, fillColor: () => '#f7f7f7' },
            margin: [0, 3, 0, 3],
          },
          {
            text: 'Elle est calculée sur les réglages, les joueurs, les absences, les rondes, les résultats et la phase finale du fichier : le moindre fait changé donne une autre empreinte. « sclassic check FICHIER » la calcule de nouveau.',
            fontSize: 8,
            color: '#444444',
          },
        ],
        margin: [0, 0, 0, 8],
      },
      verdict(audit),
      {
        text: 'Information : un fait qui n’est pas une faute (un résultat corrigé après l’appariement de la ronde suivante, une ronde importée). Décision de l’arbitre : un échange, un nouvel appariement, avec son heure et ce qu’il a produit. Manquement : ce que la procédure ne donne pas à partir des faits du moment et qu’aucune décision enregistrée n’explique (un fichier modifié hors de Sclassic, une règle enfreinte).',
        style: 'note',
        margin: [0, 0, 0, 6],
      },
      ...(audit.general.length === 0 ? [] : [block(auditFr.general, '', audit.general, width)]),
      { text: 'Les rondes', style: 'subtitle', margin: [0, 6, 0, 4] },
      ...(audit.rounds.length === 0
        ? [{ text: 'Aucune ronde n’a été appariée.', italics: true }]
        : audit.rounds.map((round) => block(auditFr.round(round), procedureOf(round), round.findings, width))),
      signOff(audit),
    ],
  };
}
