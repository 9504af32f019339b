/**
 * Reading a PDF as a reader sees it, with MuPDF (WebAssembly, from npm: no system tool): its page
 * count, its text laid out in lines and columns, and a page as an image; and comparing that image
 * with a reference, with a tolerance.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

function open(pdf: Uint8Array): mupdf.Document {
  return mupdf.Document.openDocument(pdf, 'application/pdf');
}

export function pageCount(pdf: Uint8Array): number {
  const document = open(pdf);
  try {
    return document.countPages();
  } finally {
    document.destroy();
  }
}

/** One glyph where the page puts it: its baseline, its left and right edges, its size. */
interface Glyph {
  c: string;
  x0: number;
  x1: number;
  baseline: number;
  size: number;
}

function glyphsOf(page: mupdf.Page): Glyph[] {
  const glyphs: Glyph[] = [];
  const text = page.toStructuredText('preserve-whitespace');
  try {
    text.walk({
      onChar(c, origin, _font, size, quad) {
        // The quad's corners: upper left, upper right, lower left, lower right.
        glyphs.push({ c, x0: Math.min(quad[0], quad[4]), x1: Math.max(quad[2], quad[6]), baseline: origin[1], size });
      },
    });
  } finally {
    text.destroy();
  }
  return glyphs;
}

/**
 * The glyphs of a page as lines of text, columns kept apart: glyphs on one baseline make one line,
 * left to right, and the blank between two of them becomes spaces by its width (the PDF's own
 * space glyphs are left out and measured as blank): none within a word, one between words (about
 * a quarter of an em), two or more for a column gap — as a reader sees a table, one line a row,
 * whichever cell of the row the PDF drew first.
 */
function layout(glyphs: Glyph[]): string {
  const rows: Glyph[][] = [];
  const visible = glyphs.filter((g) => g.c.trim() !== '');
  for (const glyph of visible.sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0)) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row !== undefined && first !== undefined && Math.abs(glyph.baseline - first.baseline) < first.size * 0.3)
      row.push(glyph);
    else rows.push([glyph]);
  }
  return rows
    .map((row) => {
      let line = '';
      let previous: Glyph | undefined;
      for (const glyph of row.sort((a, b) => a.x0 - b.x0)) {
        if (previous !== undefined) {
          const blank = glyph.x0 - previous.x1;
          const em = Math.max(glyph.size, previous.size);
          line += ' '.repeat(
            blank < em * 0.12 ? 0 : blank < em * 0.6 ? 1 : Math.max(2, Math.round(blank / (em * 0.5))),
          );
        }
        line += glyph.c;
        previous = glyph;
      }
      return line;
    })
    .join('\n');
}

/** The text of the document (or of one page, counted from 1), line by line, columns apart. */
export function pdfText(pdf: Uint8Array, page?: number): string {
  const document = open(pdf);
  try {
    const pages = page === undefined ? [...Array(document.countPages()).keys()] : [page - 1];
    return pages
      .map((index) => {
        const loaded = document.loadPage(index);
        try {
          return `${layout(glyphsOf(loaded))}\n`;
        } finally {
          loaded.destroy();
        }
      })
      .join('\f');
  } finally {
    document.destroy();
  }
}

/** One page (counted from 1) as a PNG image, at a low resolution, on white. */
export function pageImage(pdf: Uint8Array, page: number, dpi = 40): PNG {
  const document = open(pdf);
  try {
    const loaded = document.loadPage(page - 1);
    try {
      const pixmap = loaded.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false);
      try {
        return PNG.sync.read(Buffer.from(pixmap.asPNG()));
      } finally {
        pixmap.destroy();
      }
    } finally {
      loaded.destroy();
    }
  } finally {
    document.destroy();
  }
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
