/**
 * The smoke run: `sclassic-desktop --smoke REPORT.json`, or `npm start -- --smoke REPORT.json`.
 * The real app, started as a director starts it — main process, app:// page, preload, IPC
 * handler, service, SQLite file — with its window hidden, and driven from that page through its
 * bridge (`window.sclassic`, as the screens reach the service): a tournament created in a
 * temporary folder, 8 players, a round paired and played, the standings, the match sheets as a
 * PDF and printed (to a PDF, in the window « Imprimer » opens: no printer, nobody to answer a
 * dialog), the file closed, then opened again by a second launch of the app given its path, as
 * a double-click does. What each step answered and how long it took goes to REPORT.json, the
 * print beside it; the process exits 0, or 1 naming the step that failed. No dialog opens (one
 * that would is its step's failure), nothing goes to the network, the director's own data folder
 * is not touched (the run has one of its own).
 *
 * It is what the hosted workflows run, from the sources and from the installed app, on the
 * machines where Electron's binary can be had (smoke-steps.ts holds the steps).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type DesktopOptions, startDesktopApp } from './desktop-app.ts';
import type { Printer } from './printing.ts';
import { type PrintedDocument, SMOKE_STEPS, type SmokeContext } from './smoke-steps.ts';

type ElectronModule = Parameters<typeof startDesktopApp>[0];

export interface StepRecord {
  step: string;
  ok: boolean;
  ms: number;
  answer?: unknown;
  error?: string;
}

export interface SmokeReport {
  ok: boolean;
  /** The step that failed, null when all passed. */
  failedStep: string | null;
  app: Record<string, string | boolean | undefined>;
  totalMs: number;
  steps: StepRecord[];
  /** Dialogs the app tried to open (each one a failure: the run must need none). */
  dialogs: string[];
  /** The print of the match sheets, written beside the report. */
  printed: string | null;
}

export interface SmokeOptions extends Pick<DesktopOptions, 'uiIndex' | 'preload'> {
  report: string;
  /** Launches the app again with these arguments, as the system does on a double-click. */
  relaunch?: (args: string[], env: NodeJS.ProcessEnv) => void;
  /** The longest a step waits for the page or the app. */
  stepTimeoutMs?: number;
}

/** The report's path when the command line asks for a smoke run (`--smoke REPORT.json`), else null. */
export function smokeReportPath(argv: readonly string[]): string | null {
  const at = argv.indexOf('--smoke');
  if (at === -1) return null;
  const given = argv[at + 1];
  return resolve(given === undefined || given.startsWith('-') ? 'sclassic-smoke.json' : given);
}

/** The dialog module of a run with nobody to answer: every dialog is recorded, said, and answered « cancelled ». */
function noDialogs(opened: string[], said: (dialog: string) => void): ElectronModule['dialog'] {
  const record = (kind: string, options: unknown) => {
    const { title, message } = (options ?? {}) as { title?: string; message?: string };
    opened.push(`${kind} : ${title ?? message ?? ''}`);
    said(opened.join(' ; '));
  };
  return {
    showMessageBox: async (...args: unknown[]) => {
      record('message', args.at(-1));
      return { response: 0, checkboxChecked: false };
    },
    showOpenDialog: async (...args: unknown[]) => {
      record('ouvrir', args.at(-1));
      return { canceled: true, filePaths: [] };
    },
    showSaveDialog: async (...args: unknown[]) => {
      record('enregistrer', args.at(-1));
      return { canceled: true, filePath: '' };
    },
    showErrorBox: (title: string, content: string) => record('erreur', { title: `${title} — ${content}` }),
  } as unknown as ElectronModule['dialog'];
}

/** The print to PDF of the window « Imprimer » opened, kept for the report. */
function pdfPrinter(printed: PrintedDocument[]): Printer {
  return async (contents, fileName, viewerReady) => {
    printed.push({ fileName, viewerReady, shown: contents.getURL(), pdf: await contents.printToPDF({}) });
  };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} : pas de réponse en ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export async function runSmoke(electron: ElectronModule, options: SmokeOptions): Promise<SmokeReport> {
  const { app } = electron;
  const begun = performance.now();
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-smoke-'));
  const dataFolder = join(folder, 'données');
  const dialogs: string[] = [];
  const printed: PrintedDocument[] = [];
  const steps: StepRecord[] = [];
  const timeout = options.stepTimeoutMs ?? 30_000;
  // The second launch finds the first by its data folder (the single-instance lock is kept there).
  const relaunch =
    options.relaunch ??
    ((args: string[], env: NodeJS.ProcessEnv) =>
      spawn(process.execPath, app.isPackaged ? args : [process.argv[1] ?? '', ...args], {
        env,
        stdio: 'ignore',
      }).unref());
  let started: Awaited<ReturnType<typeof startDesktopApp>> = null;
  let failedStep: string | null = null;

  let dialogOpened: (dialogs: string) => void = () => undefined;

  async function run(name: string, step: () => Promise<unknown>): Promise<boolean> {
    const at = performance.now();
    const dialog = new Promise<never>((_, reject) => {
      dialogOpened = (opened) => reject(new Error(`une boîte de dialogue s'est ouverte (${opened})`));
    });
    try {
      // The steps' own waits end first, with their own words; this one catches a step stuck elsewhere.
      const answer = await within(Promise.race([step(), dialog]), 2 * timeout, name);
      steps.push({ step: name, ok: true, ms: Math.round(performance.now() - at), answer });
      if (dialogs.length > 0) throw new Error(`une boîte de dialogue s'est ouverte (${dialogs.join(' ; ')})`);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = steps.at(-1);
      if (last?.step === name) Object.assign(last, { ok: false, error: message });
      else steps.push({ step: name, ok: false, ms: Math.round(performance.now() - at), error: message });
      failedStep = name;
      return false;
    }
  }

  // An exception nobody catches would open Electron's error dialog and leave the run hanging.
  let onCrash: (reason: unknown) => void = () => undefined;
  const crashed = new Promise<Error>((resolveCrash) => {
    onCrash = (reason) => resolveCrash(reason instanceof Error ? reason : new Error(String(reason)));
  });
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  const start = async () => {
    started = await startDesktopApp(
      // The modules the app uses, picked one by one: spreading the electron module would read all
      // of its modules, and some may not be read before the app is ready.
      {
        app,
        BrowserWindow: electron.BrowserWindow,
        ipcMain: electron.ipcMain,
        Menu: electron.Menu,
        protocol: electron.protocol,
        screen: electron.screen,
        session: electron.session,
        dialog: noDialogs(dialogs, (opened) => dialogOpened(opened)),
      },
      { ...options, argv: [process.argv[0] ?? 'sclassic'], dataFolder, hidden: true, printer: pdfPrinter(printed) },
    );
    if (started === null) throw new Error("l'application n'a pas obtenu son verrou d'instance unique");
    return { dataFolder };
  };
  const all = (async () => {
    if (!(await run('start', start)) || started === null) return;
    const context: SmokeContext = {
      started,
      file: join(folder, 'Essai de Sclassic.sclassic'),
      printed,
      timeoutMs: timeout,
      relaunch: (args) => relaunch(args, { ...process.env, SCLASSIC_DATA_DIR: dataFolder }),
    };
    for (const step of SMOKE_STEPS) if (!(await run(step.name, () => step.run(context)))) return;
  })();
  const crash = await Promise.race([all.then(() => null), crashed]);
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
  if (crash !== null) {
    failedStep ??= steps.at(-1)?.step ?? 'start';
    steps.push({ step: failedStep, ok: false, ms: 0, error: `exception non rattrapée : ${crash.message}` });
  }

  const report: SmokeReport = {
    ok: failedStep === null,
    failedStep,
    app: {
      version: app.getVersion(),
      packaged: app.isPackaged,
      electron: process.versions.electron,
      chrome: process.versions.chrome,
      node: process.versions.node,
      platform: process.platform,
      arch: process.arch,
    },
    totalMs: Math.round(performance.now() - begun),
    steps,
    dialogs,
    printed: null,
  };
  mkdirSync(dirname(options.report), { recursive: true });
  const print = printed.at(-1);
  if (print !== undefined) {
    report.printed = options.report.replace(/(\.json)?$/i, '-impression.pdf');
    writeFileSync(report.printed, print.pdf);
  }
  writeFileSync(options.report, `${JSON.stringify(report, null, 2)}\n`);
  const said = report.ok
    ? `Essai de l'application réussi : ${steps.length} étapes en ${(report.totalMs / 1000).toFixed(1)} s.`
    : `Essai de l'application échoué à l'étape « ${failedStep} » : ${steps.at(-1)?.error ?? ''}`;
  console.log(`${said} Rapport : ${options.report}`);
  (started as Awaited<ReturnType<typeof startDesktopApp>>)?.service.close();
  try {
    rmSync(folder, { recursive: true, force: true });
  } catch {
    // Chromium still holds its files in the run's data folder (Windows): the system's temporary folder keeps them.
  }
  return report;
}
