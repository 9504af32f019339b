/** A command line that does not make sense: said on one line, exit code 2. */
export class UsageError extends Error {}
