/**
 * The phones of the live results' benchmark, in a process of their own (so their work and their
 * sockets weigh nothing in the director's process): N event streams held open, page loads at a
 * steady rate, and, as the real page's script does, each phone reading its page again a random
 * moment (under 400 ms) after each event. Loopback only; it stops when told, or after its budget.
 *
 * Messages: in { streams, rate, url, budgetMs } → out 'ready'; in 'stop' → out the figures.
 */
import { Agent, request } from 'node:http';

interface Start {
  url: string;
  streams: number;
  rate: number;
  budgetMs: number;
}

export interface PhonesReport {
  /** Page loads at the steady rate, ms. */
  pages: number[];
  /** Pages read again after an event, ms. */
  rereads: number[];
  /** Each version heard: by how many streams, first and last arrival (epoch ms). */
  versions: Array<{ version: string; heard: number; first: number; last: number }>;
  failures: number;
}

const now = () => performance.timeOrigin + performance.now();
const PATHS = ['/', '/classement', '/series', '/joueurs', '/?nom=joueur+01', '/joueur/17', '/en/classement'];

function load(url: string, path: string, agent: Agent): Promise<number> {
  const start = now();
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, url), { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200 ? resolve(now() - start) : reject(new Error(String(response.statusCode))),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function run(start: Start): Promise<void> {
  const report: PhonesReport = { pages: [], rereads: [], versions: [], failures: 0 };
  const heard = new Map<string, { version: string; heard: number; first: number; last: number }>();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const streams: Array<() => void> = [];
  let connected = 0;
  // Each stream first hears the version of the moment it connects: that one asks for no reading.
  let following = false;
  await new Promise<void>((ready, fail) => {
    for (let i = 0; i < start.streams; i++) {
      const req = request(new URL('/events', start.url), { agent: false }, (response) => {
        if (response.statusCode !== 200) return fail(new Error(`stream refused: ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const version = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (version === undefined) continue;
            const at = now();
            const entry = heard.get(version) ?? { version, heard: 0, first: at, last: at };
            entry.heard++;
            entry.last = at;
            heard.set(version, entry);
            // The page's script: read the page again a moment later.
            if (following)
              setTimeout(
                () =>
                  load(start.url, '/', agent).then(
                    (ms) => report.rereads.push(ms),
                    () => report.failures++,
                  ),
                Math.random() * 400,
              );
          }
        });
        connected++;
        if (connected === start.streams) ready();
      });
      req.on('error', fail);
      req.end();
      streams.push(() => req.destroy());
    }
  });
  await new Promise((settled) => setTimeout(settled, 300));
  following = true;
  let n = 0;
  const steady = setInterval(() => {
    const path = PATHS[n++ % PATHS.length] as string;
    load(start.url, path, agent).then(
      (ms) => report.pages.push(ms),
      () => report.failures++,
    );
  }, 1000 / start.rate);
  const finish = () => {
    clearInterval(steady);
    for (const close of streams) close();
    agent.destroy();
    report.versions = [...heard.values()];
    process.send?.(report, () => process.exit(0));
  };
  const budget = setTimeout(finish, start.budgetMs);
  process.on('message', (message) => {
    if (message !== 'stop') return;
    clearTimeout(budget);
    finish();
  });
  process.send?.('ready');
}

process.once('message', (message) => void run(message as Start));
