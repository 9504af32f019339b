/**
 * Commands and answers as JSON text on the wire of browser mode, both ways: bytes (a printed PDF,
 * a players file sent for import) travel as { "$bytes": base64 }. The same code runs in the
 * browser and in Node (btoa and atob are in both).
 */
export const BYTES = '$bytes';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a whole 20 MB file as arguments would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a value holds bytes anywhere: most answers hold none and skip the replacer's call per value. */
function holdsBytes(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (value instanceof Uint8Array) return true;
  if (Array.isArray(value)) return value.some(holdsBytes);
  for (const key in value) if (holdsBytes((value as Record<string, unknown>)[key])) return true;
  return false;
}

export function toWire(value: unknown): string {
  // JSON.stringify with a replacer is several times slower on a 300-player answer than without.
  if (!holdsBytes(value)) return JSON.stringify(value ?? null);
  return JSON.stringify(value ?? null, (_key, v: unknown) => (v instanceof Uint8Array ? { [BYTES]: toBase64(v) } : v));
}

/** A JSON text with its bytes back as Uint8Arrays; throws SyntaxError on text that is not JSON. */
export function fromWire(text: string): unknown {
  // A reviver costs five times the parse itself: only a text naming bytes gets one.
  if (!text.includes(`"${BYTES}"`)) return JSON.parse(text);
  return JSON.parse(text, (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && typeof (v as Record<string, unknown>)[BYTES] === 'string')
      return fromBase64((v as Record<string, string>)[BYTES] as string);
    return v;
  });
}
