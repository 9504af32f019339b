/**
 * How wide a text is in the embedded font, read from the font file itself, so a long name can be
 * set a little smaller to hold on one line instead of wrapping.
 */
import * as fontkit from 'fontkit';
import { FONT_FILES } from './pdf.ts';

const fonts = {
  bold: fontkit.openSync(FONT_FILES.bold) as fontkit.Font,
  normal: fontkit.openSync(FONT_FILES.normal) as fontkit.Font,
};

/** Width in points of `text` set in the document font at `size`. */
export function textWidth(text: string, size: number, bold = true): number {
  const font = bold ? fonts.bold : fonts.normal;
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** The largest font size from `max` down to `min`, by half points, at which `text` holds on one line of `width` points. */
export function fitFontSize(text: string, width: number, max: number, min: number, bold = true): number {
  let size = max;
  while (size > min && textWidth(text, size, bold) > width * 0.98) size -= 0.5;
  return size;
}
