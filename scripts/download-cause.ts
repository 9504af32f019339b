/**
 * Loaded into Electron's downloader (`node --import`, by electron-download.ts): records each
 * network error of the download as Node's HTTP client reports it on its diagnostics channels. The
 * downloader itself prints only « TypeError: fetch failed », which does not say whether the name
 * was not found, the connection refused, a proxy in the way or a certificate not trusted; the
 * channels carry the error underneath, with its code and host. Nothing of the download is changed.
 */
import { subscribe } from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';

const file = process.env.SCLASSIC_DOWNLOAD_CAUSE;

interface Reported {
  error?: { code?: unknown; syscall?: unknown; hostname?: unknown; message?: unknown };
  connectParams?: { host?: unknown };
  request?: { origin?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

if (file !== undefined)
  for (const channel of ['undici:client:connectError', 'undici:request:error'])
    subscribe(channel, (message) => {
      const { error, connectParams, request } = message as Reported;
      const host = text(error?.hostname) ?? text(connectParams?.host) ?? text(request?.origin);
      appendFileSync(
        file,
        `${JSON.stringify({ code: text(error?.code), syscall: text(error?.syscall), host, message: text(error?.message) })}\n`,
      );
    });
