/**
 * The smoke run's steps (smoke.ts), each driven from the app's own page through its bridge, as
 * the screens reach the service: `window.sclassic.dispatch` and `window.sclassic.print`, through
 * the preload, the IPC handler and its checks of the sender, to the service. The one thing stood
 * in for is the director's choice of a file in the native dialog: the run grants the path it
 * creates, as the dialog's answer would. Each step checks what it was answered and says, in
 * French, what was wrong.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '../contract/envelope.ts';
import { refusalMessage } from '../contract/i18n/messages.ts';
import type { startDesktopApp } from './desktop-app.ts';

export interface PrintedDocument {
  fileName: string;
  /** Whether the PDF viewer said the document was ready before it was printed. */
  viewerReady: boolean;
  /** The address of the PDF the window showed. */
  shown: string;
  pdf: Uint8Array;
}

export interface SmokeContext {
  started: NonNullable<Awaited<ReturnType<typeof startDesktopApp>>>;
  /** The tournament file the run creates, in a temporary folder of its own. */
  file: string;
  printed: PrintedDocument[];
  timeoutMs: number;
  /** Launches the app again with these arguments (a double-click on a file). */
  relaunch(args: string[]): void;
}

export interface SmokeStep {
  name: string;
  run(context: SmokeContext): Promise<unknown>;
}

export const SMOKE_PLAYERS = [
  'BERTIN Ana',
  'DUPONT Luc',
  'LEFÈVRE Hélène',
  'MOREAU Frédéric',
  'GIRARD Léonie',
  'FAURE Maëlys',
  'NOËL François',
  'ROUSSEAU Gaëlle',
];

/** The page's answer as JSON text: bytes summed up (their size and first characters), not carried. */
const AS_TEXT = `(answer) => JSON.stringify(answer, (_key, value) => ArrayBuffer.isView(value)
  ? { bytes: value.byteLength, starts: String.fromCharCode(...new Uint8Array(value.buffer, value.byteOffset, Math.min(8, value.byteLength))) }
  : value)`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Evaluates `expression` in the app's page (a promise or a value), its answer back as JSON. */
async function inPage(context: SmokeContext, expression: string): Promise<unknown> {
  const text = (await context.started.main?.webContents.executeJavaScript(
    `Promise.resolve(${expression}).then(${AS_TEXT})`,
  )) as string | undefined;
  return text === undefined ? undefined : JSON.parse(text);
}

/** Waits for the page (loaded again when a file opens) to have its bridge; its address and the bridge's functions. */
async function pageReady(context: SmokeContext): Promise<{ address: string; bridge: string[] }> {
  const until = Date.now() + context.timeoutMs;
  for (;;) {
    try {
      const seen = (await inPage(
        context,
        `typeof window.sclassic === 'object' && document.readyState === 'complete' ? { address: location.href, bridge: Object.keys(window.sclassic) } : null`,
      )) as { address: string; bridge: string[] } | null;
      if (seen !== null) return seen;
    } catch {
      // The page is being replaced: asked again.
    }
    if (Date.now() > until) throw new Error("la page de l'application n'a pas exposé window.sclassic");
    await pause(100);
  }
}

/** A command from the page, its result; a refusal or no answer (a sender the IPC handler ignored) fails the step. */
async function command(context: SmokeContext, name: string, input: unknown, keep?: string): Promise<unknown> {
  await pageReady(context);
  const call = `window.sclassic.dispatch(${JSON.stringify(name)}, ${JSON.stringify(input)})`;
  const kept = keep === undefined ? call : `${call}.then((answer) => (globalThis.${keep} = answer.result, answer))`;
  const answer = (await inPage(context, kept)) as Envelope<unknown> | undefined;
  if (answer === undefined || answer === null)
    throw new Error(
      `${name} : le gestionnaire IPC n'a pas répondu (il ignore un expéditeur qui n'est pas la page de l'application)`,
    );
  if ('refusal' in answer) throw new Error(`${name} refusé : ${refusalMessage(answer.refusal)}`);
  return answer.result;
}

/** The pages of a PDF, counted by their page objects. */
export function pageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0
  );
}

export const SMOKE_STEPS: SmokeStep[] = [
  {
    name: 'page',
    run: async (context) => {
      const seen = await pageReady(context);
      if (!seen.address.startsWith('app://sclassic/'))
        throw new Error(`la page est ${seen.address}, pas app://sclassic/`);
      for (const part of ['dispatch', 'choosePath', 'print'])
        if (!seen.bridge.includes(part)) throw new Error(`window.sclassic n'a pas ${part}`);
      return seen;
    },
  },
  {
    name: 'createTournament',
    run: async (context) => {
      // The native dialog's answer, which the run cannot give by hand.
      context.started.paths.grant(context.file, 'create');
      const date = new Date().toISOString().slice(0, 10);
      return command(context, 'createTournament', {
        path: context.file,
        name: 'Essai de Sclassic',
        date,
        plannedRounds: 3,
      });
    },
  },
  {
    name: 'addPlayer ×8',
    run: async (context) => {
      const added = [];
      for (const [i, name] of SMOKE_PLAYERS.entries())
        added.push(await command(context, 'addPlayer', { name, rating: 1800 - 37 * i }));
      return added;
    },
  },
  {
    name: 'pairNextRound',
    run: async (context) => {
      const round = (await command(context, 'pairNextRound', {})) as { matches: unknown[]; missingTables: number[] };
      if (round.matches.length !== 4) throw new Error(`4 tables attendues, ${round.matches.length} appariées`);
      return round;
    },
  },
  {
    name: 'recordResult ×4',
    run: async (context) => {
      const round = (await command(context, 'round', {})) as { missingTables: number[] };
      const recorded = [];
      for (const table of round.missingTables)
        recorded.push(await command(context, 'recordResult', { table, games: [[420 + table, 380 - table]] }));
      const after = (await command(context, 'round', {})) as { missingTables: number[] };
      if (after.missingTables.length > 0) throw new Error(`tables sans résultat : ${after.missingTables.join(', ')}`);
      return recorded;
    },
  },
  {
    name: 'standings',
    run: async (context) => {
      const standings = (await command(context, 'standings', {})) as { rows: unknown[] };
      if (standings.rows.length !== 8) throw new Error(`8 lignes attendues, ${standings.rows.length} au classement`);
      return standings;
    },
  },
  {
    name: 'printDocument match-sheets',
    run: async (context) => {
      const made = (await command(
        context,
        'printDocument',
        { document: 'match-sheets', round: 1 },
        'smokeDocument',
      )) as {
        fileName: string;
        pdf: { bytes: number; starts: string };
      };
      if (!made.pdf.starts.startsWith('%PDF-')) throw new Error('le document rendu n’est pas un PDF');
      return made;
    },
  },
  {
    name: 'print',
    run: async (context) => {
      await pageReady(context);
      const shown = await inPage(
        context,
        'window.sclassic.print(globalThis.smokeDocument.pdf, globalThis.smokeDocument.fileName)',
      );
      if (shown !== true) throw new Error("« Imprimer » n'a pas pu afficher le PDF");
      const print = context.printed.at(-1);
      if (print === undefined) throw new Error("« Imprimer » n'a rien imprimé");
      const pages = { document: pageCount(readFileSync(fileURLToPath(print.shown))), printed: pageCount(print.pdf) };
      // Before Electron 30 the print of a PDF shown in the viewer was one blank page.
      if (pages.printed === 0 || (pages.document > 0 && pages.printed !== pages.document))
        throw new Error(`le PDF a ${pages.document} pages, son impression ${pages.printed}`);
      return { fileName: print.fileName, viewerReady: print.viewerReady, bytes: print.pdf.byteLength, pages };
    },
  },
  { name: 'closeTournament', run: (context) => command(context, 'closeTournament', {}) },
  {
    name: 'double-click',
    run: async (context) => {
      // What the system runs for a double-click on the file: the app, given its path.
      context.relaunch([context.file]);
      const until = Date.now() + context.timeoutMs;
      for (;;) {
        const open = await command(context, 'show', {}).catch(() => null);
        if ((open as { path?: string } | null)?.path === context.file) return open;
        if (Date.now() > until) throw new Error("le fichier n'a pas été rouvert par le second lancement");
        await pause(200);
      }
    },
  },
  {
    name: 'standings after reopening',
    run: async (context) => {
      const standings = (await command(context, 'standings', {})) as { after: number; rows: unknown[] };
      if (standings.after !== 1 || standings.rows.length !== 8)
        throw new Error(`classement après la ronde ${standings.after}, ${standings.rows.length} lignes`);
      return standings;
    },
  },
];
