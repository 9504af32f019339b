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

/** The aim column: '—' without an aim, else whether the median is under it. */
export function aimCell(median: number, aimMs: number | null): string {
  if (aimMs === null) return '—';
  const met = median < aimMs ? 'met' : 'NOT met';
  return `< ${formatMs(aimMs).replace('.00', '')}: ${met}`;
}

/** One line while measuring: who, what, the median and the run count. */
export function progress(tool: string, label: string, timing: { median: number; runs: number }): void {
  const runs = `${timing.runs} run${timing.runs === 1 ? '' : 's'}`;
  console.log(`  ${tool.padEnd(20)} ${label.padEnd(44)} ${formatMs(timing.median).padStart(9)}  (${runs})`);
}

/** A scenario measured against its aim, as the service's tables list them. */
export interface TimedScenario {
  label: string;
  aimMs: number | null;
  timing: { median: number; min: number; p90: number; runs: number };
}

/** The table of timed scenarios: median, min, p90, runs and whether the aim is met. */
export function renderTimings(rows: readonly TimedScenario[]): string {
  return renderTable(
    ['scenario', 'median', 'min', 'p90', 'runs', 'aim'],
    rows.map(({ label, aimMs, timing: t }) => [
      label,
      formatMs(t.median),
      formatMs(t.min),
      formatMs(t.p90),
      String(t.runs),
      aimCell(t.median, aimMs),
    ]),
    ['left', 'right', 'right', 'right', 'right', 'left'],
  );
}

/** The value of sorted values below which `fraction` of them lie (nearest rank); NaN when there are none. */
export function nearestRank(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

/** The value below which `fraction` of the values lie (nearest rank); NaN when there are none. */
export function percentile(values: readonly number[], fraction: number): number {
  return nearestRank(
    values.toSorted((a, b) => a - b),
    fraction,
  );
}
