/** A command line the CLI cannot run as typed: its message says what to type instead. */
export class UsageError extends Error {}
