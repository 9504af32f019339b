/**
 * Properties over 1,000 seeded random tournaments of 8 to 128 players, with forfeits,
 * absences, withdrawals, X, abandons and best-of-three matches, under each preset.
 */
import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  type PresetName,
  pairNextRound,
  readTournament,
  resolveRuleset,
  ruleRounds,
  type TournamentDocument,
} from '../../src-engine/index.ts';
import { checkPairing } from '../support/pairing-checker.ts';
import { playRandomTournament, type RandomTournamentOptions } from '../support/random-tournament.ts';

const PRESETS: PresetName[] = ['fisf', 'fisf-earlier', 'fbs'];
const TOURNAMENTS = 1000;
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
