/** `sclassic engine` as a user runs it: the real command, JSON Lines in and out. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.ts';
import { section7Document } from '../support/section7.ts';

const example = readFileSync(new URL('../../docs/examples/section7.jsonl', import.meta.url), 'utf8');

async function sclassic(args: string[], input: string) {
  const run = await runCli(args, { input });
  return {
    status: run.status,
    stderr: run.stderr,
    answers: run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)),
  };
}

const pairsOf = (answer: { matches: Array<{ a: string; b: string | null }> }) =>
  answer.matches.map((m) => [m.a, m.b ?? 'X'].sort().join('-'));

describe('sclassic engine pair', () => {
  it('the example file holds the §7 documents of the test suite', () => {
    expect(
      example
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      section7Document(),
      section7Document({ klMet: true }),
      section7Document({ klMet: true, ruleset: 'fisf-earlier' }),
    ]);
  });

  it('reproduces the §7 example, its bottom pass and its kept rematch', async () => {
    const { status, answers } = await sclassic(['engine', 'pair'], example);
    expect(status).toBe(0);
    expect(answers.map(pairsOf)).toEqual([
      ['A-E', 'B-D', 'C-F', 'G-I', 'H-J', 'K-L'],
      ['A-E', 'B-D', 'C-F', 'G-H', 'I-K', 'J-L'],
      ['A-E', 'B-D', 'C-F', 'G-I', 'H-J', 'K-L'],
    ]);
    expect(answers.map((a) => a.rematches)).toEqual([0, 0, 1]);
    expect(answers[0]).toMatchObject({ round: 8, method: 'score-groups' });
    // Why A-E (§7): D proposed below A's group of three, C and B tried going up, E found going down.
    expect(answers[0].matches[0]).toEqual({
      table: 1,
      a: 'A',
      b: 'E',
      starts: 'E',
      explanation: {
        method: 'score-groups',
        ranks: [1, 5],
        groupScore: 15,
        groupSize: 3,
        proposed: { player: 'D', from: 'below', metIn: 3 },
        permutation: {
          up: [
            { player: 'C', metIn: 2 },
            { player: 'B', metIn: 1 },
          ],
          down: [],
          found: 'down',
        },
        bottomPass: false,
      },
    });
  });

  it('answers a bad line with an error naming the field, answers the others, and exits 1', async () => {
    const good = JSON.stringify({
      ruleset: 'fisf',
      players: [
        { id: 'p1', name: 'Ana BERTIN', rating: 1720 },
        { id: 'p2', name: 'Luc DUPONT', rating: 1500 },
      ],
      rounds: [],
    });
    const input = [
      good,
      '{"ruleset": "fisf", "players": [{"id": "p1", "name": "Ana", "rating": "haute"}], "rounds": []}',
      'pas du json',
      '{"ruleset": "scrabble", "players": [], "rounds": []}',
      JSON.stringify({
        ruleset: 'fisf',
        players: [{ id: 'p1', name: 'A', rating: 1 }],
        rounds: [{ matches: [{ a: 'p1', b: 'p7' }] }],
      }),
      good,
    ].join('\n');
    const { status, stderr, answers } = await sclassic(['engine', 'pair'], input);
    expect(status).toBe(1);
    expect(stderr).toBe('');
    expect(answers).toHaveLength(6);
    expect(answers[0]).toEqual({
      round: 1,
      method: 'groups-ab',
      matches: [
        {
          table: 1,
          a: 'p1',
          b: 'p2',
          starts: 'p2',
          explanation: { method: 'groups-ab', group: 'A', ranks: [1, 2], groupA: 2, field: 2 },
        },
      ],
      rematches: 0,
    });
    expect(answers[1].error).toMatch(/^players\[0\]\.rating : .*nombre/);
    expect(answers[2].error).toMatch(/JSON/);
    expect(answers[3].error).toMatch(/^ruleset : /);
    expect(answers[4].error).toMatch(/^rounds\[0\]\.matches\[0\]\.b : joueur inconnu « p7 »/);
    expect(answers[5]).toEqual(answers[0]);
  });

  it('refuses to pair while a result is missing', async () => {
    const input = JSON.stringify({
      ruleset: 'fisf',
      players: [
        { id: 'p1', name: 'A', rating: 1 },
        { id: 'p2', name: 'B', rating: 2 },
      ],
      rounds: [{ matches: [{ a: 'p1', b: 'p2' }] }],
    });
    const { status, answers } = await sclassic(['engine', 'pair'], input);
    expect(status).toBe(1);
    expect(answers[0].error).toBe('rounds[0].matches[0] : résultat manquant : ronde 1, table 1');
  });
});

describe('sclassic engine standings', () => {
  const input = JSON.stringify({
    ruleset: 'fisf',
    players: [
      { id: 'p1', name: 'Ana BERTIN', rating: 1720 },
      { id: 'p2', name: 'Luc DUPONT', rating: 1500 },
      { id: 'p3', name: 'Zoé MARTIN', rating: 1400 },
      { id: 'p4', name: 'Émile ROUX', rating: 1300 },
    ],
    rounds: [
      {
        matches: [
          { a: 'p1', b: 'p2', games: [[380, 412]] },
          { a: 'p3', b: 'p4', games: [[400, 368]] },
        ],
      },
    ],
  });

  it('gives the intermediate ranking with unique ranks', async () => {
    const { status, answers } = await sclassic(['engine', 'standings'], input);
    expect(status).toBe(0);
    expect(answers[0]).toMatchObject({
      after: 1,
      standings: [
        { rank: 1, id: 'p2', pm: 3, ppm: null, pdep: 32 },
        { rank: 2, id: 'p3', pm: 3, ppm: null, pdep: 32 },
        { rank: 3, id: 'p1', pm: 1, ppm: null, pdep: -32 },
        { rank: 4, id: 'p4', pm: 1, ppm: null, pdep: -32 },
      ],
    });
  });

  it('--final shares ranks between players equal on PM, PPM and Pdep', async () => {
    const { answers } = await sclassic(['engine', 'standings', '--final'], input);
    expect(answers[0].standings.map((s: { rank: number }) => s.rank)).toEqual([1, 1, 3, 3]);
  });

  it('--after counts only the first rounds', async () => {
    const { answers } = await sclassic(['engine', 'standings', '--after', '0'], input);
    expect(answers[0].after).toBe(0);
    expect(answers[0].standings.map((s: { id: string; pm: number }) => [s.id, s.pm])).toEqual([
      ['p1', 0],
      ['p2', 0],
      ['p3', 0],
      ['p4', 0],
    ]);
  });

  it('explains a bad option in French on stderr and exits 2', async () => {
    const run = await runCli(['engine', 'standings', '--after', 'deux'], { input });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--after attend un numéro de ronde/);
  });
});
