/**
 * The built UI's files as both shells serve them, browser mode over HTTP and the desktop app
 * over its app:// scheme: the one content security policy (also written in the page itself,
 * src-renderer/index.html, where a test holds the two together), and a file of the UI's folder
 * by the name a request gives, never one outside it.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

/**
 * No remote content: the UI's own files, its inline styles, and the PDF previews it makes
 * (blob: URLs of its own origin); no plugin but for those, no form sent anywhere.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; object-src 'self' blob:; frame-src 'self' blob:; connect-src 'self'; base-uri 'none'; form-action 'none'";

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

export type UiFile =
  | { found: true; body: Buffer<ArrayBuffer>; type: string }
  /** `outside`: the name leads out of the UI's folder; `malformed`: not a name (%E0%A4%A). */
  | { found: false; why: 'outside' | 'malformed' | 'missing' };

/** The UI's file named `encoded` (percent-encoded, as in a URL's path; '' is the page). */
export async function uiFile(folder: string, encoded: string): Promise<UiFile> {
  const root = resolve(folder);
  let name: string;
  try {
    name = encoded === '' ? 'index.html' : decodeURIComponent(encoded);
  } catch {
    return { found: false, why: 'malformed' };
  }
  const file = normalize(join(root, name));
  if (file !== root && !file.startsWith(root + sep)) return { found: false, why: 'outside' };
  try {
    return {
      found: true,
      body: await readFile(file),
      type: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    };
  } catch {
    return { found: false, why: 'missing' };
  }
}

/**
 * What a shell answers a GET for `encoded` with: the UI's file, the page for any other name (the
 * UI routes in the browser), or why not, in French.
 */
export async function uiAnswer(
  folder: string,
  encoded: string,
): Promise<{ status: number; body: string | Buffer<ArrayBuffer>; type: string }> {
  const text = (status: number, body: string) => ({ status, body, type: 'text/plain; charset=utf-8' });
  const asked = await uiFile(folder, encoded);
  if (asked.found) return { status: 200, body: asked.body, type: asked.type };
  // A percent sign not followed by a character's bytes (%E0%A4%A): the request's fault.
  if (asked.why === 'malformed') return text(400, 'Adresse mal formée : ouvrez celle que Sclassic a affichée.');
  if (asked.why === 'outside') return text(403, 'Interdit.');
  const page = await uiFile(folder, '');
  if (page.found) return { status: 200, body: page.body, type: page.type };
  return text(404, "L'interface n'est pas construite : lancez npm run build:ui.");
}
