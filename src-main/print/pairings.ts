/**
 * The pairings of a round, for the wall: large type, names in bold. First by table (who plays
 * whom, who starts), then every player of the round in French alphabetical order with their
 * table and opponent, so each finds their place at a glance.
 */
import { compareNamesFrench } from '../../src-engine/index.ts';
import type { MatchView, PlayerBrief, RoundView } from '../contract/views.ts';
import { COLORS, type PrintSettings, pageFrame, usableWidth } from './page.ts';
import type { Content, DocumentDefinition } from './pdf.ts';
import { fitFontSize } from './text-measure.ts';

const BODY_SIZE = 14;
/** Names shrink down to this size to stay on one line, then wrap. */
const MIN_NAME_SIZE = { table: 11, alphabetical: 10 } as const;
const COLUMN = { table: 48, starter: 124, seatTable: 52, opponent: 190 } as const;
const X_LABEL = 'X (exempt)';
const REMATCH_MARK = '†';

/** Horizontal rules only, a light shade every other row, room around the large type. */
const WALL_LAYOUT = {
  hLineWidth: (row: number, node: { table: { body: unknown[] } }) =>
    row === 0 || row === 1 || row === node.table.body.length ? 1 : 0.4,
  vLineWidth: () => 0,
  hLineColor: (row: number) => (row <= 1 ? '#333333' : COLORS.rule),
  fillColor: (row: number) => (row === 0 ? COLORS.shade : row % 2 === 0 ? '#f5f5f5' : null),
  paddingLeft: () => 6,
  paddingRight: () => 6,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

function header(texts: string[], centered: number[]): Content[] {
  return texts.map((text, i) => ({
    text,
    bold: true,
    fontSize: 12,
    ...(centered.includes(i) ? { alignment: 'center' as const } : {}),
  }));
}

function starter(match: MatchView): string {
  if (match.b === null || match.starts === null) return '—';
  return match.starts === match.b.id ? match.b.name : match.a.name;
}

function tableRow(match: MatchView, nameWidth: number): Content[] {
  const name = (player: PlayerBrief): Content => ({
    text: player.name,
    bold: true,
    fontSize: fitFontSize(player.name, nameWidth, BODY_SIZE, MIN_NAME_SIZE.table),
  });
  return [
    {
      text: [
        { text: String(match.table), bold: true },
        ...(match.rematch ? [{ text: ` ${REMATCH_MARK}`, fontSize: 9, color: '#666666' }] : []),
      ],
      alignment: 'center',
    },
    name(match.a),
    match.b === null ? { text: X_LABEL, italics: true, color: '#444444' } : name(match.b),
    match.b === null
      ? { text: starter(match), alignment: 'center' }
      : { text: starter(match), fontSize: fitFontSize(starter(match), COLUMN.starter, 12, 9, false) },
  ];
}

interface Seat {
  player: PlayerBrief;
  table: number;
  opponent: PlayerBrief | null;
}

/** Every player of the round once, the player against X included, in French alphabetical order. */
function seats(round: RoundView): Seat[] {
  return round.matches
    .flatMap((match): Seat[] => [
      { player: match.a, table: match.table, opponent: match.b },
      ...(match.b === null ? [] : [{ player: match.b, table: match.table, opponent: match.a }]),
    ])
    .sort((p, q) => compareNamesFrench(p.player.name, q.player.name) || p.player.id - q.player.id);
}

function seatRow(seat: Seat, nameWidth: number): Content[] {
  const { name } = seat.player;
  return [
    { text: name, bold: true, fontSize: fitFontSize(name, nameWidth, BODY_SIZE, MIN_NAME_SIZE.alphabetical) },
    { text: String(seat.table), bold: true, alignment: 'center' },
    seat.opponent === null
      ? { text: 'X', italics: true, color: '#444444' }
      : { text: seat.opponent.name, fontSize: fitFontSize(seat.opponent.name, COLUMN.opponent, 12, 10, false) },
  ];
}

export function pairingsDocument(round: RoundView, settings: PrintSettings): DocumentDefinition {
  const title = `Appariements — ronde ${round.number}`;
  const frame = pageFrame(settings, title, { fontSize: BODY_SIZE });
  const matches = round.matches.toSorted((p, q) => p.table - q.table);
  // Inner widths of the name columns: the page less the fixed columns and 12 pt of padding a column.
  const usable = usableWidth(settings.paper);
  const tableNameWidth = (usable - COLUMN.table - COLUMN.starter - 4 * 12) / 2;
  const seatNameWidth = usable - COLUMN.seatTable - COLUMN.opponent - 3 * 12;
  const content: Content[] = [
    { text: title, style: 'title', fontSize: 20 },
    { text: 'Par table', style: 'subtitle', fontSize: 15, margin: [0, 0, 0, 6] },
  ];
  if (matches.length === 0) {
    content.push({ text: 'Aucune table dans cette ronde.' });
    return { ...frame, content };
  }
  content.push({
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [COLUMN.table, '*', '*', COLUMN.starter],
      body: [
        header(['Table', 'Joueur A', 'Joueur B', 'Commence'], [0]),
        ...matches.map((match) => tableRow(match, tableNameWidth)),
      ],
    },
    layout: WALL_LAYOUT,
  });
  const notes: string[] = [];
  if (matches.some((m) => m.rematch)) notes.push(`${REMATCH_MARK} les deux joueurs se sont déjà rencontrés.`);
  if (matches.some((m) => m.b === null)) notes.push('X : joueur fictif, victoire par forfait pour son adversaire.');
  if (notes.length > 0) content.push({ text: notes.join('   '), style: 'note', fontSize: 9 });

  content.push(
    { text: title, style: 'title', fontSize: 20, pageBreak: 'before' },
    { text: 'Par ordre alphabétique', style: 'subtitle', fontSize: 15, margin: [0, 0, 0, 6] },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: ['*', COLUMN.seatTable, COLUMN.opponent],
        body: [
          header(['Nom', 'Table', 'Adversaire'], [1]),
          ...seats(round).map((seat) => seatRow(seat, seatNameWidth)),
        ],
      },
      layout: WALL_LAYOUT,
    },
  );
  return { ...frame, content };
}
