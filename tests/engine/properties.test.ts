/**
 * Properties over seeded random tournaments (300 in an ordinary run, 1,000 deep) of 8 to 128 players, with forfeits,
 * absences, withdrawals, X, abandons and best-of-three matches, under each preset.
 */
import { describe, expect, it } from 'vitest';
import {
  auditTournament,
  computeStandings,
  type PresetName,
  pairNextRound,
  playRandomTournament,
  type RandomTournamentOptions,
  readTournament,
  resolveRuleset,
  ruleRounds,
  type TournamentDocument,
} from '../../src-engine/index.ts';
import { sized } from '../support/budget.ts';
import { checkPairing } from '../support/pairing-checker.ts';
import { seededRandom } from '../support/random.ts';

const PRESETS: PresetName[] = ['fisf', 'fisf-earlier', 'fbs'];
/** 150 tournaments in an ordinary run, 1,000 with SCLASSIC_DEEP=1 (budget.ts). */
const TOURNAMENTS = sized(150, 1000);
// Whole suites of tournaments: allow them time on a slow machine (speed is measured by npm run bench).
const SUITE_TIMEOUT_MS = 120_000;

function optionsFor(seed: number): RandomTournamentOptions {
  const players = 8 + ((seed * 7919) % 121);
  const ruleset = PRESETS[seed % 3] as PresetName;
  return {
    seed,
    players,
    rounds: ruleRounds(players, resolveRuleset(ruleset)),
    ruleset,
    bestOfThree: seed % 4 === 0,
    absenceRate: seed % 5 === 0 ? 0 : 0.04,
    withdrawalRate: 0.01,
    forfeitRate: 0.04,
    abandonRate: 0.02,
  };
}

/** What the recorded results must add up to, counted from the document alone. */
function expectedTotals(document: TournamentDocument, forfeitValue: number) {
  let pm = 0;
  let pdep = 0;
  for (const round of document.rounds) {
    for (const m of round.matches) {
      if (m.b === null) {
        pm += 3;
        pdep += forfeitValue;
      } else if (m.forfeit === 'both') {
        pdep -= 2 * forfeitValue;
      } else if (m.forfeit !== undefined) {
        pm += 3;
      } else if (m.abandon?.agreed === false || m.decision !== undefined) {
        pm += 3;
      } else {
        pm += 4; // 3 + 1, or 2 + 2
      }
    }
  }
  return { pm, pdep };
}

describe(`${TOURNAMENTS} random tournaments`, () => {
  it(
    'pair everyone present exactly once, never the absent or withdrawn, with only unavoidable rematches',
    () => {
      const problems: string[] = [];
      let rounds = 0;
      for (let seed = 1; seed <= TOURNAMENTS; seed++) {
        playRandomTournament(optionsFor(seed), ({ state, pairing }) => {
          rounds += 1;
          for (const problem of checkPairing(state, pairing)) problems.push(`seed ${seed}: ${problem}`);
        });
      }
      expect(problems.slice(0, 10)).toEqual([]);
      expect(rounds).toBeGreaterThan(TOURNAMENTS * 5);
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'give the same output for the same input',
    () => {
      for (let seed = 1; seed <= TOURNAMENTS; seed += 7) {
        playRandomTournament(optionsFor(seed), ({ before, pairing }) => {
          const again = pairNextRound(readTournament(JSON.parse(JSON.stringify(before))));
          expect(again).toEqual(pairing);
        });
      }
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'add PM and Pdep up over the rounds, and rank everyone',
    () => {
      for (let seed = 1; seed <= TOURNAMENTS; seed += 3) {
        const options = optionsFor(seed);
        const document = playRandomTournament(options);
        const state = readTournament(document);
        const intermediate = computeStandings(state);
        const final = computeStandings(state, { final: true });
        expect(intermediate.lines).toHaveLength(document.players.length);
        expect(intermediate.lines.map((l) => l.rank)).toEqual(document.players.map((_, i) => i + 1));
        // Final ranks never go down, and withdrawn players come last.
        final.lines.forEach((line, i) => {
          expect(line.rank).toBeLessThanOrEqual(i + 1);
          if (i > 0) expect(line.rank).toBeGreaterThanOrEqual(final.lines[i - 1]?.rank as number);
        });
        const firstWithdrawn = final.lines.findIndex((l) => l.withdrawn);
        if (firstWithdrawn >= 0) expect(final.lines.slice(firstWithdrawn).every((l) => l.withdrawn)).toBe(true);

        const pm = final.lines.reduce((sum, l) => sum + l.pm, 0);
        expect(pm).toBe(expectedTotals(document, 0).pm);
        if (state.ruleset.pdep.kind === 'score-difference') {
          const pdep = final.lines.reduce((sum, l) => sum + l.pdep, 0);
          expect(pdep).toBe(expectedTotals(document, state.ruleset.pdep.forfeitValue).pdep);
        }
      }
    },
    SUITE_TIMEOUT_MS,
  );
});

describe(`the audit of ${TOURNAMENTS} random tournaments`, () => {
  it(
    'finds every untouched tournament consistent, and flags every manual swap in the round it was made',
    () => {
      const problems: string[] = [];
      let swaps = 0;
      for (let seed = 1; seed <= TOURNAMENTS; seed++) {
        const document = playRandomTournament(optionsFor(seed));
        const audit = auditTournament(document);
        if (audit.breaches > 0)
          problems.push(`seed ${seed}: ${JSON.stringify(audit.rounds.find((r) => r.findings.length > 0))}`);
        // Two players of one round change tables, as a director's swap does.
        const random = seededRandom(seed);
        const r = random.int(0, document.rounds.length - 1);
        const round = document.rounds[r];
        const real = (round?.matches ?? []).map((m, t) => ({ m, t })).filter(({ m }) => m.b !== null);
        if (round === undefined || real.length < 2) continue;
        const i = random.int(0, real.length - 1);
        const j = (i + random.int(1, real.length - 1)) % real.length;
        const [first, second] = [real[i], real[j]] as [(typeof real)[number], (typeof real)[number]];
        const swapped: TournamentDocument = structuredClone(document);
        const target = swapped.rounds[r] as (typeof swapped.rounds)[number];
        const [p, q] = [first.m.a, second.m.a];
        for (const { t } of [first, second]) {
          const match = target.matches[t] as (typeof target.matches)[number];
          const swap = (id: string | null) => (id === p ? q : id === q ? p : id);
          target.matches[t] = {
            ...match,
            a: swap(match.a) as string,
            b: swap(match.b),
            ...(match.starts === undefined ? {} : { starts: swap(match.starts) as string }),
          };
        }
        swaps += 1;
        const flagged = auditTournament(swapped).rounds[r]?.findings.filter((f) => f.code === 'pairing-differs') ?? [];
        const tables = flagged.map((f) => ('table' in f ? f.table : 0)).sort((a, b) => a - b);
        const expectedTables = [first.t + 1, second.t + 1].sort((a, b) => a - b);
        if (JSON.stringify(tables) !== JSON.stringify(expectedTables))
          problems.push(
            `seed ${seed}: the swap at tables ${expectedTables} of round ${r + 1} flagged tables ${tables}`,
          );
      }
      expect(problems.slice(0, 5)).toEqual([]);
      expect(swaps).toBeGreaterThan(TOURNAMENTS * 0.9);
    },
    SUITE_TIMEOUT_MS,
  );
});
