/**
 * Loaded first (`node --import`) into every long-lived process a test starts
 * (tests/support/processes.ts): the test's process holds the other end of this one's standard
 * input, so when that process is gone — finished, failed, timed out, killed — the pipe closes and
 * this process ends too, through its own SIGTERM handling, and by force if that hangs.
 */
process.stdin.on('end', () => {
  setTimeout(() => process.exit(70), 5000).unref();
  process.kill(process.pid, 'SIGTERM');
});
process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
// Listening must not keep a process alive that would otherwise have finished.
process.stdin.unref();
