/**
 * pdfmake set up for Sclassic: the DejaVu Sans Condensed fonts embedded (they cover every name a
 * French-speaking federation meets: accents, ligatures, Latin Extended), no file or URL reached
 * beyond the fonts.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

const require = createRequire(import.meta.url);
const FONT_FOLDER = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONT = 'DejaVu';
/** A fixed-width face, for what is read character by character (a file's fingerprint). */
export const MONO_FONT = 'DejaVuMono';

/** A pdfmake document definition. */
export type DocumentDefinition = Parameters<typeof pdfmake.createPdf>[0];
export type Content = DocumentDefinition['content'];

/** The font files, by style. */
export const FONT_FILES = {
  normal: join(FONT_FOLDER, 'DejaVuSansCondensed.ttf'),
  bold: join(FONT_FOLDER, 'DejaVuSansCondensed-Bold.ttf'),
  italics: join(FONT_FOLDER, 'DejaVuSansCondensed-Oblique.ttf'),
  bolditalics: join(FONT_FOLDER, 'DejaVuSansCondensed-BoldOblique.ttf'),
} as const;

pdfmake.setFonts({
  [FONT]: FONT_FILES,
  [MONO_FONT]: {
    normal: join(FONT_FOLDER, 'DejaVuSansMono.ttf'),
    bold: join(FONT_FOLDER, 'DejaVuSansMono-Bold.ttf'),
    italics: join(FONT_FOLDER, 'DejaVuSansMono-Oblique.ttf'),
    bolditalics: join(FONT_FOLDER, 'DejaVuSansMono-BoldOblique.ttf'),
  },
});
// A document reads only its fonts: nothing else on the disk, nothing on the network.
pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(FONT_FOLDER));
pdfmake.setUrlAccessPolicy(() => false);

/** Renders a document definition to the bytes of a PDF. */
export async function renderPdf(definition: DocumentDefinition): Promise<Uint8Array> {
  const buffer: Buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
