/**
 * `npm start`'s way to Electron: the electron package's own downloader (its install.js, with
 * @electron/get and its unzipper, as npm installed them) run against a mirror on 127.0.0.1 that
 * serves a small stand-in of Electron's zip, in a copy of the package whose checksums name that
 * zip. The success, the offline way out (the zip put in the cache folder the message names), and
 * the failures each said with their true cause: a refused connection, a mirror without the file,
 * npm's proxy asking for credentials, and a full disk (there the downloader itself is faked).
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { artifactOf, DOWNLOADING, ElectronUnavailable, obtainElectron } from '../../scripts/electron-download.ts';
import { explainFailure } from '../../scripts/electron-failure.ts';
import { storedZip } from '../../src-main/import/stored-zip.ts';

const MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const PLATFORM_PATH: Record<string, string> = {
  win32: 'electron.exe',
  darwin: 'Electron.app/Contents/MacOS/Electron',
};
const platformPath = PLATFORM_PATH[process.platform] ?? 'electron';
const BINARY = Buffer.from('#!/bin/sh\necho Electron\n');

let folder: string;
let electron: string;
let servers: Server[];

/** A copy of the electron package, its downloader and @electron/get the installed ones, its checksums the stand-in's. */
function electronPackage(zip: Buffer, fileName: string): string {
  const modules = join(folder, 'node_modules');
  const target = join(modules, 'electron');
  mkdirSync(target, { recursive: true });
  for (const file of ['package.json', 'index.js', 'install.js'])
    copyFileSync(join(MODULES, 'electron', file), join(target, file));
  writeFileSync(
    join(target, 'checksums.json'),
    JSON.stringify({ [fileName]: createHash('sha256').update(zip).digest('hex') }),
  );
  for (const scope of ['@electron', '@electron-internal'])
    symlinkSync(join(MODULES, scope), join(modules, scope), 'junction');
  return target;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** An address where nothing listens. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/`;
}

/** The environment of the download: no proxy of the machine's, the cache in the test's folder. */
function environment(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !/proxy|^ELECTRON_|^electron_config/i.test(name)) env[name] = value;
  return { ...env, electron_config_cache: join(folder, 'cache'), ...extra };
}

let zip: Buffer;
let fileName: string;
let requests: string[];
let mirror: string;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-electron-get-'));
  servers = [];
  requests = [];
  const version = JSON.parse(readFileSync(join(MODULES, 'electron', 'package.json'), 'utf8')).version as string;
  fileName = `electron-v${version}-${process.platform}-${process.arch}.zip`;
  zip = storedZip(
    new Map([
      [platformPath, BINARY],
      ['version', Buffer.from(`v${version}`)],
    ]),
  );
  electron = electronPackage(zip, fileName);
  mirror = await listen((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === `/v${version}/${fileName}`) response.end(zip);
    else response.writeHead(404).end();
  });
});
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(folder, { recursive: true, force: true });
});

async function failure(env: Record<string, string>): Promise<string> {
  const said: string[] = [];
  const error = await obtainElectron(electron, { env, say: (line) => said.push(line) }).catch((e: unknown) => e);
  expect(said).toEqual([DOWNLOADING]);
  expect(error).toBeInstanceOf(ElectronUnavailable);
  const message = (error as Error).message;
  // Said in French, whatever the cause: never the downloader's English nor a stack trace.
  expect(message).not.toMatch(/TypeError|fetch failed|\bat .+:\d+/);
  expect(existsSync(join(electron, 'path.txt'))).toBe(false);
  return message;
}

describe('npm start gets Electron through the package’s own downloader', () => {
  it('downloads it once, saying so in one line, and gives the package’s own path to it', async () => {
    const env = environment({ ELECTRON_MIRROR: mirror });
    const said: string[] = [];
    const binary = await obtainElectron(electron, { env, say: (line) => said.push(line) });
    expect(said).toEqual(["Téléchargement d'Electron (une seule fois)…"]);
    expect(binary).toBe(join(electron, 'dist', platformPath));
    expect(readFileSync(binary)).toEqual(BINARY);
    // Kept in Electron's cache folder, where the failure message tells a volunteer to put it by hand.
    expect(readFileSync(join(artifactOf(electron, env).cacheFolder, fileName))).toEqual(zip);
    expect(requests).toHaveLength(1);
    expect(await obtainElectron(electron, { env, say: (line) => said.push(line) })).toBe(binary);
    expect(said).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('offline: the zip copied where the message says is used, with no network', async () => {
    const env = environment({ ELECTRON_MIRROR: await closedAddress() });
    const message = await failure(env);
    const { cacheFolder, url } = artifactOf(electron, env);
    expect(message).toContain(`prenez ${url} sur une machine qui y a accès, copiez-le dans ${cacheFolder}`);
    mkdirSync(cacheFolder, { recursive: true });
    writeFileSync(join(cacheFolder, fileName), zip);
    const binary = await obtainElectron(electron, { env, say: () => undefined });
    expect(readFileSync(binary)).toEqual(BINARY);
  });

  it('no network: says the connection was refused, and what can be done', async () => {
    const closed = await closedAddress();
    const message = await failure(environment({ ELECTRON_MIRROR: closed }));
    const lines = message.split('\n');
    expect(lines[0]).toBe(
      `Electron n'a pas pu être téléchargé : la connexion à ${new URL(closed).host} a été refusée : un pare-feu la bloque, ou le serveur est arrêté.`,
    );
    expect(lines).toContain('Derrière un proxy : npm config set https-proxy http://proxy:port, puis npm start.');
    expect(lines).toContain(
      'Pour diriger un tournoi dès maintenant, sans Electron, dans le navigateur : npm run serve',
    );
    expect(message).toContain('ELECTRON_MIRROR');
  });

  it('a mirror without this version: the 404, and the mirror to check', async () => {
    const message = await failure(environment({ ELECTRON_MIRROR: `${mirror}ailleurs/` }));
    expect(message).toMatch(
      /^Electron n'a pas pu être téléchargé : le serveur n'a pas le fichier electron-v.+\.zip \(réponse 404 pour http:\/\/127\.0\.0\.1/,
    );
    expect(message).toMatch(/Pour y remédier : vérifiez le miroir donné par ELECTRON_MIRROR/);
  });

  it('goes through the proxy npm was given, and says when it asks for credentials', async () => {
    const asked: string[] = [];
    const proxy = await listen((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      response.writeHead(407, { 'proxy-authenticate': 'Basic realm="bureau"' }).end();
    });
    servers.at(-1)?.on('connect', (request, socket) => {
      asked.push(`CONNECT ${request.url}`);
      socket.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="bureau"\r\n\r\n');
    });
    // An https server, as Electron's releases are: the proxy is asked for a tunnel to it (CONNECT).
    const message = await failure(
      environment({
        ELECTRON_MIRROR: 'https://electron.example/',
        npm_config_https_proxy: proxy,
        npm_config_proxy: proxy,
      }),
    );
    expect(asked).toEqual(['CONNECT electron.example:443']);
    expect(message).toContain(`le proxy ${proxy} demande un identifiant (réponse 407)`);
    expect(message).toContain('npm config set https-proxy http://NOM:MOT-DE-PASSE@proxy:port');
  });

  it('a full disk (the downloader faked): says so, and where Electron goes', async () => {
    writeFileSync(
      join(electron, 'install.js'),
      "console.error('Error: ENOSPC: no space left on device, write\\n    at async WriteStream.write (node:internal/fs/streams:1:1)');\nprocess.exit(1);\n",
    );
    const message = await failure(environment({ ELECTRON_MIRROR: mirror }));
    expect(message.split('\n').slice(0, 2)).toEqual([
      `Electron n'a pas pu être téléchargé : le disque est plein (Electron occupe environ 300 Mo, dans ${electron} et dans ${artifactOf(electron, environment({ ELECTRON_MIRROR: mirror })).cacheFolder}).`,
      'Pour y remédier : libérez de la place sur ce disque, puis relancez npm start.',
    ]);
  });
});

describe('the causes a hosted machine cannot stage here', () => {
  const artifact = {
    version: '45.4.1',
    fileName: 'electron-v45.4.1-win32-x64.zip',
    url: 'https://github.com/electron/electron/releases/download/v45.4.1/electron-v45.4.1-win32-x64.zip',
    mirrored: false,
    cacheFolder: 'C:\\Users\\ana\\AppData\\Local\\electron\\Cache\\0f1e',
  };
  const first = (causes: object[], proxy: string | null = null) =>
    explainFailure({ causes, output: 'TypeError: fetch failed' }, artifact, proxy, 'node_modules/electron').split(
      '\n',
    )[0];

  it('no Internet: the address that could not be found', () => {
    expect(first([{ code: 'ENOTFOUND', syscall: 'getaddrinfo', host: 'github.com' }])).toBe(
      "Electron n'a pas pu être téléchargé : l'adresse github.com est introuvable : cette machine n'a pas accès à Internet, ou son serveur de noms (DNS) ne répond pas.",
    );
  });

  it('a proxy that inspects connections: the certificate, and NODE_EXTRA_CA_CERTS', () => {
    const message = explainFailure(
      { causes: [{ code: 'SELF_SIGNED_CERT_IN_CHAIN', host: 'https://github.com' }], output: '' },
      artifact,
      null,
      'node_modules/electron',
    );
    expect(message).toMatch(/le certificat présenté au nom de github\.com n'est pas reconnu/);
    expect(message).toMatch(/NODE_EXTRA_CA_CERTS/);
  });

  it('a proxy that does not answer: named', () => {
    expect(first([{ code: 'ETIMEDOUT', host: 'github.com' }], 'http://proxy.club:3128')).toBe(
      "Electron n'a pas pu être téléchargé : github.com ne répond pas (par le proxy http://proxy.club:3128) : pas d'accès à Internet, ou un pare-feu bloque la connexion.",
    );
  });
});
