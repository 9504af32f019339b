// The packaging settings (electron-builder.yml) and the icons they name in build/.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface FileAssociation {
  ext: string | string[];
  name?: string;
  description?: string;
  role?: string;
  icon?: string;
  mimeType?: string;
}

interface BuilderConfig {
  appId: string;
  productName: string;
  directories: { buildResources: string; output: string };
  files: string[];
  extraMetadata: { main: string };
  npmRebuild: boolean;
  asarUnpack: string[];
  fileAssociations: FileAssociation[];
  win: { target: ({ target: string } | string)[] | string; icon: string };
  nsis: Record<string, unknown>;
  linux: { target: string[]; category: string; icon: string };
  electronFuses: Record<string, boolean>;
}

const config = parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as BuilderConfig;

/** A resource path as electron-builder resolves it: in the build resources folder, else in the project. */
function resource(path: string): string | undefined {
  return [join(ROOT, config.directories.buildResources, path), join(ROOT, path)].find((file) => existsSync(file));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The images of an ICO file holding PNG-encoded images, checked entry by entry. */
function readIco(file: string): { width: number; height: number }[] {
  const ico = readFileSync(file);
  expect(ico.readUInt16LE(0), 'reserved').toBe(0);
  expect(ico.readUInt16LE(2), 'type 1: icon').toBe(1);
  const count = ico.readUInt16LE(4);
  expect(count).toBeGreaterThan(0);
  const images: { width: number; height: number }[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const width = ico.readUInt8(entry) || 256;
    const height = ico.readUInt8(entry + 1) || 256;
    const size = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    expect(offset + size, `image ${i} within the file`).toBeLessThanOrEqual(ico.length);
    const png = ico.subarray(offset, offset + size);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE), `image ${i} is a PNG`).toBe(true);
    // The PNG's own size (IHDR) is the one the directory entry says.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    images.push({ width, height });
  }
  return images;
}

describe('electron-builder.yml', () => {
  it('names the app and builds into dist/installers from the built app', () => {
    expect(config.appId).toBe('org.sclassic.desktop');
    expect(config.productName).toBe('Sclassic');
    expect(config.directories).toEqual({ buildResources: 'build', output: 'dist/installers' });
    expect(config.files).toEqual(expect.arrayContaining(['dist/renderer/**', 'dist/electron/**', 'package.json']));
    expect(config.extraMetadata.main).toBe('dist/electron/main.js');
  });

  it('keeps better-sqlite3 as it is, outside the asar archive', () => {
    expect(config.npmRebuild).toBe(false);
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**');
  });

  it('associates .sclassic files with the app as "Tournoi Sclassic"', () => {
    const association = config.fileAssociations.find((it) => [it.ext].flat().includes('sclassic'));
    expect(association).toBeDefined();
    expect(association?.name).toBe('Tournoi Sclassic');
    expect(association?.description).toBeTruthy();
    expect(association?.role).toBe('Editor');
    expect(association?.icon).toMatch(/\.ico$/);
    expect(resource(association?.icon ?? ''), `${association?.icon} exists`).toBeDefined();
    expect(association?.mimeType).toBe('application/x-sclassic');
  });

  it('makes a per-user NSIS installer in French that never asks for administrator rights', () => {
    const targets = [config.win.target].flat().map((it) => (typeof it === 'string' ? it : it.target));
    expect(targets).toContain('nsis');
    expect(config.nsis.perMachine).toBe(false);
    expect(config.nsis.allowElevation).toBe(false);
    expect(config.nsis.installerLanguages).toEqual(['fr_FR']);
    expect(config.nsis.language).toBe('1036');
    expect(config.nsis.createDesktopShortcut).toBe(true);
  });

  it('makes an AppImage and a deb for Linux, in Office', () => {
    expect(config.linux.target).toEqual(expect.arrayContaining(['AppImage', 'deb']));
    expect(config.linux.category).toBe('Office');
  });

  it('names only icons that exist', () => {
    const icons = [
      config.win.icon,
      config.linux.icon,
      ...config.fileAssociations.map((it) => it.icon),
      config.nsis.installerIcon,
      config.nsis.uninstallerIcon,
    ].filter((it): it is string => typeof it === 'string');
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) expect(resource(icon), `${icon} exists`).toBeDefined();
    expect(config.win.icon).toMatch(/\.ico$/);
    expect(config.linux.icon).toMatch(/\.png$/);
  });
});

describe('the icons in build/', () => {
  it.each(['icon.ico', 'file-icon.ico'])('%s is an ICO of PNG images up to 256 px', (name) => {
    const images = readIco(join(ROOT, 'build', name));
    expect(images.map((it) => it.width)).toEqual(expect.arrayContaining([16, 32, 48, 256]));
    for (const image of images) expect(image.height).toBe(image.width);
  });

  it('build/icon.png, the Linux icon, is a square PNG of 512 px or more', () => {
    const png = readFileSync(join(ROOT, 'build/icon.png'));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
  });

  it('are made from SVG sources kept beside them', () => {
    for (const name of ['icon.svg', 'file-icon.svg']) {
      expect(readFileSync(join(ROOT, 'build', name), 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 256 256"/);
    }
  });
});

describe('the fuses of the packaged Electron', () => {
  it('close what the app never uses: running as Node, NODE_OPTIONS, the inspector, another app than its asar', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('are fuses electron-builder knows (its schema), each a boolean', () => {
    const scheme = JSON.parse(readFileSync(join(ROOT, 'node_modules/app-builder-lib/scheme.json'), 'utf8')) as {
      definitions: { FuseOptionsV1: { properties: Record<string, { type: string }> } };
    };
    const known = scheme.definitions.FuseOptionsV1.properties;
    for (const fuse of Object.keys(config.electronFuses)) expect(known[fuse]?.type, fuse).toBe('boolean');
  });
});
