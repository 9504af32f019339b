/** A command line the CLI cannot run as written (exit status 2): its French message says what to type instead. */
export class UsageError extends Error {}

/**
 * A file the CLI itself reads or writes for the director (a list named on the command line, a PDF
 * to save) that it cannot: refused like a command (exit status 1), its French message says why.
 */
export class LocalFileError extends Error {}

/** The command ran and its answer is no (`check` found differences): exit status 1, its line on standard error. */
export class NegativeAnswer extends Error {}
