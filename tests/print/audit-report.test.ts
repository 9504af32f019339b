/**
 * The verification report read back as a reader sees it: the tournament, the fingerprint in full,
 * when it was made, the verdict, every round (« conforme » when it has nothing to say) with each
 * finding under its kind, and the director's sign-off whole on one page, wherever the rounds end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFr } from '../../src-main/contract/i18n/audit-words.ts';
import { problemText } from '../../src-main/contract/i18n/messages.ts';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import { clockTime } from '../../src-main/contract/i18n/small-words.ts';
import type { AuditFindingView, AuditView, RoundAuditView, TournamentSummary } from '../../src-main/contract/views.ts';
import { renderJob } from '../../src-main/print/print-job.ts';
import { type AuditedTournament, auditedTournament } from '../support/audited-tournament.ts';
import { pageCount, pdfText } from '../support/pdf-tools.ts';

const squeeze = (text: string) => text.replace(/\s+/g, ' ');
const said = (finding: AuditFindingView) => squeeze(auditFr.finding(finding, (p) => problemText(p, fr)));

describe('the verification report of a file with a swap, a late correction and a pairing written outside Sclassic', () => {
  let tournament: AuditedTournament;
  let audit: AuditView;
  let pdf: Uint8Array;
  let fileName: string;
  beforeAll(async () => {
    tournament = await auditedTournament();
    audit = await tournament.api.checkTournament({});
    ({ pdf, fileName } = await tournament.api.printDocument({ document: 'audit' }));
  }, 60_000);
  afterAll(() => tournament.close());

  it('names the tournament, the file’s fingerprint in full and when the report was made', () => {
    expect(fileName).toBe('Open de Mons - rapport de vérification.pdf');
    const text = pdfText(pdf);
    expect(squeeze(text)).toContain('Rapport de vérification');
    expect(squeeze(text)).toMatch(/Tournoi Open de Mons Date 22\/12\/2026 Lieu Mons Règlement FISF \(texte actuel\)/);
    expect(squeeze(text)).toContain('Fichier Open de Mons.sclassic');
    expect(squeeze(text)).toContain(`Rapport établi le 22/12/2026 à ${clockTime('2026-12-22T17:45:00Z')}`);
    // Set by groups of eight for the eye; whole once the blanks are taken out.
    expect(audit.tournament.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(text.replace(/\s+/g, '')).toContain(audit.tournament.fingerprint);
    expect(squeeze(text)).toContain(audit.tournament.fingerprint.slice(0, 8));
  });

  it('says the verdict and every round, each finding under its kind, the breach and the decision with its time', () => {
    expect(audit.counts).toMatchObject({ information: 1, decision: 1 });
    expect(audit.counts.breach).toBeGreaterThan(0);
    const text = pdfText(pdf);
    const lines = text.split('\n');
    expect(squeeze(text)).toContain(squeeze(auditFr.verdict(audit.counts)));
    expect(audit.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    for (const round of audit.rounds) {
      // The heading and, on its line, « conforme » or the findings counted.
      const heading = lines.find((l) => l.startsWith(auditFr.round(round)));
      expect(heading, auditFr.round(round)).toBeDefined();
      if (round.findings.length === 0) expect(heading).toMatch(/\s{2,}conforme$/);
      for (const finding of round.findings) expect(squeeze(text)).toContain(said(finding));
    }
    expect(lines.find((l) => l.startsWith('Ronde 1 '))).toMatch(
      /procédure : groupes A et B \(000 §6\.1\.1\)\s+conforme$/,
    );
    expect(lines.find((l) => l.startsWith('Ronde 3 '))).toMatch(/\d manquements$/);
    // Each finding starts on the line of its kind's tag.
    const swap = audit.rounds[1]?.findings.find((f) => f.kind === 'decision');
    expect(swap).toMatchObject({ code: 'swap', at: '2026-12-22T10:05:00.000Z' });
    expect(
      lines.some((l) =>
        /^Décision de l’arbitre\s+Échange décidé par l’arbitre à \d\d:05 : JOUEUR N°1 et JOUEUR N°3/.test(l),
      ),
    ).toBe(true);
    expect(
      lines.some((l) =>
        /^Information\s+Table 4 : résultat corrigé à \d\d:10, après l’appariement de la ronde 3/.test(l),
      ),
    ).toBe(true);
    expect(lines.filter((l) => /^Manquement\s+Table [56] : /.test(l))).toHaveLength(4);
    expect(squeeze(text)).toContain(
      'Manquement Table 5 : son appariement n’est pas ce que l’historique du fichier a enregistré : le fichier a été modifié hors de Sclassic.',
    );
  });

  it('ends with the director’s sign-off, each page numbered « page X / Y »', () => {
    const pages = pageCount(pdf);
    for (let page = 1; page <= pages; page++) expect(pdfText(pdf, page)).toContain(`page ${page} / ${pages}`);
    const last = squeeze(pdfText(pdf, pages));
    expect(last).toContain('Visa du directeur de tournoi');
    expect(last).toContain(
      `atteste avoir pris connaissance de ce rapport sur le fichier dont l’empreinte commence par ${audit.tournament.fingerprint.slice(0, 8)} ${audit.tournament.fingerprint.slice(8, 16)}.`,
    );
    expect(last).toMatch(
      /Nom du directeur de tournoi.*Fait à , le.*Signature du directeur de tournoi|Signature du directeur de tournoi.*Nom du directeur de tournoi.*Fait à , le/,
    );
  });
});

describe('the sign-off and the rounds across pages', () => {
  const summary = {
    path: '/tournois/Open de Mons.sclassic',
    name: 'Open de Mons',
    date: '2026-12-22',
    place: 'Mons',
    ruleset: { name: 'fisf' },
    pairingSystem: 'formula',
    players: 64,
  } as TournamentSummary;
  const swap: AuditFindingView = {
    kind: 'decision',
    code: 'swap',
    a: 'VAN DEN BERGHE-DESCHAMPS Marie-Élisabeth',
    b: 'ŒUVRARD Jean-Édouard',
    at: '2026-12-22T14:05:00Z',
    matches: [
      { table: 12, a: 'VAN DEN BERGHE-DESCHAMPS Marie-Élisabeth', b: 'STRAUß Jörg', points: [5, 4], rematch: true },
      { table: 17, a: 'ŒUVRARD Jean-Édouard', b: 'WAŁĘSA Łukasz', points: [4, 4], rematch: false },
    ],
  };
  /** `conform` rounds with nothing to say, then `swapped` rounds each with an arbiter's swap (three lines of text). */
  const auditOf = (conform: number, swapped: number): AuditView => {
    const list: RoundAuditView[] = Array.from({ length: conform + swapped }, (_, i) => ({
      round: i + 1,
      stage: null,
      method: i === 0 ? 'groups-ab' : 'score-groups',
      pairedAt: `2026-12-22T${String(8 + (i % 12)).padStart(2, '0')}:00:00Z`,
      findings: i < conform ? [] : [swap],
    }));
    return {
      tournament: { name: 'Open de Mons', date: '2026-12-22', fingerprint: 'e3b0c442'.repeat(8) },
      general: [],
      rounds: list,
      counts: { information: 0, decision: list.filter((r) => r.findings.length > 0).length, breach: 0 },
    };
  };
  const render = async (conform: number, swapped: number) =>
    (
      await renderJob({
        document: 'audit',
        view: { audit: auditOf(conform, swapped), madeAt: '2026-12-22T18:00:00Z' },
        round: null,
        settings: { tournament: summary, paper: 'A4' },
      })
    ).pdf;

  it('keeps the sign-off whole on one page and a round’s heading with its first finding, however long the rounds run', async () => {
    // Each round with nothing to say before the swaps moves every page break by a line's height,
    // through the height of a round with a swap: one of them falls under each heading, and the
    // sign-off's place goes down its page and onto the next.
    const signOffAlone = new Set<boolean>();
    for (let conform = 0; conform <= 12; conform++) {
      const rounds = conform + 12;
      const pdf = await render(conform, 12);
      const pages = pageCount(pdf);
      const texts = Array.from({ length: pages }, (_, p) => squeeze(pdfText(pdf, p + 1)));
      const signOff = texts.filter((t) => /Visa du directeur|Nom du directeur|Fait à|Signature du directeur/.test(t));
      expect(signOff, `${rounds} rondes`).toHaveLength(1);
      expect(signOff[0]).toMatch(
        /Visa du directeur de tournoi.*(Nom du directeur de tournoi.*Fait à|Fait à.*Nom du directeur)/,
      );
      expect(signOff[0]).toContain('Signature du directeur de tournoi');
      signOffAlone.add(!signOff[0]?.includes('Ronde '));
      // Every round once (a heading repeated on a page it continues on would show twice), with its swap on its page.
      for (let r = 1; r <= rounds; r++) {
        const on = texts.filter((t) => t.includes(`Ronde ${r} (appariée à`));
        expect(on, `ronde ${r} sur ${rounds}`).toHaveLength(1);
        if (r > conform)
          expect(on[0], `ronde ${r} sur ${rounds}`).toMatch(
            new RegExp(`Ronde ${r} \\(appariée à [^)]*\\).*?Échange décidé par l’arbitre`),
          );
      }
    }
    // The sweep did bring the sign-off to the foot of a page: below the last round, and alone on the next.
    expect([...signOffAlone].sort()).toEqual([false, true]);
  }, 60_000);
});
