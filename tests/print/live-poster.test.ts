/**
 * The poster of the live results: one A4 page whose QR code, drawn in the PDF, reads back as the
 * address the phones open (rendered as a reader prints it, then read as a phone's camera would),
 * the address written in full beside it, with the tournament's name, date and place; and the
 * code on the director's screens the same address.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import decodeQR from 'qr/decode.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrImage, qrModules } from '../../src-main/print/qr-code.ts';
import { type LiveTournament, liveTournament } from '../support/live-tournament.ts';
import { pageCount, pageImage, pdfText } from '../support/pdf-tools.ts';

const SHOTS = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));

let t: LiveTournament;
beforeAll(async () => {
  t = await liveTournament();
});
afterAll(() => t.close());

describe('the live results’ poster', () => {
  it('is one A4 page whose QR code reads as the address, written beside it', async () => {
    const { url } = await t.start();
    const { pdf } = await t.api.printDocument({ document: 'live-poster' });
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const words of [
      'Open de Courcelles',
      '22/12/2026 — Courcelles',
      'Résultats en direct',
      url as string,
      'Ma table',
    ])
      expect(text).toContain(words);
    const image = pageImage(pdf, 1, 100);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(`${SHOTS}live-poster.png`, PNG.sync.write(image));
    expect(decodeQR({ width: image.width, height: image.height, data: image.data })).toBe(url);
  });

  it('the code on the screens draws the same modules', () => {
    const address = 'http://192.168.1.20:8080/';
    const svg = Buffer.from(qrImage(address).replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    const modules = qrModules(address);
    const size = modules.length + 8;
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    // One run per dark stretch of a row: as many dark modules drawn as the code has.
    const drawn = [...svg.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(drawn).toBe(modules.flat().filter(Boolean).length);
  });
});
