// Makes the application and document icons in build/ from their SVG sources (build/icon.svg,
// build/file-icon.svg): each SVG is rendered by the Chromium npm installs (tests/support/chromium.ts) at every size, then packed into a
// Windows .ico (PNG-encoded images); the application icon also gives build/icon.png for Linux.
//
//   node scripts/make-icons.ts [--png-dir DIR]   (--png-dir also keeps every rendered PNG in DIR)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/support/chromium.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = join(ROOT, 'build');
/** The SVGs name DejaVu Sans Bold: it is loaded from the npm package so the rendering is the same everywhere. */
const FONT = join(ROOT, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The sizes packed into each .ico (Windows picks among them; 256 is the largest an .ico holds). */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;
/** The size of build/icon.png, the Linux icon (electron-builder derives the smaller ones). */
const LINUX_SIZE = 512;

interface IconSource {
  svg: string;
  ico: string;
  png?: string;
}

const ICONS: IconSource[] = [
  { svg: 'icon.svg', ico: 'icon.ico', png: 'icon.png' },
  { svg: 'file-icon.svg', ico: 'file-icon.ico' },
];

/**
 * A Windows ICO container holding PNG-encoded images: a 6-byte header (reserved 0, type 1, count),
 * one 16-byte directory entry per image, then the PNG data. A width or height byte of 0 means 256.
 */
export function packIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = Buffer.alloc(16 * images.length);
  let offset = header.length + entries.length;
  images.forEach(({ size, png }, i) => {
    if (size < 1 || size > 256) throw new Error(`An .ico image is 1 to 256 px, not ${size}`);
    const at = 16 * i;
    entries.writeUInt8(size === 256 ? 0 : size, at); // width
    entries.writeUInt8(size === 256 ? 0 : size, at + 1); // height
    entries.writeUInt8(0, at + 2); // colours in the palette: none
    entries.writeUInt8(0, at + 3); // reserved
    entries.writeUInt16LE(1, at + 4); // colour planes
    entries.writeUInt16LE(32, at + 6); // bits per pixel
    entries.writeUInt32LE(png.length, at + 8);
    entries.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, entries, ...images.map((image) => image.png)]);
}

/** The SVG alone on a transparent page of exactly SIZE × SIZE px, screenshot as a PNG. */
async function render(browser: Browser, svg: string, size: number): Promise<Buffer> {
  const font = readFileSync(FONT).toString('base64');
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  try {
    await page.setContent(
      `<!doctype html><html><head><style>
        @font-face { font-family: 'DejaVu Sans'; font-weight: bold; src: url(data:font/ttf;base64,${font}); }
        html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
        svg { display: block; width: ${size}px; height: ${size}px; }
      </style></head><body>${svg}</body></html>`,
    );
    await page.evaluate(async () => {
      await document.fonts.load("bold 16px 'DejaVu Sans'");
      await document.fonts.ready;
    });
    return await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const pngDirArg = process.argv.indexOf('--png-dir');
  const pngDir = pngDirArg === -1 ? undefined : process.argv[pngDirArg + 1];
  if (pngDirArg !== -1 && pngDir === undefined) throw new Error('--png-dir needs a directory');
  if (pngDir !== undefined) mkdirSync(pngDir, { recursive: true });

  // Drawn as the committed icons were: with the package's emulated OpenGL.
  const browser = await launchChromium('emulated-gl');
  try {
    for (const icon of ICONS) {
      const svg = readFileSync(join(BUILD, icon.svg), 'utf8');
      const name = icon.svg.replace(/\.svg$/, '');
      const images: { size: number; png: Buffer }[] = [];
      for (const size of ICO_SIZES) {
        const png = await render(browser, svg, size);
        images.push({ size, png });
        if (pngDir !== undefined) writeFileSync(join(pngDir, `${name}-${size}.png`), png);
      }
      writeFileSync(join(BUILD, icon.ico), packIco(images));
      console.log(`build/${icon.ico}: ${ICO_SIZES.join(', ')} px`);
      if (icon.png !== undefined) {
        const png = await render(browser, svg, LINUX_SIZE);
        writeFileSync(join(BUILD, icon.png), png);
        if (pngDir !== undefined) writeFileSync(join(pngDir, `${name}-${LINUX_SIZE}.png`), png);
        console.log(`build/${icon.png}: ${LINUX_SIZE} px`);
      }
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.main) await main();
