/**
 * Timing for the benchmark: warm-up runs first (so that the JIT has compiled the pairing code),
 * then timed runs until a run count or a time budget is reached, summarised by median, min and
 * p90. Only `work` is timed: `prepare` builds what a run consumes (a fresh copy of a stateful
 * tournament) and `check` looks at the result, both outside the clock. `measureAsync` does the
 * same for work that awaits (the service's commands).
 */
import { nearestRank } from './report.ts';

export interface Plan {
  warmupRuns: number;
  minRuns: number;
  maxRuns: number;
  /** Once `minRuns` are done, stop timing when this much wall-clock time has gone by. */
  budgetMs: number;
}

export interface Timing {
  runs: number;
  median: number;
  min: number;
  p90: number;
}

export interface Workload<Input, Result> {
  prepare: () => Input;
  work: (input: Input) => Result;
  /** Throws when a run did not do the work it claims (a pairing with the wrong number of tables). */
  check: (result: Result) => void;
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface AsyncWorkload<Input, Result> {
  prepare: () => Input | Promise<Input>;
  work: (input: Input) => Promise<Result>;
  /** Throws when a run did not do its work; may also tidy up after it (the files a run wrote). */
  check: (result: Result) => void | Promise<void>;
}

function timedRun<Input, Result>(workload: Workload<Input, Result>): number {
  const input = workload.prepare();
  const start = performance.now();
  const result = workload.work(input);
  const elapsed = performance.now() - start;
  workload.check(result);
  return elapsed;
}

async function timedRunAsync<Input, Result>(workload: AsyncWorkload<Input, Result>): Promise<number> {
  const input = await workload.prepare();
  const start = performance.now();
  const result = await workload.work(input);
  const elapsed = performance.now() - start;
  await workload.check(result);
  return elapsed;
}

function wantsMore(plan: Plan, samples: readonly number[], start: number): boolean {
  return samples.length < plan.maxRuns && (samples.length < plan.minRuns || performance.now() - start < plan.budgetMs);
}

function summarise(samples: readonly number[]): Timing {
  const sorted = samples.toSorted((x, y) => x - y);
  return { runs: sorted.length, median: median(sorted), min: sorted[0] as number, p90: nearestRank(sorted, 0.9) };
}

export function measure<Input, Result>(plan: Plan, workload: Workload<Input, Result>): Timing {
  for (let i = 0; i < plan.warmupRuns; i++) timedRun(workload);
  const samples: number[] = [];
  const start = performance.now();
  while (wantsMore(plan, samples, start)) samples.push(timedRun(workload));
  return summarise(samples);
}

export async function measureAsync<Input, Result>(plan: Plan, workload: AsyncWorkload<Input, Result>): Promise<Timing> {
  for (let i = 0; i < plan.warmupRuns; i++) await timedRunAsync(workload);
  const samples: number[] = [];
  const start = performance.now();
  while (wantsMore(plan, samples, start)) samples.push(await timedRunAsync(workload));
  return summarise(samples);
}
