/**
 * How much the property tests and fuzzers do: a short run that `npm test` keeps under its
 * minutes, and a long one with `SCLASSIC_DEEP=1 npm test` (before a release, or to chase a rare
 * fault). The seeds are the same in both: the short run is the long run's beginning.
 */
export const DEEP = process.env.SCLASSIC_DEEP === '1';

/** `short` in an ordinary run, `deep` with SCLASSIC_DEEP=1. */
export const sized = (short: number, deep: number): number => (DEEP ? deep : short);
