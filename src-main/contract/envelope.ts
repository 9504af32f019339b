/**
 * The answer to every command on every transport (IPC, HTTP, in-process): its result, or the
 * refusal that says why nothing was done.
 */
import type { Refusal } from './refusals.ts';

export type Envelope<T> = { result: T } | { refusal: Refusal };

export const isRefusal = <T>(envelope: Envelope<T>): envelope is { refusal: Refusal } => 'refusal' in envelope;
