/**
 * What every web contents of the app may do: nothing but show the app's own pages. Each one —
 * the main window, the projection, a PDF preview, and any other Electron may create — gets the
 * same guards when it is created (`web-contents-created`): no navigation nor redirect to another
 * page, in the main frame or any other, no <webview>, no new window but a preview of a PDF the app's page made itself (only that
 * preview gets the PDF viewer's plugin). The session grants no permission (camera, microphone,
 * notifications, geolocation…): the app asks for none.
 */
import type * as Electron from 'electron';
import { CONTENT_SECURITY_POLICY } from '../server/ui-files.ts';
import { isOwnBlob, isOwnPage } from './app-protocol.ts';

type Contents = Pick<Electron.WebContents, 'on' | 'setWindowOpenHandler'>;

/** The preview window of a PDF: sandboxed like every window, with the PDF viewer's plugin. */
export const PREVIEW_WINDOW: Electron.BrowserWindowConstructorOptions = {
  title: 'Aperçu avant impression',
  webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, plugins: true },
};

export function guardContents(contents: Contents): void {
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!isOwnPage(url)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  // Any frame's navigation, not only the main frame's: a frame of the page led elsewhere would
  // show another site inside the app's window. Electron gives the event its details alone.
  contents.on('will-frame-navigate', (details) => {
    if (!isOwnPage(details.url)) details.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) =>
    isOwnBlob(url) ? { action: 'allow', overrideBrowserWindowOptions: PREVIEW_WINDOW } : { action: 'deny' },
  );
}

type GuardedSession = Pick<Electron.Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'> & {
  webRequest: Pick<Electron.WebRequest, 'onHeadersReceived'>;
};

/** The session: every permission refused, every response under the content security policy. */
export function guardSession(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
}
