/** Formatting the benchmark's figures into plain-text tables. */

export function formatMs(ms: number): string {
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms >= 100) return `${Math.round(ms).toLocaleString('en-US')} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

export function formatRatio(ratio: number): string {
  if (ratio >= 10) return `${Math.round(ratio).toLocaleString('en-US')}×`;
  return `${ratio.toFixed(1)}×`;
}

export type Align = 'left' | 'right';

/** Columns padded to their widest cell, separated by three spaces. */
export function renderTable(headers: readonly string[], rows: readonly string[][], align: readonly Align[]): string {
  const widths = headers.map((header, c) => Math.max(header.length, ...rows.map((row) => (row[c] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (align[c] === 'right' ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0)))
      .join('   ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}
