#!/usr/bin/env node
// The sclassic command. Node runs the TypeScript sources directly (type stripping, Node ≥ 23.6).
import { main } from '../src-main/cli/main.ts';

process.exitCode = await main(process.argv.slice(2));
