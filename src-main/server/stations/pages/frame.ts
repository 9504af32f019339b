/**
 * The frame of the stations' listener's own pages, with the live pages' look (their style, with a
 * few rules for forms): a phone first, large type, black on white with one dark blue, the
 * system's fonts, nothing fetched from outside and no script — the pages work as plain forms.
 */
import { createHash } from 'node:crypto';
import { h } from '../../live/pages/layout.ts';
import { LIVE_STYLE } from '../../live/pages/style.ts';
import type { StationWords } from './words.ts';

export { h };

const FORM_STYLE = `
form{margin:.8rem 0}
label{display:block;font-weight:700;margin:.7rem 0 .2rem}
.hint{display:block;font-weight:400;font-size:.85rem;color:#333}
input[type=text],input[type=number]{width:100%;font:inherit;font-size:1.25rem;padding:.5rem .6rem;border:2px solid #000;border-radius:6px;background:#fff;color:#000}
button{display:block;width:100%;margin-top:1rem;font:inherit;font-weight:800;padding:.7rem;border:2px solid #0b3a66;border-radius:6px;background:#0b3a66;color:#fff}
fieldset{border:2px solid #0b3a66;border-radius:8px;margin:.6rem 0;padding:.2rem .6rem .6rem}
legend{font-weight:800;color:#0b3a66;padding:0 .3rem}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:.6rem}
.pair label{font-size:.95rem;overflow-wrap:anywhere}
.error{padding:.6rem;border-left:5px solid #7a1b00;background:#fbeeea;font-weight:600}
.ok{padding:.6rem;border-left:5px solid #0a6b2a;background:#eaf6ee;font-weight:600}
.vs{margin:.2rem 0 .6rem;font-size:1.15rem;font-weight:700}
.vs span{display:block;font-weight:400;font-size:.9rem;color:#333}
.reload{display:inline-block;margin-top:.6rem;font-weight:700}
`;

export const STATIONS_STYLE = `${LIVE_STYLE}${FORM_STYLE}`;

/** The style's address, its content's hash in it: a new version of Sclassic is a new address. */
export const STYLE_PATH = `/poste-${createHash('sha256').update(STATIONS_STYLE).digest('base64url').slice(0, 12)}.css`;

export interface Frame {
  words: StationWords;
  /** The page's title, and the line at the top (the tournament's name, or the station's title). */
  title: string;
  top: string;
  /** The same page in the other language. */
  other: string;
  /** Seconds after which the page reads itself again (the waiting page), if any. */
  refresh?: number;
}

export function framePage(frame: Frame, content: string): string {
  const { words } = frame;
  const refresh = frame.refresh === undefined ? '' : `\n<meta http-equiv="refresh" content="${frame.refresh}">`;
  return `<!doctype html>
<html lang="${words.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${h(frame.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLE_PATH}">${refresh}
</head>
<body>
<header class="top">
<div><p class="name">${h(frame.top)}</p></div>
<a class="lang" href="${h(frame.other)}" hreflang="${words.otherLang}" lang="${words.otherLang}">${h(words.otherLanguage)}</a>
</header>
<main>
${content}
</main>
<footer>${h(words.sclassic)}</footer>
</body>
</html>`;
}

/** Games as the sheet writes them: « 412 – 380, 390 – 401 ». */
export const gamesText = (games: ReadonlyArray<readonly [number, number]>): string =>
  games.map(([a, b]) => `${a} – ${b}`).join(', ');

/** Any other address, for a device that is no station. */
export const notFoundPage = (words: StationWords): string =>
  framePage(
    { words, title: words.notFound, top: words.sclassic, other: words.otherLang === 'en' ? '/en/' : '/' },
    `<p class="empty">${h(words.notFound)}</p>`,
  );
