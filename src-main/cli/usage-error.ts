/** A command line the CLI cannot run as written (exit status 2), with a French message. */
export class UsageError extends Error {}
