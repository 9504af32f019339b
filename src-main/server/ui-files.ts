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
