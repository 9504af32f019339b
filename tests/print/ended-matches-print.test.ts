/**
 * The bulletin and the rating estimate, printed for a round whose matches ended every way beyond
 * the board: each player's scores as the rules count them with their code, the crosstable's cells
 * marked, every code explained on the page that shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndedMatchesFile, endedMatchesFile } from '../support/ended-matches-file.ts';
import { pdfText } from '../support/pdf-tools.ts';

const SUITE_TIMEOUT_MS = 120_000;
/** pdftotext lays text out in columns: compare with the spaces (no-break ones too) squeezed. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

let file: EndedMatchesFile;
beforeAll(async () => {
  file = await endedMatchesFile();
}, SUITE_TIMEOUT_MS);
afterAll(() => file.close());

const CODES_EXPLAINED = [
  'Codes : « F » forfait, match non joué (le joueur absent perd avec 0 PM) ;',
  '« ab. » abandon accepté par l’adversaire, scores du barème d’abandon (l’abandonnant perd avec 1 PM) ;',
  '« ab. s.a. » abandon sans l’accord de l’adversaire, scores du barème d’abandon (l’abandonnant perd avec 0 PM) ;',
  '« déc. » défaite sur décision arbitrale, scores du barème d’abandon (le perdant a 0 PM).',
].join(' ');

describe('the bulletin', () => {
  let players: string;
  let crosstable: string;
  beforeAll(async () => {
    const { pdf } = await file.api.printDocument({ document: 'bulletin' });
    const text = squeeze(pdfText(pdf));
    players = text.slice(text.indexOf('Résultats par joueur'), text.indexOf('Tableau croisé'));
    crosstable = text.slice(text.indexOf('Tableau croisé'));
  }, SUITE_TIMEOUT_MS);

  it('« Résultats par joueur »: the scores the rules give, from the player’s side, each with its code', () => {
    // Opponent (with their final rank), score and code, result, PM, Pdep.
    const lines = [
      '1 8 KLEIN Hugo 450-350 ab. G 3 +100',
      '1 1= ARNAUD Claire 350-450 ab. P 1 -100',
      '1 10= GARNIER Luc 450-180 ab. s.a. G 3 +100',
      '1 1= BLANC Henri 180-450 ab. s.a. P 0 -100',
      '1 10= CARON Lucie 450-350 déc. G 3 +100',
      '1 1= JOLY Anne 350-450 déc. P 0 -100',
      '1 9 ÉTIENNE Marc F G 3 +50',
      '1 4= HUBERT Léa F P 0 -50',
      '1 7 IMBERT Noël 412-380 G 3 +32',
      '1 joueur fictif X X 3 +50',
    ];
    for (const line of lines) expect(players).toContain(line);
    // The scores at the moment of the abandon or the decision are what was entered, not what counts.
    for (const entered of ['210-245', '245-210', '300-180', '180-300', '380-350', '350-380'])
      expect(players).not.toContain(entered);
    expect(players).toContain(`Après le score, un code dit comment le match s’est terminé. ${CODES_EXPLAINED}`);
  });

  it('the crosstable: each cell with its code, the codes explained above it', () => {
    // Line, rank, name, the round's cell (outcome, opponent's line, code), PM, Pdep.
    const rows = [
      '1 1= ARNAUD Claire G8 ab. 3 +100',
      '2 1= BLANC Henri G11 ab. s.a. 3 +100',
      '3 1= JOLY Anne G10 déc. 3 +100',
      '4 4= DENIS Paul X 3 +50',
      '5 4= HUBERT Léa G9 F 3 +50',
      '6 6 FABRE Zoé G7 3 +32',
      '8 8 KLEIN Hugo P1 ab. 1 -100',
      '9 9 ÉTIENNE Marc P5 F 0 -50',
      '10 10= CARON Lucie P3 déc. 0 -100',
      '11 10= GARNIER Luc P2 ab. s.a. 0 -100',
    ];
    for (const row of rows) expect(crosstable).toContain(row);
    expect(crosstable).toContain(`Puis un code dit comment le match s’est terminé. ${CODES_EXPLAINED}`);
  });
});

describe('the rating estimate', () => {
  it('marks the result of an abandon or a decision, and explains the codes it shows', async () => {
    const { pdf } = await file.api.printDocument({ document: 'ratings' });
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('ARNAUD Claire 2000 20 R1 1 ab. (0,92)');
    expect(text).toContain('GARNIER Luc 1700 20 R1 0 ab. s.a. (0,19)');
    expect(text).toContain('CARON Lucie 1900 20 R1 0 déc. (0,88)');
    expect(text).toContain('FABRE Zoé 1750 20 R1 1 (0,70)');
    expect(text).toContain(
      [
        'Après un résultat, un code dit comment le match s’est terminé. Codes :',
        '« ab. » abandon accepté par l’adversaire, scores du barème d’abandon (l’abandonnant perd avec 1 PM) ;',
        '« ab. s.a. » abandon sans l’accord',
      ].join(' '),
    );
    // Forfeits do not count: no code F to explain.
    expect(text).not.toContain('« F »');
  });
});
