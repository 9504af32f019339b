/**
 * A device on the venue's Wi-Fi, as the stations' listener meets it, for the benchmark: its own
 * address (a loopback address of its own, 127.0.x.y, so the listener's per-address bounds see
 * each device as the room would), its cookies, and the listener's origin on every POST, as a
 * browser sends it.
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export class VenueDevice {
  readonly #base: URL;
  readonly #agent: Agent;
  readonly #address: string;
  readonly #cookies = new Map<string, string>();

  constructor(base: string, address: string) {
    this.#base = new URL(base);
    this.#address = address;
    this.#agent = new Agent({ keepAlive: true, localAddress: address, maxSockets: 4 });
  }

  get address(): string {
    return this.#address;
  }

  get(path: string): Promise<Answer> {
    return this.#send('GET', path);
  }

  /** A form as a page sends it. */
  postForm(path: string, fields: Record<string, string>): Promise<Answer> {
    return this.#send('POST', path, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
  }

  /** A command as the station's screen sends it. */
  postJson(path: string, body: string): Promise<Answer> {
    return this.#send('POST', path, body, 'application/json');
  }

  close(): void {
    this.#agent.destroy();
  }

  #send(method: string, path: string, body?: string, type?: string): Promise<Answer> {
    const url = new URL(path, this.#base);
    const headers: Record<string, string> = { host: url.host };
    if (this.#cookies.size > 0)
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) {
      headers.origin = this.#base.origin;
      headers['content-type'] = type as string;
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    return new Promise((resolve, reject) => {
      const sent = request(url, { method, headers, agent: this.#agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          for (const line of [response.headers['set-cookie'] ?? []].flat()) {
            const [pair] = line.split(';');
            const at = pair?.indexOf('=') ?? -1;
            if (pair !== undefined && at > 0) this.#cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          });
        });
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(body);
    });
  }
}
