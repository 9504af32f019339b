// What reads a command's output may stop before its end (« sclassic show … | head -1 », a script
// that keeps browser mode's first line): the rest has nowhere to go, which is no fault, and the
// process goes on as it would have — a command to its end and its own status, browser mode
// serving. Any other failure to print is said in one French line, and the exit status says it.
// Plain JavaScript, as the entries that load it first.

/** Keeps the process going when standard output's reader has gone. */
export function outliveOutputReader() {
  process.stdout.on('error', (error) => {
    if (error.code === 'EPIPE') return;
    process.stderr.write(`sclassic : la sortie n’a pas pu être écrite (${error.code ?? error.message}).\n`);
    process.exitCode = 1;
  });
}
