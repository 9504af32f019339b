#!/usr/bin/env node
// The sclassic command. Node runs the TypeScript sources directly (type stripping, Node ≥ 23.6);
// the compile cache keeps the next start fast.
import module from 'node:module';

module.enableCompileCache?.();
const { main } = await import('../src-main/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
