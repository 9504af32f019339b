/**
 * Electron's binary for `npm start`, obtained as the `electron` package itself obtains it. Since
 * Electron 42 the package runs nothing when it is installed: its binary is fetched once, on first
 * use, by the package's own downloader (`install-electron`, its install.js: @electron/get, checked
 * against the package's checksums.json, kept in Electron's cache folder, unpacked into
 * node_modules/electron/dist), and `require('electron')` gives its path. Here the downloader runs
 * in a child process after one line that says so; when it fails, its own words (« TypeError: fetch
 * failed ») do not say why, so the child also records the network's error underneath
 * (download-cause.ts), and the failure is said in French: the true cause, then the ways out.
 *
 * A proxy npm was told about (`npm config set https-proxy …`, which `npm install` needed to work)
 * is handed to the downloader, with NODE_USE_ENV_PROXY so that Node's fetch goes through it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { explainFailure, type NetworkCause } from './electron-failure.ts';

export const DOWNLOADING = "Téléchargement d'Electron (une seule fois)…";

/** As a URL: `--import` takes a specifier, and a Windows path (C:\…) is none. */
const CAUSE_HOOK = new URL('./download-cause.ts', import.meta.url).href;
const RELEASES = 'https://github.com/electron/electron/releases/download/';

/** Electron could not be obtained; the message says why and what to do, in French. */
export class ElectronUnavailable extends Error {}

type Environment = Readonly<Record<string, string | undefined>>;

/** The binary the package's path.txt names, if it is on the disk (as the package's index.js finds it). */
function presentBinary(folder: string, env: Environment): string | null {
  let relative: string | undefined;
  try {
    relative = readFileSync(join(folder, 'path.txt'), 'utf8');
  } catch {
    // Never downloaded here.
  }
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary =
    override !== undefined && override !== ''
      ? join(override, relative ?? 'electron')
      : relative === undefined
        ? null
        : join(folder, 'dist', relative);
  return binary !== null && existsSync(binary) ? binary : null;
}

/** What the downloader fetches and from where, as @electron/get composes it. */
export interface Artifact {
  version: string;
  fileName: string;
  url: string;
  /** Whether it comes from a mirror the volunteer named rather than Electron's releases. */
  mirrored: boolean;
  /** Electron's cache folder for this address: a zip put there by hand is used, no network needed. */
  cacheFolder: string;
}

/** The cache's root, as @electron/get takes it (env-paths' cache folder for "electron", or electron_config_cache). */
function cacheRoot(env: Environment, platform: NodeJS.Platform): string {
  const set = env.electron_config_cache;
  if (set !== undefined && set !== '') return set;
  if (platform === 'win32') return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'electron', 'Cache');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Caches', 'electron');
  return join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'electron');
}

export function artifactOf(
  folder: string,
  env: Environment,
  platform: NodeJS.Platform = process.platform,
  arch: string = process.arch,
): Artifact {
  const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string };
  const named = env.ELECTRON_MIRROR || env.npm_config_electron_mirror;
  const mirror = named || RELEASES;
  const fileName = `electron-v${version}-${platform}-${arch}.zip`;
  const url = `${mirror}v${version}/${fileName}`;
  // @electron/get keeps each address's files in a folder named by the SHA-256 of the address's folder.
  const where = new URL(url);
  where.pathname = where.pathname.slice(0, where.pathname.lastIndexOf('/'));
  const hash = createHash('sha256').update(where.toString()).digest('hex');
  return { version, fileName, url, mirrored: Boolean(named), cacheFolder: join(cacheRoot(env, platform), hash) };
}

/** The proxy the downloader will go through, if any: the environment's, else the one npm was given. */
export function proxyOf(env: Environment): string | null {
  return (
    env.HTTPS_PROXY ||
    env.https_proxy ||
    env.HTTP_PROXY ||
    env.http_proxy ||
    env.npm_config_https_proxy ||
    env.npm_config_proxy ||
    null
  );
}

function downloaderEnvironment(env: Environment, causes: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value;
  out.SCLASSIC_DOWNLOAD_CAUSE = causes;
  const proxy = proxyOf(env);
  if (proxy !== null) {
    out.HTTPS_PROXY ??= env.https_proxy ?? env.npm_config_https_proxy ?? proxy;
    out.HTTP_PROXY ??= env.http_proxy ?? env.npm_config_proxy ?? proxy;
    if (env.npm_config_noproxy) out.NO_PROXY ??= env.npm_config_noproxy;
    // Node's fetch ignores the proxy variables unless told to read them (Node 24 and later).
    out.NODE_USE_ENV_PROXY = '1';
  }
  return out;
}

interface Failure {
  causes: NetworkCause[];
  output: string;
}

/** Runs the package's own downloader; null when it succeeded, else what went wrong. */
async function runDownloader(folder: string, env: Environment): Promise<Failure | null> {
  const scratch = mkdtempSync(join(tmpdir(), 'sclassic-electron-download-'));
  const causes = join(scratch, 'causes.jsonl');
  try {
    const child = spawn(process.execPath, ['--import', CAUSE_HOOK, join(folder, 'install.js')], {
      env: downloaderEnvironment(env, causes),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code === 0) return null;
    const recorded = existsSync(causes) ? readFileSync(causes, 'utf8').split('\n').filter(Boolean) : [];
    return { causes: recorded.map((line) => JSON.parse(line) as NetworkCause), output };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The path of Electron's binary for the package in `folder` (node_modules/electron), downloaded
 * first if it is not there; throws ElectronUnavailable, its message in French, when it cannot be had.
 */
export async function obtainElectron(
  folder: string,
  { env = process.env, say }: { env?: Environment; say(line: string): void },
): Promise<string> {
  if (presentBinary(folder, env) === null) {
    say(DOWNLOADING);
    const failure = await runDownloader(folder, env);
    if (failure !== null)
      throw new ElectronUnavailable(explainFailure(failure, artifactOf(folder, env), proxyOf(env), folder));
    if (presentBinary(folder, env) === null)
      throw new ElectronUnavailable(
        explainFailure({ causes: [], output: '' }, artifactOf(folder, env), proxyOf(env), folder, 'not-unpacked'),
      );
  }
  // The package's own answer (its getElectronPath), now that the binary is there.
  return createRequire(import.meta.url)(folder) as string;
}
