/**
 * One players file read through the service in a Node process of its own (hostile-files.ts starts
 * one per file): the peak of its resident memory is then that file's alone. Prints one JSON line:
 * the timing of the reads, the peak's growth over the process before the first read, and the
 * answer — the refusal's French words, or how many players were read.
 *
 *   node --expose-gc bench/hostile-file-process.ts PATH FILE-NAME
 */
import { readFileSync } from 'node:fs';
import { Refused } from '../src-main/contract/refusals.ts';
import { apiOf } from '../src-main/service/core/api.ts';
import { createService } from '../src-main/service/core/dispatch.ts';
import { measureAsync, type Timing } from './measure.ts';

export interface HostileReading {
  timing: Timing;
  /** How far the process's peak resident memory rose above its size before the first read, in bytes. */
  peakGrowth: number;
  answer: string;
}

const [path, fileName] = process.argv.slice(2) as [string, string];
const bytes = new Uint8Array(readFileSync(path));
const api = apiOf(createService());
const answerTo = async (): Promise<string> => {
  try {
    return `read: ${(await api.readPlayerFile({ fileName, bytes })).players.length.toLocaleString('en-US')} players`;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
};

const gc = () => (globalThis as { gc?: () => void }).gc?.();
gc();
const before = process.memoryUsage().rss;
let answer = '';
const timing = await measureAsync(
  { warmupRuns: 0, minRuns: 3, maxRuns: 10, budgetMs: 3000 },
  {
    // What a read leaves is collected before the next: the peak is one read's.
    prepare: gc,
    work: answerTo,
    check: (said) => {
      answer = said;
    },
  },
);
const reading: HostileReading = {
  timing,
  peakGrowth: Math.max(0, process.resourceUsage().maxRSS * 1024 - before),
  answer,
};
console.log(JSON.stringify(reading));
