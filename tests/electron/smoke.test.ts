/**
 * The smoke run (`--smoke REPORT.json`) with `electron` mocked: every step goes from the page's
 * `window.sclassic` through the preload's bridge and the app's IPC handlers (their sender checks
 * included) to the real service and a real file; the second launch a double-click makes is the
 * system's `second-instance` event, stood in for. What a hosted runner adds is Electron itself.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_CHANNEL, PRINT_CHANNEL } from '../../src-main/electron/bridge.ts';
import { runSmoke, type SmokeReport, smokeReportPath } from '../../src-main/electron/smoke.ts';
import { type FakeBrowserWindow, fakeElectron } from './fake-electron.ts';

let folder: string;
let fake: ReturnType<typeof fakeElectron>;
let report: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-smoke-test-'));
  fake = fakeElectron(folder);
  report = join(folder, 'rapports', 'smoke.json');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** The smoke run, a second launch handing its command line to the running app as the system does. */
function smoke(relaunched: (args: string[]) => string[] = (args) => args, stepTimeoutMs = 20_000) {
  return runSmoke(fake as never, {
    uiIndex: '/opt/sclassic/renderer/index.html',
    preload: '/opt/sclassic/preload.cjs',
    report,
    stepTimeoutMs,
    relaunch: (args, env) => {
      expect(env.SCLASSIC_DATA_DIR).toBeDefined();
      fake.app.emit('second-instance', {}, ['Sclassic.exe', ...relaunched(args)], '/');
    },
  });
}

const STEPS = [
  'start',
  'page',
  'createTournament',
  'addPlayer ×8',
  'pairNextRound',
  'recordResult ×4',
  'standings',
  'printDocument match-sheets',
  'print',
  'closeTournament',
  'double-click',
  'standings after reopening',
];

describe('the smoke run', () => {
  it('runs a small tournament from the hidden page through the IPC handler, and writes what each step answered', async () => {
    const outcome = await smoke();
    expect(outcome.failedStep, JSON.stringify(outcome.steps.at(-1))).toBeNull();
    expect(outcome.ok).toBe(true);
    const written = JSON.parse(readFileSync(report, 'utf8')) as SmokeReport;
    expect(written.steps.map((s) => s.step)).toEqual(STEPS);
    for (const step of written.steps) {
      expect(step.ok).toBe(true);
      expect(step.ms).toBeGreaterThanOrEqual(0);
    }
    expect(written.dialogs).toEqual([]);
    // Its own data folder, set before the single-instance lock; its window never shown.
    expect(fake.app.setPath).toHaveBeenCalledWith('userData', expect.stringMatching(/sclassic-smoke-.+données$/));
    expect((fake.BrowserWindow.all[0] as FakeBrowserWindow).options.show).toBe(false);
    expect(fake.app.addRecentDocument).not.toHaveBeenCalled();
    // Every command of the tournament came through the page's bridge and the app's handler.
    const commands = fake.ipcCalls.filter(([channel]) => channel === API_CHANNEL).map(([, command]) => command);
    expect(commands.filter((c) => c === 'addPlayer')).toHaveLength(8);
    expect(commands.filter((c) => c === 'recordResult')).toHaveLength(4);
    for (const command of [
      'createTournament',
      'pairNextRound',
      'standings',
      'printDocument',
      'closeTournament',
      'show',
    ])
      expect(commands).toContain(command);
    expect(fake.ipcCalls.filter(([channel]) => channel === PRINT_CHANNEL)).toHaveLength(1);
    // The print of the match sheets, beside the report; the answers as the page had them.
    const print = written.steps.find((s) => s.step === 'print')?.answer as {
      pages: { document: number; printed: number };
    };
    expect(print.pages.document).toBeGreaterThan(0);
    expect(print.pages.printed).toBe(print.pages.document);
    expect(written.printed).toBe(join(folder, 'rapports', 'smoke-impression.pdf'));
    expect(
      readFileSync(written.printed as string)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const sheets = written.steps.find((s) => s.step === 'printDocument match-sheets')?.answer as {
      pdf: { bytes: number; starts: string };
    };
    expect(sheets.pdf.starts).toMatch(/^%PDF-/);
    const reopened = written.steps.find((s) => s.step === 'double-click')?.answer as { path: string };
    expect(reopened.path).toMatch(/Essai de Sclassic\.sclassic$/);
    // Its temporary folder is gone with it.
    expect(existsSync(reopened.path)).toBe(false);
  });

  it('fails at the step that fails, naming it, when the second launch does not reopen the file', async () => {
    const outcome = await smoke(() => [], 600);
    expect(outcome.ok).toBe(false);
    expect(outcome.failedStep).toBe('double-click');
    expect(outcome.steps.at(-1)).toMatchObject({
      step: 'double-click',
      ok: false,
      error: "le fichier n'a pas été rouvert par le second lancement",
    });
    expect(JSON.parse(readFileSync(report, 'utf8'))).toMatchObject({ ok: false, failedStep: 'double-click' });
  });

  it('fails when the app would open a dialog: nobody is there to answer it', async () => {
    const notATournament = join(folder, 'vide.sclassic');
    writeFileSync(notATournament, '');
    const outcome = await smoke(() => [notATournament], 1_000);
    expect(outcome.failedStep).toBe('double-click');
    expect(outcome.dialogs).toEqual(['message : Fichier refusé']);
    expect(outcome.steps.at(-1)?.error).toMatch(/une boîte de dialogue s'est ouverte \(message : Fichier refusé\)/);
  });

  it('reads the report’s path from the command line', () => {
    expect(smokeReportPath(['Sclassic.exe'])).toBeNull();
    expect(smokeReportPath(['electron', 'dist/electron/main.js', '--smoke', 'r.json'])).toBe(
      join(process.cwd(), 'r.json'),
    );
    expect(smokeReportPath(['Sclassic.exe', '--smoke'])).toBe(join(process.cwd(), 'sclassic-smoke.json'));
  });
});
