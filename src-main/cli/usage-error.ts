/** A command line the CLI cannot run as written (exit status 2): its French message says what to type instead. */
export class UsageError extends Error {}

/**
 * A file the CLI itself reads or writes for the director (a list named on the command line, a PDF
 * to save) that it cannot: refused like a command (exit status 1), its French message says why.
 */
export class LocalFileError extends Error {}

/** The command ran and its answer is no (`check` found differences): exit status 1, its line on standard error. */
export class NegativeAnswer extends Error {}

/**
 * A command line Node's argument parser refused, said in French: its own words are English and
 * name the parser's internals (« argument is ambiguous »).
 */
export function parseArgsMessage(error: { code?: string; message: string }): string {
  const option = /'(-{1,2}[^' ]+)/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `option inconnue « ${option} »`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `argument en trop « ${option.replace(/^-+/, '') || /'([^']+)'/.exec(error.message)?.[1] || ''} »`;
    default:
      if (error.message.includes('ambiguous'))
        return `${option} : pour une valeur qui commence par un tiret, écrivez ${option}=-5 (le signe collé par « = »)`;
      if (error.message.includes('does not take an argument')) return `${option} ne prend pas de valeur`;
      if (error.message.includes('argument missing')) return `${option} attend une valeur`;
      return `ligne de commande illisible (${option || error.code})`;
  }
}
