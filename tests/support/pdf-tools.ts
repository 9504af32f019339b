/**
 * Reading a PDF as a reader sees it, with poppler-utils: its page count, its text, and a page
 * as an image; and comparing that image with a reference, with a tolerance.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

function withFile<T>(pdf: Uint8Array, use: (path: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-pdf-'));
  const path = join(folder, 'document.pdf');
  writeFileSync(path, pdf);
  try {
    return use(path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function pageCount(pdf: Uint8Array): number {
  const info = withFile(pdf, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** The text of the document (or of one page), in reading order. */
export function pdfText(pdf: Uint8Array, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return withFile(pdf, (path) =>
    execFileSync('pdftotext', ['-layout', ...range, path, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }),
  );
}

/** One page as a PNG image, at a low resolution. */
export function pageImage(pdf: Uint8Array, page: number, dpi = 40): PNG {
  return withFile(pdf, (path) => {
    const prefix = join(path, '..', 'page');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      path,
      prefix,
    ]);
    return PNG.sync.read(readFileSync(`${prefix}.png`));
  });
}

export interface ImageComparison {
  /** Share of pixels that differ beyond pixelmatch's colour threshold. */
  differentShare: number;
  sameSize: boolean;
}

/**
 * Compares a page with its reference image. Without a reference (or with
 * SCLASSIC_UPDATE_REFERENCES=1), writes it and reports a difference, so a missing reference fails.
 */
export function compareWithReference(image: PNG, referencePath: string): ImageComparison {
  if (process.env.SCLASSIC_UPDATE_REFERENCES === '1' || !existsSync(referencePath)) {
    writeFileSync(referencePath, PNG.sync.write(image));
    return { differentShare: process.env.SCLASSIC_UPDATE_REFERENCES === '1' ? 0 : 1, sameSize: true };
  }
  const reference = PNG.sync.read(readFileSync(referencePath));
  if (reference.width !== image.width || reference.height !== image.height)
    return { differentShare: 1, sameSize: false };
  const different = pixelmatch(image.data, reference.data, undefined, image.width, image.height, { threshold: 0.2 });
  return { differentShare: different / (image.width * image.height), sameSize: true };
}
