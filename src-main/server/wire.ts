/**
 * The service's commands and answers as JSON on the wire: bytes (a printed PDF, a players file
 * sent for import) travel as { "$bytes": base64 } both ways; the browser's client
 * (src-renderer/lib/api.ts) does the same on its side.
 */
export const BYTES = '$bytes';

export function toWire(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Uint8Array ? { [BYTES]: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') } : v,
  );
}

/** A request's JSON with its bytes back as Uint8Arrays. */
export function fromWire(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && typeof (v as Record<string, unknown>)[BYTES] === 'string') {
      return new Uint8Array(Buffer.from((v as Record<string, string>)[BYTES] as string, 'base64'));
    }
    return v;
  });
}
