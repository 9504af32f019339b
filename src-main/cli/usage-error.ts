/** A command line the CLI cannot run as written (exit status 2): its French message says what to type instead. */
export class UsageError extends Error {}
