/**
 * A QR code drawn in a printed document: one rectangle per run of dark modules, on white with its
 * quiet zone (the live results' poster, the match sheets' codes).
 */
import type { Content } from './pdf.ts';
import { darkRuns, QUIET_ZONE, qrModules } from './qr-code.ts';

/** The code of `text`, `side` points wide, centred in its cell. */
export function qrCanvas(text: string, side: number): Content {
  const modules = qrModules(text);
  const cell = side / (modules.length + 2 * QUIET_ZONE);
  return {
    canvas: [
      { type: 'rect', x: 0, y: 0, w: side, h: side, color: '#ffffff' },
      ...modules.flatMap((row, y) =>
        darkRuns(row).map(([x, n]) => ({
          type: 'rect' as const,
          x: (x + QUIET_ZONE) * cell,
          y: (y + QUIET_ZONE) * cell,
          // A hair wider than the cell, so neighbouring rectangles leave no white seam.
          w: n * cell + 0.2,
          h: cell + 0.2,
          color: '#000000',
        })),
      ),
    ],
    alignment: 'center',
  };
}
