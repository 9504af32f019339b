/**
 * The UI served from the app's own scheme, app://sclassic/, instead of file://. A file:// page
 * may load any file its address can name and gets no response headers; app:// serves only the
 * built UI's folder, each answer with the content security policy, and gives the page an origin
 * of its own, so the PDF previews it makes are blob:app://sclassic/… URLs that no other page can
 * mint. The scheme is registered as privileged (standard, secure) before the app is ready, as
 * Electron requires.
 */
import { CONTENT_SECURITY_POLICY, uiFile } from '../server/ui-files.ts';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = 'app://sclassic';

/** What `protocol.registerSchemesAsPrivileged` is given, before the app is ready. */
export const PRIVILEGED_SCHEMES = [
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
];

/** The page's address, at a step of the UI (`#/projection`). */
export const uiAddress = (hash = '') => `${APP_ORIGIN}/index.html${hash}`;

/** Whether an address is one of the app's own pages. */
export const isOwnPage = (url: string) => url.startsWith(`${APP_ORIGIN}/`);

/** Whether an address is a document the app's page made itself (a PDF to preview, a file to save). */
export const isOwnBlob = (url: string) => url.startsWith(`blob:${APP_ORIGIN}/`);

/** The handler of `protocol.handle('app', …)`: the UI's files from `folder`, nothing else. */
export function serveUi(folder: string): (request: { url: string }) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const headers = { 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' };
    if (`${url.protocol}//${url.host}` !== APP_ORIGIN) return new Response('Interdit.', { status: 403, headers });
    const asked = await uiFile(folder, url.pathname.slice(1));
    if (asked.found) return new Response(asked.body, { headers: { ...headers, 'content-type': asked.type } });
    return new Response(asked.why === 'missing' ? 'Introuvable.' : 'Interdit.', {
      status: asked.why === 'missing' ? 404 : 403,
      headers,
    });
  };
}
