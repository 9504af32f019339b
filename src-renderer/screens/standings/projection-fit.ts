/**
 * The projection's type size and pairing columns, chosen so that the longest name is read whole:
 * the size the window gives (large on a projector), made smaller only as much as the longest name
 * needs, and the pairings in two columns only when a name fits in half the screen. Widths are
 * estimated from the letters (the page is bold DejaVu Sans: capitals are wider), generously, so
 * an estimate errs towards a name shown whole.
 */

/** The width of a text in em of bold DejaVu Sans, rounded up. */
export function textEm(text: string): number {
  let em = 0;
  for (const c of text) {
    if (c === ' ' || c === '-' || c === "'" || c === '’' || c === '.') em += 0.4;
    else if (c === 'I' || c === 'J' || c === 'i' || c === 'j' || c === 'l' || c === 't' || c === 'f') em += 0.45;
    else if (c === 'M' || c === 'W' || c === 'm' || c === 'w' || c === 'Æ' || c === 'Œ' || c === 'œ') em += 1;
    else if (c !== c.toLowerCase()) em += 0.8;
    else em += 0.68;
  }
  return em;
}

export interface ProjectionFit {
  fontPx: number;
  pairingColumns: 1 | 2;
}

const MAX_FONT_PX = 52;
const MIN_FONT_PX = 18;
/** The page's side padding: 1em each side. */
const SIDE_EM = 2;
/** Between two columns of pairings. */
const COLUMN_GAP_EM = 1.5;
/** A pairing line: name (1.1 parts), table (5.2em), opponent (1.2 parts), two gaps of 0.5em. */
const TABLE_EM = 5.2;
const LINE_GAPS_EM = 1;
const NAME_PARTS = 1.1 / 2.3;
const OPPONENT_PARTS = 1.2 / 2.3;
/** « contre » before the opponent, in smaller type. */
const AGAINST_EM = 0.8 * textEm('contre ');
/** The standings' name column: 45 % of the table, less its padding (14 px each side). */
const NAME_SHARE = 0.45;
const CELL_PADDING_PX = 28;

/** Whether a pairing line of the longest name fits at `font` px in `columns` columns. */
function pairingFits(width: number, font: number, columns: 1 | 2, nameEm: number): boolean {
  const column = (width - SIDE_EM * font - (columns - 1) * COLUMN_GAP_EM * font) / columns;
  const cells = column - (TABLE_EM + LINE_GAPS_EM) * font;
  return cells * NAME_PARTS >= nameEm * font && cells * OPPONENT_PARTS >= (nameEm + AGAINST_EM) * font;
}

/** The largest size at which the longest name fits its column of the standings. */
function standingsFont(width: number, nameEm: number): number {
  // NAME_SHARE × (width − SIDE_EM × f) − padding ≥ nameEm × f
  return (NAME_SHARE * width - CELL_PADDING_PX) / (nameEm + NAME_SHARE * SIDE_EM);
}

/** The largest size at which a pairing line of the longest name fits in one column. */
function oneColumnFont(width: number, nameEm: number): number {
  // For the name: NAME_PARTS × (width − (SIDE_EM + TABLE_EM + LINE_GAPS_EM) × f) ≥ nameEm × f; the
  // opponent's cell is wider but holds « contre » too.
  const fixed = SIDE_EM + TABLE_EM + LINE_GAPS_EM;
  const forName = (NAME_PARTS * width) / (nameEm + NAME_PARTS * fixed);
  const forOpponent = (OPPONENT_PARTS * width) / (nameEm + AGAINST_EM + OPPONENT_PARTS * fixed);
  return Math.min(forName, forOpponent);
}

/**
 * The type size and pairing columns for a window of `width` × `height` px whose longest name (of
 * the pairings and the standings alike) is `longestName`; withdrawn players' names carry a tag.
 */
export function projectionFit(width: number, height: number, longestName: string, withdrawnTag = ''): ProjectionFit {
  const windowFont = Math.min(MAX_FONT_PX, Math.max(26, height * 0.045, width * 0.018));
  const nameEm = textEm(longestName);
  const tagEm = withdrawnTag === '' ? 0 : 0.4 + 0.7 * textEm(withdrawnTag);
  let font = Math.min(windowFont, standingsFont(width, nameEm + tagEm));
  // Two columns of pairings on a wide screen, if the longest name fits in one of them.
  const wide = width / font >= 44;
  if (wide && pairingFits(width, font, 2, nameEm)) return { fontPx: Math.floor(font), pairingColumns: 2 };
  font = Math.min(font, oneColumnFont(width, nameEm));
  return { fontPx: Math.max(MIN_FONT_PX, Math.floor(font)), pairingColumns: 1 };
}
