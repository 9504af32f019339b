// `npm run serve`: browser mode's entry (what it does: src-main/server/serve-command.ts). Plain
// JavaScript, as bin/sclassic.js is, so that the compile cache is on before any TypeScript is
// read: from the second start on Node takes every source compiled from the cache and never loads
// its TypeScript stripper, a tenth of a second sooner than a TypeScript entry on 2 cores.
import module from 'node:module';
import { outliveOutputReader } from './output.js';

module.enableCompileCache?.();
outliveOutputReader();
const { serve } = await import('../src-main/server/serve-command.ts');
await serve(process.argv.slice(2));
