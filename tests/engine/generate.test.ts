/**
 * The random tournament generator the product ships (`sclassic engine generate`) and the audit
 * (`sclassic engine check`) hold each other to account, as a federation's checker and generator
 * do: every generated tournament — forfeits, absences, abandons, withdrawals, NC players, the
 * arbiter's swaps, a final phase — passes the audit; the same with one pairing changed does not,
 * at the tables changed.
 */
import { describe, expect, it } from 'vitest';
import {
  type AuditFinding,
  auditTournament,
  computeStandings,
  type PresetName,
  playRandomTournament,
  type RandomTournamentOptions,
  readTournament,
  resolveRuleset,
  ruleRounds,
  seededRandom,
  type TournamentDocument,
} from '../../src-engine/index.ts';

const PRESETS: PresetName[] = ['fisf', 'fisf-earlier', 'fbs'];
const TOURNAMENTS = 200;

/** A varied tournament for each seed, its shape drawn apart from its play: 2 to 81 players, each preset, single games or best of three, most with a final phase. */
function optionsFor(seed: number): RandomTournamentOptions {
  const shape = seededRandom(-seed);
  const ruleset = shape.pick(PRESETS);
  const players = shape.int(2, 81);
  const finalPhase = shape.pick([null, { size: 2 as const }, { size: 4 as const }]);
  return {
    seed,
    ruleset,
    players,
    rounds: ruleRounds(players, resolveRuleset(ruleset)),
    bestOfThree: shape.chance(0.2),
    unratedRate: 0.1,
    forfeitRate: 0.04,
    abandonRate: 0.03,
    swapRate: 0.3,
    ...(finalPhase === null ? {} : { finalPhase }),
  };
}

const generated = Array.from({ length: TOURNAMENTS }, (_, i) => playRandomTournament(optionsFor(i + 1)));

const breachesOf = (audit: ReturnType<typeof auditTournament>, round: number) =>
  audit.rounds.find((r) => r.round === round)?.findings.filter((f) => f.kind === 'breach') ?? [];
const tablesOf = (findings: readonly AuditFinding[]) =>
  [...new Set(findings.map((f) => ('table' in f ? f.table : 0)))].sort((a, b) => a - b);

describe(`${TOURNAMENTS} generated tournaments`, () => {
  it('all pass the audit, their swaps named as the arbiter’s decisions', () => {
    const problems: string[] = [];
    let decisions = 0;
    for (const [i, document] of generated.entries()) {
      const audit = auditTournament(document);
      if (audit.breaches > 0)
        problems.push(`seed ${i + 1}: ${JSON.stringify(audit.rounds.find((r) => r.findings.length > 0))}`);
      const recorded = document.rounds.reduce((n, r) => n + (r.decisions?.length ?? 0), 0);
      const named = audit.rounds.flatMap((r) => r.findings).filter((f) => f.kind === 'decision');
      if (named.length !== recorded) problems.push(`seed ${i + 1}: ${recorded} swaps, ${named.length} decisions`);
      decisions += named.length;
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(decisions).toBeGreaterThan(TOURNAMENTS);
  });

  it('hold every kind of fact a room produces', () => {
    const matches = generated.flatMap((d) => [
      ...d.rounds.flatMap((r) => r.matches),
      ...(d.finalPhase?.rounds.flatMap((r) => r.matches) ?? []),
    ]);
    const count = (kept: (m: (typeof matches)[number]) => unknown) => matches.filter(kept).length;
    expect(count((m) => m.forfeit === 'a' || m.forfeit === 'b')).toBeGreaterThan(50);
    expect(count((m) => m.forfeit === 'both')).toBeGreaterThan(5);
    expect(count((m) => m.abandon?.agreed === true)).toBeGreaterThan(5);
    expect(count((m) => m.abandon?.agreed === false)).toBeGreaterThan(5);
    expect(count((m) => m.decision !== undefined)).toBeGreaterThan(5);
    expect(count((m) => m.b === null)).toBeGreaterThan(50);
    expect(count((m) => (m.games?.length ?? 0) === 3)).toBeGreaterThan(5);
    expect(generated.flatMap((d) => d.rounds).filter((r) => (r.absent?.length ?? 0) > 0).length).toBeGreaterThan(50);
    const players = generated.flatMap((d) => d.players);
    expect(players.filter((p) => p.withdrawnAfter !== undefined).length).toBeGreaterThan(50);
    expect(players.filter((p) => p.rating === null).length).toBeGreaterThan(100);
    const phases = generated.flatMap((d) => (d.finalPhase === undefined ? [] : [d.finalPhase]));
    expect(phases.filter((p) => p.size === 4 && p.thirdPlace).length).toBeGreaterThan(5);
    expect(phases.filter((p) => p.countClassicGame && p.rounds.at(-1)?.matches[0]?.carried).length).toBeGreaterThan(2);
    // Each final phase played to its end: the semi-finals, then the final (and third place); or the final.
    for (const phase of phases) expect(phase.rounds).toHaveLength(phase.size === 4 ? 2 : 1);
  });

  it('are the same for the same seed, and another for another', () => {
    expect(playRandomTournament(optionsFor(17))).toEqual(generated[16]);
    expect(JSON.stringify(playRandomTournament({ ...optionsFor(17), seed: 18 }))).not.toBe(
      JSON.stringify(generated[16]),
    );
  });

  it('fail the audit with one pairing changed: two opponents exchanged in a round, at those two tables', () => {
    const problems: string[] = [];
    let changed = 0;
    for (const [i, document] of generated.entries()) {
      const random = seededRandom(i + 1);
      const r = random.int(0, document.rounds.length - 1);
      const real = (document.rounds[r]?.matches ?? []).flatMap((m, t) => (m.b === null ? [] : [t]));
      if (real.length < 2) continue;
      const one = real[random.int(0, real.length - 1)] as number;
      const two = real.filter((t) => t !== one)[random.int(0, real.length - 2)] as number;
      const edited: TournamentDocument = structuredClone(document);
      const matches = edited.rounds[r]?.matches ?? [];
      const [first, second] = [matches[one], matches[two]] as [(typeof matches)[number], (typeof matches)[number]];
      const [b1, b2] = [first.b, second.b];
      const moved = (starts: string | undefined) => (starts === b1 ? b2 : starts === b2 ? b1 : starts);
      Object.assign(first, { b: b2, starts: moved(first.starts) });
      Object.assign(second, { b: b1, starts: moved(second.starts) });
      changed += 1;
      const audit = auditTournament(edited);
      const firstBreached = audit.rounds.find((round) => round.findings.some((f) => f.kind === 'breach'));
      const tables = tablesOf(breachesOf(audit, r + 1));
      const expected = [one + 1, two + 1].sort((a, b) => a - b);
      if (firstBreached?.round !== r + 1 || JSON.stringify(tables) !== JSON.stringify(expected))
        problems.push(`seed ${i + 1}: tables ${expected} of round ${r + 1} changed, breaches at ${tables}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(changed).toBeGreaterThan(TOURNAMENTS * 0.9);
  });

  it('fail the audit when a swap is made without its decision recorded, at the two tables it changed', () => {
    let checked = 0;
    for (const document of generated) {
      const r = document.rounds.findIndex((round) => round.decisions?.length === 1);
      if (r < 0) continue;
      const audit = auditTournament(document);
      const decision = audit.rounds[r]?.findings.find((f) => f.kind === 'decision');
      if (decision?.code !== 'swap') throw new Error('a recorded swap is named as a decision');
      const swapTables = [...new Set(decision.matches.map((m) => m.table))].sort((a, b) => a - b);
      const edited: TournamentDocument = structuredClone(document);
      delete edited.rounds[r]?.decisions;
      const without = auditTournament(edited);
      expect(tablesOf(breachesOf(without, r + 1))).toEqual(swapTables);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('a generated final phase', () => {
  const withPhase = generated.filter((d) => d.finalPhase?.size === 4 && d.finalPhase.rounds.length === 2);

  it('fails the audit with a wrong player in it: the classic phase’s next player for its last seed', () => {
    let checked = 0;
    for (const document of withPhase) {
      const phase = document.finalPhase as NonNullable<TournamentDocument['finalPhase']>;
      const { finalPhase: _phase, ...classic } = document;
      const state = readTournament(classic);
      const outside = computeStandings(state, { final: true })
        .lines.filter((l) => !l.withdrawn)
        .map((l) => state.players[l.player]?.id as string)
        .find((id) => !phase.seeds.includes(id));
      if (outside === undefined) continue;
      const edited: TournamentDocument = structuredClone(document);
      const seeds = edited.finalPhase?.seeds as string[];
      seeds[3] = outside;
      const findings = auditTournament(edited).rounds.at(-2)?.findings ?? [];
      expect(findings[0]).toEqual({
        kind: 'breach',
        code: 'final-seeds-differ',
        recorded: seeds,
        expected: phase.seeds,
      });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('fails the audit with a wrong final: the semi-finals’ losers in it', () => {
    let checked = 0;
    for (const document of withPhase) {
      const edited: TournamentDocument = structuredClone(document);
      const [semiFinals, finals] = edited.finalPhase?.rounds ?? [];
      const final = finals?.matches.find((m) => m.stage === 'final');
      if (semiFinals === undefined || final === undefined) continue;
      const finalists = [final.a, final.b];
      const [l1, l2] = semiFinals.matches
        .flatMap((m) => [m.a, m.b])
        .filter((p) => p !== null && !finalists.includes(p));
      // The losers play the final; the finalists, the match for third place when there is one.
      const third = finals?.matches.find((m) => m.stage === 'third-place');
      if (third !== undefined) Object.assign(third, { a: final.a, b: final.b, starts: final.a });
      Object.assign(final, { a: l1, b: l2, starts: l1 });
      const findings = auditTournament(edited).rounds.at(-1)?.findings ?? [];
      expect(findings.every((f) => f.kind === 'breach')).toBe(true);
      expect(tablesOf(findings.filter((f) => f.code === 'pairing-differs'))).toEqual(
        third === undefined ? [1] : [1, 2],
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('says what a final phase breaks instead of failing on it: a round after the final, an unknown player, the classic rounds broken', () => {
    const document = withPhase[0] as TournamentDocument;
    const phase = document.finalPhase as NonNullable<TournamentDocument['finalPhase']>;
    const classic = document.rounds.length;
    const extra: TournamentDocument = structuredClone(document);
    extra.finalPhase?.rounds.push(structuredClone(phase.rounds[1] as (typeof phase.rounds)[number]));
    expect(auditTournament(extra).rounds.at(-1)).toEqual({
      round: classic + 3,
      method: null,
      findings: [
        {
          kind: 'breach',
          code: 'broken-rule',
          problem: { path: 'finalPhase.rounds[2]', code: 'final-phase-extra-round', params: { round: 3 } },
        },
      ],
    });
    const unknown: TournamentDocument = structuredClone(document);
    Object.assign(unknown.finalPhase?.rounds[1]?.matches[0] ?? {}, { a: 'p999' });
    const [semiFinals, final] = auditTournament(unknown).rounds.slice(classic);
    expect(semiFinals?.findings).toEqual([]);
    expect(final?.findings).toContainEqual({
      kind: 'breach',
      code: 'broken-rule',
      problem: { path: 'finalPhase.rounds[1].matches[0].a', code: 'unknown-player', params: { id: 'p999' } },
    });
    const broken: TournamentDocument = structuredClone(document);
    const first = broken.rounds[0]?.matches[0] as TournamentDocument['rounds'][number]['matches'][number];
    first.b = first.a;
    const audit = auditTournament(broken);
    expect(audit.rounds.slice(classic).map((r) => r.findings.map((f) => f.code))).toEqual([
      ['cannot-pair'],
      ['cannot-pair'],
    ]);
  });
});
