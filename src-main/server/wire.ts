/**
 * The service's answers as JSON on the wire: bytes (a printed PDF) travel as base64; the
 * browser's client (src-renderer/lib/api.ts) turns them back into a Uint8Array.
 */
export const BYTES = '$bytes';

export function toWire(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Uint8Array ? { [BYTES]: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') } : v,
  );
}
