/**
 * Browser mode's wire: bytes travel as base64 and come back as bytes, wherever they sit in the
 * answer; an answer without bytes travels as plain JSON, whatever its strings say.
 */
import { describe, expect, it } from 'vitest';
import { BYTES, fromWire, toWire } from '../../src-main/contract/wire.ts';

describe('the wire', () => {
  it('carries bytes deep in an answer, in a list, and beside ordinary values', () => {
    const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0, 255]);
    const answer = { result: { documents: [{ name: 'appariements.pdf', file: pdf }], pages: 2, note: null } };
    const text = toWire(answer);
    expect(text).toContain(`"${BYTES}":"JVBERgD/"`);
    const back = fromWire(text) as typeof answer;
    expect(back.result.documents[0]?.file).toBeInstanceOf(Uint8Array);
    expect([...(back.result.documents[0]?.file ?? [])]).toEqual([...pdf]);
    expect(back.result.pages).toBe(2);
    expect(back.result.note).toBeNull();
  });

  it('carries an answer without bytes as JSON.stringify does, and nothing as null', () => {
    const answer = { result: { players: [{ name: 'ÉLOI Zoé', rating: null, rounds: [1, 2] }] } };
    expect(toWire(answer)).toBe(JSON.stringify(answer));
    expect(fromWire(toWire(answer))).toEqual(answer);
    expect(toWire(undefined)).toBe('null');
  });

  it('leaves a string that names the bytes key a string, and an object that looks like bytes without base64 an object', () => {
    const answer = { result: { name: `"${BYTES}"`, odd: { [BYTES]: 12 } } };
    expect(fromWire(toWire(answer))).toEqual(answer);
  });

  it('refuses a text that is not JSON', () => {
    expect(() => fromWire('{"result":')).toThrow(SyntaxError);
  });
});
