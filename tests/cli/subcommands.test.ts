/**
 * The subcommands as declared: each names the service command it runs, and runs it (the name
 * is what the service's command registry will be asked for); the help lists each of them once.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIRECTORY_COMMANDS, FILE_COMMANDS } from '../../src-main/cli/main.ts';
import { type Call, withService } from '../../src-main/cli/service-call.ts';
import { runSubcommand, type Subcommand } from '../../src-main/cli/subcommand.ts';
import type { CommandName } from '../../src-main/contract/commands.ts';
import { runCli } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-subcommands-'));
const file = join(folder, 'Open de Mons.sclassic');
const data = join(folder, 'données');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const SUBCOMMANDS: Record<string, Subcommand> = {
  ...FILE_COMMANDS,
  ...Object.fromEntries(Object.entries(DIRECTORY_COMMANDS).map(([name, command]) => [`directory ${name}`, command])),
};

const list = join(folder, 'liste.csv');
writeFileSync(
  list,
  [
    'Licence;Nom;Prénom;Club;Cote',
    'F2;BLANC;Bruno;Ath;1700',
    'F3;CARON;Chloé;Mons;1600',
    'F4;DENIS;Dan;;1500',
    '',
  ].join('\n'),
);

/**
 * One run of each subcommand, in an order a tournament allows (none is refused); the service command it must
 * run when it is not the one the subcommand names.
 */
const RUNS: Array<[string, string[], CommandName?]> = [
  ['new', [file, '--name', 'Open de Mons', '--date', '2026-12-22', '--rounds', '2']],
  ['settings', [file, '--place', 'Mons']],
  ['show', [file]],
  ['directory import', [list, '--date', '2025-12-01']],
  ['directory search', ['blanc']],
  ['directory info', []],
  ['players add', [file, '--name', 'ARNAUD Anne', '--rating', '1800']],
  ['players import', [file, list]],
  ['players refresh', [file]],
  ['players refresh', [file, '--apply'], 'refreshFromDirectory'],
  ['players list', [file]],
  ['players edit', [file, '1', '--club', 'Mons']],
  ['undo', [file]],
  ['redo', [file]],
  ['undo', [file]],
  ['players remove', [file, 'DENIS Dan']],
  ['players add', [file, '--name', 'DENIS Dan', '--rating', '1500']],
  ['absent', [file, '2', '--present']],
  ['pair', [file]],
  ['swap', [file, '1', '3', '--check'], 'previewSwap'],
  ['swap', [file, '1', '3']],
  ['repair', [file]],
  ['round', [file]],
  ['result', [file, '--table', '1', '--forfeit', 'ARNAUD']],
  ['clear', [file, '--table', '1']],
  ['explain', [file]],
  ['check', [file]],
  ['clock', [file, '--start'], 'startClock'],
  ['result', [file, '--table', '1', '420-300']],
  ['result', [file, '--table', '2', '420-300']],
  ['players withdraw', [file, 'DENIS Dan']],
  ['settings', [file, '--rounds', '1']],
  // Shows the final phase (or who would play it); opening it is tested on its own file.
  ['final', [file], 'finalPhase'],
  ['standings', [file, '--final']],
  ['history', [file, '1']],
  ['crosstable', [file]],
  ['ratings', [file]],
  ['log', [file]],
  ['print', [file, 'pairings', '-o', join(folder, 'appariements.pdf')]],
  ['copy', [file, join(folder, 'copie.sclassic')]],
  ['export', [file, '--csv', '-o', join(folder, 'resultats.csv')]],
  // The engine's document rather than the results.
  ['export', [file, '--json', '-o', join(folder, 'document.json')], 'exportDocument'],
  ['import', [join(folder, 'document.json'), join(folder, 'importé.sclassic')]],
];

describe('the subcommands of sclassic', () => {
  it('each runs the service command it names', async () => {
    expect(new Set(RUNS.map(([name]) => name))).toEqual(new Set(Object.keys(SUBCOMMANDS)));
    for (const [name, args, runs] of RUNS) {
      const subcommand = SUBCOMMANDS[name] as Subcommand;
      const called: CommandName[] = [];
      await withService(
        () => data,
        (call) => {
          const recording: Call = (command, input) => {
            called.push(command);
            return call(command, input);
          };
          return runSubcommand(name, subcommand, args, recording, () => {});
        },
      );
      expect(called, `sclassic ${name} ${args.join(' ')}`).toContain(runs ?? subcommand.command);
    }
  });

  it('the help lists each once', async () => {
    const { stdout } = await runCli(['--help']);
    for (const [name, subcommand] of Object.entries(SUBCOMMANDS)) {
      const line = `  ${subcommand.usage.split('\n')[0]}\n`;
      expect(stdout.split(line), name).toHaveLength(2);
    }
  });
});
