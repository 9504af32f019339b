/**
 * The live results' address as a QR code, one matrix drawn two ways: as an SVG image for the
 * director's screens and the projection, and as rectangles in the printed poster (live-poster.ts).
 */
import { encodeQR } from 'qr';

/**
 * The modules of the code, row by row (true: dark), without the quiet zone. Error correction
 * "medium" (15 %): a poster still reads with a pin through it or a fold across it.
 */
export function qrModules(text: string): boolean[][] {
  // The library always draws a border: the thinnest, sliced off (the quiet zone is the drawer's).
  return encodeQR(text, 'raw', { ecc: 'medium', border: 1 })
    .slice(1, -1)
    .map((row) => row.slice(1, -1));
}

/** The dark modules of a row as runs [first column, length]: one rectangle each. */
export function darkRuns(row: readonly boolean[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  row.forEach((dark, x) => {
    const last = runs.at(-1);
    if (!dark) return;
    if (last !== undefined && last[0] + last[1] === x) last[1]++;
    else runs.push([x, 1]);
  });
  return runs;
}

/** The quiet zone the standard asks around a code, in modules. */
export const QUIET_ZONE = 4;

/** The code as an SVG image (black on white, its quiet zone included), as a data: URL for an <img>. */
export function qrImage(text: string): string {
  const modules = qrModules(text);
  const size = modules.length + 2 * QUIET_ZONE;
  const path = modules
    .flatMap((row, y) => darkRuns(row).map(([x, n]) => `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${n}v1h-${n}z`))
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
