/**
 * The match sheets of a tournament that takes results proposed from the tables: each sheet
 * carries its own table's code as a QR code, which reads back (rendered as a printer prints it,
 * then read as a phone's camera would) as the stations' address of that table alone; sheets
 * printed while the stations are off go without, and the answer says so; a tournament that takes
 * no proposals prints none.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import decodeQR from 'qr/decode.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import type { StationsStatus } from '../../src-main/contract/views/stations.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import type { StationsHost } from '../../src-main/service/core/stations-host.ts';
import { pageCount, pageImage, pdfText } from '../support/pdf-tools.ts';
import { tableCodes } from '../support/table-codes.ts';

const SHOTS = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));
const URL_ON = 'http://192.168.1.20:8081/';

/** The stations as the print reads them: their address, or none while they are off. */
function stationsAt(url: () => string | null): () => StationsHost {
  const status = (): StationsStatus => ({
    on: url() !== null,
    url: url(),
    address: null,
    port: null,
    code: null,
    qrImage: null,
    addresses: [],
    requests: [],
    stations: [],
  });
  const refused = () => {
    throw new Error('not in this test');
  };
  return () => ({
    status,
    start: refused,
    stop: refused,
    admit: refused,
    refuse: refused,
    revoke: refused,
    close: () => {},
  });
}

let folder: string;
let service: Service;
let api: SclassicApi;
let url: string | null;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-sheet-codes-'));
  url = URL_ON;
  service = createService({
    clock: () => new Date('2026-12-22T13:02:00Z'),
    dataFolder: join(folder, 'données'),
    stations: stationsAt(() => url),
  });
  api = apiOf(service);
  await api.createTournament({ path: join(folder, 'open.sclassic'), name: 'Open', date: '2026-12-22' });
  await api.importPlayers({
    players: ['BERTIN Ana', 'CLAES Marc', 'DUBOIS Léa', 'EVRARD Tom'].map((name, i) => ({ name, rating: 1800 - i })),
  });
  await api.pairNextRound({});
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The QR code in one half of the page (two sheets a page), as a phone reads it. */
function codeIn(image: PNG, half: 0 | 1): string {
  const height = Math.floor(image.height / 2);
  const rows = image.data.subarray(half * height * image.width * 4, (half + 1) * height * image.width * 4);
  return decodeQR({ width: image.width, height, data: rows });
}

describe('match sheets with their tables’ codes', () => {
  it('carry on each sheet the address of its own table, which a phone reads', async () => {
    await api.updateSettings({ tableProposals: true });
    const printed = await api.printDocument({ document: 'match-sheets' });
    expect(printed.withoutCodes).toBeUndefined();
    expect(pdfText(printed.pdf).replace(/\s+/g, ' ')).toContain('Proposez le résultat en scannant ce code');
    const image = pageImage(printed.pdf, 1, 150);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(`${SHOTS}match-sheets-codes.png`, PNG.sync.write(image));
    const codes = tableCodes(service);
    expect(codeIn(image, 0)).toBe(`${URL_ON}t/${codes.get(1)}`);
    expect(codeIn(image, 1)).toBe(`${URL_ON}t/${codes.get(2)}`);
  });

  it('keep two sheets to a page in two winning games, the code beside the signatures', async () => {
    await api.updateSettings({ tableProposals: true, bestOfThree: true });
    const printed = await api.printDocument({ document: 'match-sheets' });
    expect(pageCount(printed.pdf)).toBe(1);
    expect(codeIn(pageImage(printed.pdf, 1, 150), 1)).toBe(`${URL_ON}t/${tableCodes(service).get(2)}`);
  });

  it('go without while the stations are off, and the answer says so', async () => {
    await api.updateSettings({ tableProposals: true });
    url = null;
    const printed = await api.printDocument({ document: 'match-sheets' });
    expect(printed.withoutCodes).toBe(true);
    expect(pdfText(printed.pdf)).not.toContain('Proposez le résultat');
  });

  it('carry none when the tournament takes no proposals', async () => {
    const printed = await api.printDocument({ document: 'match-sheets' });
    expect(printed.withoutCodes).toBeUndefined();
    expect(pdfText(printed.pdf)).not.toContain('Proposez le résultat');
  });
});
