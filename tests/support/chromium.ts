/**
 * The Chromium that npm installs, driven by playwright-core: what the end-to-end tests, the export
 * tests and the icon script all launch. No system package: @sparticuz/chromium ships the binary
 * brotli-packed inside the package, with the NSS libraries (libnss3, libnspr4) a bare machine
 * lacks and a few fonts; the UI's own font, DejaVu Sans, comes from the dejavu-fonts-ttf package.
 *
 * The package unpacks into the temporary folder (`os.tmpdir()`), adds the NSS libraries only when
 * it believes it runs on Amazon Linux 2023, and points the process's environment at what it
 * unpacked. Here it unpacks into a folder of this run's own — never a stale /tmp/chromium left by
 * another version — and its environment is handed to Chromium alone, not to every process the
 * tests start afterwards.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

/** Set by the tests' global setup: the folder of one test run, shared by its workers, removed after it. */
export const RUN_FOLDER_VARIABLE = 'SCLASSIC_CHROMIUM_DIR';

const DEJAVU = fileURLToPath(new URL('../../node_modules/dejavu-fonts-ttf/ttf/', import.meta.url));

interface Unpacked {
  executablePath: string;
  args: string[];
  env: Record<string, string>;
}

const PREFIX = 'sclassic-chromium-';

/** Whether a process still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A fresh folder to unpack Chromium into (about 200 MB), marked with the process that owns it.
 * The folders of runs killed before they could remove theirs are removed first: those whose
 * owner is gone, never one a run still uses.
 */
export function chromiumFolder(): string {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const mark = join(tmpdir(), name, 'owner');
    const owner = existsSync(mark) ? Number(readFileSync(mark, 'utf8')) : 0;
    if (Number.isInteger(owner) && owner > 0 && !alive(owner))
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  const folder = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(folder, 'owner'), String(process.pid));
  return folder;
}

/** A folder for this process alone when no test run gave one (the icon script), gone at exit. */
function ownFolder(): string {
  const folder = chromiumFolder();
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/**
 * Unpacks the package's Chromium once into `folder/unpacked`. Two workers of one run may unpack at
 * the same moment: each unpacks into a folder of its own and renames it into place, the first one
 * wins and the other drops its copy, so no one ever launches a half-written binary.
 */
async function unpack(folder: string): Promise<Unpacked> {
  const target = join(folder, 'unpacked');
  // The package reads these when it is imported and when it unpacks: set them for that moment only.
  const saved = Object.fromEntries(
    ['TMPDIR', 'AWS_LAMBDA_JS_RUNTIME', 'LD_LIBRARY_PATH', 'FONTCONFIG_PATH'].map((name) => [name, process.env[name]]),
  );
  let args: string[];
  if (!existsSync(target)) {
    const scratch = mkdtempSync(join(folder, 'unpacking-'));
    process.env.TMPDIR = scratch;
    // What makes the package unpack its NSS libraries (bin/al2023.tar.br) as well.
    process.env.AWS_LAMBDA_JS_RUNTIME = 'nodejs22.x';
    try {
      const { default: packaged } = await import('@sparticuz/chromium');
      await packaged.executablePath();
      args = packaged.args;
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    try {
      renameSync(scratch, target);
    } catch (error) {
      if (!existsSync(target)) throw error;
      rmSync(scratch, { recursive: true, force: true });
    }
  } else {
    args = (await import('@sparticuz/chromium')).default.args;
  }
  // The package's fonts.conf names /tmp/fonts; this one names the fonts where they were unpacked.
  const fontconfig = join(folder, `fontconfig-${process.pid}`);
  mkdirSync(fontconfig, { recursive: true });
  writeFileSync(
    join(fontconfig, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${DEJAVU}</dir>\n  <dir>${join(target, 'fonts')}</dir>\n  <cachedir>${join(fontconfig, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  const libraries = [join(target, 'al2023', 'lib'), saved.LD_LIBRARY_PATH].filter((p) => p !== undefined && p !== '');
  return {
    executablePath: join(target, 'chromium'),
    args,
    env: { LD_LIBRARY_PATH: libraries.join(':'), FONTCONFIG_PATH: fontconfig },
  };
}

let unpacked: Promise<Unpacked> | undefined;

/** The package's flags that draw pages with OpenGL emulated on the processor (SwiftShader). */
const EMULATED_GL = /^--(use-gl|use-angle|enable-unsafe-swiftshader|in-process-gpu|ignore-gpu-blocklist)\b/;

/**
 * How the pages are drawn: `no-gpu`, Chromium's fallback on a machine whose graphics it cannot use
 * (drawn by its software compositor), what the tests use; `emulated-gl`, the package's own flags
 * (OpenGL emulated on the processor by SwiftShader), which the benchmark measures beside it. The
 * tests look at what a page shows, never at how it is drawn, and emulated OpenGL costs these
 * 2-core machines a third more processor time for the same pages (the end-to-end files: 3 min 19 s
 * of processor time against 2 min 15 s), time the rest of the suite runs short of.
 */
export type Drawing = 'emulated-gl' | 'no-gpu';

export async function launchChromium(drawing: Drawing = 'no-gpu'): Promise<Browser> {
  // The package ships a Linux binary only: on the hosted Windows and macOS runners
  // (.github/workflows/desktop.yml), the Google Chrome they come with.
  if (process.platform !== 'linux')
    return chromium.launch({ channel: 'chrome', headless: true, args: drawing === 'no-gpu' ? ['--disable-gpu'] : [] });
  // Kept for the next launches of this worker (the end-to-end files share theirs), but not when
  // it failed: the next file tries again rather than meeting the same failure.
  unpacked ??= unpack(process.env[RUN_FOLDER_VARIABLE] ?? ownFolder()).catch((error: unknown) => {
    unpacked = undefined;
    throw error;
  });
  const { executablePath, args, env } = await unpacked;
  const environment: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) environment[name] = value;
  const drawn = drawing === 'no-gpu' ? [...args.filter((a) => !EMULATED_GL.test(a)), '--disable-gpu'] : args;
  return chromium.launch({
    executablePath,
    args: drawn.filter((a) => a !== '--single-process'),
    headless: true,
    env: { ...environment, ...env },
  });
}
