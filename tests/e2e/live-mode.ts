/**
 * Browser mode with the live results on, as a director starts it: `node bin/serve.js
 * FILE --live --live-host 127.0.0.1 --live-port 0` in its own process, which prints the
 * director's address and « Résultats en direct : ADDRESS ». Loopback only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface LiveMode {
  /** The director's address, secret included. */
  director: string;
  /** The phones' address. */
  live: string;
  /** The line the director read. */
  liveLine: string;
  /** Runs one command of the director's API, as the director's screen does. */
  command(name: string, input: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export function startLiveMode(file: string, dataFolder: string): Promise<LiveMode> {
  return new Promise((resolve, reject) => {
    const args = [`${ROOT}bin/serve.js`, file, '--live', '--live-host', '127.0.0.1', '--live-port', '0'];
    const child: ChildProcess = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SCLASSIC_DATA_DIR: dataFolder },
    });
    let output = '';
    const failed = () => reject(new Error(`browser mode did not start: ${output}`));
    child.on('exit', failed);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const director = /Sclassic écoute sur (http:\/\/127\.0\.0\.1:\d+\/\S+\/)/.exec(output)?.[1];
      const liveLine = /Résultats en direct : (http:\/\/127\.0\.0\.1:\d+\/)\n/.exec(output);
      if (director === undefined || liveLine === null) return;
      child.off('exit', failed);
      resolve({
        director,
        live: liveLine[1] as string,
        liveLine: liveLine[0].trim(),
        command: async (name, input) => {
          const response = await fetch(new URL(`api/${name}`, director), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(input),
          });
          return response.json();
        },
        close: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise<void>((done) => child.once('exit', () => done()));
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
