/** `sclassic engine` as a user runs it: the real command, JSON Lines in and out. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from '../support/cli.ts';
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

describe('sclassic engine generate, then check', () => {
  const lines = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));

  it('generates tournaments that pass the check, in processes of their own', () => {
    const generated = spawnCli([
      'engine',
      'generate',
      '--seed',
      '11',
      '--count',
      '3',
      '--swaps',
      '0.5',
      '--final',
      '4',
    ]);
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
    const documents = lines(generated.stdout);
    expect(documents).toHaveLength(3);
    expect(documents.map((d) => d.players.length)).toEqual([24, 24, 24]);
    expect(documents.every((d) => d.finalPhase?.size === 4)).toBe(true);
    const checked = spawnCli(['engine', 'check'], { input: generated.stdout });
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
    const answers = lines(checked.stdout);
    expect(answers.map((a) => a.breaches)).toEqual([0, 0, 0]);
    // Every round audited, the final phase's included; the swaps named as the arbiter's, with their players' names.
    expect(answers[0].rounds).toHaveLength(documents[0].rounds.length + 2);
    const decisions = answers.flatMap((a) => a.rounds.flatMap((r: { findings: object[] }) => r.findings));
    expect(decisions.length).toBeGreaterThan(0);
    expect(answers.reduce((n, a) => n + a.decisions, 0)).toBe(decisions.length);
    const [swap] = decisions as Array<{ kind: string; code: string; players: [string, string] }>;
    expect(swap).toMatchObject({ kind: 'decision', code: 'swap' });
    const answer = answers.find((a) => a.decisions > 0);
    const names = new Map(
      documents[answers.indexOf(answer)].players.map((p: { id: string; name: string }) => [p.id, p.name]),
    );
    expect(answer.names[swap?.players[0] as string]).toBe(names.get(swap?.players[0]));
  });

  it('gives the same documents for the same seed, seeds N, N+1… with --count, and follows its options', async () => {
    const two = await runCli(['engine', 'generate', '--seed', '5', '--count', '2', '--players', '9', '--rounds', '4']);
    const [first, second] = lines(two.stdout);
    expect(
      lines((await runCli(['engine', 'generate', '--seed', '5', '--players', '9', '--rounds', '4'])).stdout),
    ).toEqual([first]);
    expect(
      lines((await runCli(['engine', 'generate', '--seed', '6', '--players', '9', '--rounds', '4'])).stdout),
    ).toEqual([second]);
    expect(first).not.toEqual(second);
    expect(first).toMatchObject({ ruleset: 'fisf' });
    expect(first.players).toHaveLength(9);
    expect(first.rounds).toHaveLength(4);
    const fbs = lines(
      (
        await runCli([
          'engine',
          'generate',
          '--seed',
          '5',
          '--ruleset',
          'fbs',
          '--best-of-three',
          '--unrated',
          '0,5',
          '--final',
          '2',
        ])
      ).stdout,
    )[0];
    expect(fbs.ruleset).toBe('fbs');
    expect(fbs.players.filter((p: { rating: number | null }) => p.rating === null).length).toBeGreaterThan(3);
    const games = fbs.rounds.flatMap((r: { matches: Array<{ games?: unknown[] }> }) =>
      r.matches.map((m) => m.games?.length),
    );
    expect(games).toContain(2);
    expect(fbs.finalPhase).toMatchObject({ size: 2, thirdPlace: false, countClassicGame: false });
  });

  it('finds one pairing changed: breaches at its two tables, exit 1, the other documents still answered', async () => {
    const generated = lines((await runCli(['engine', 'generate', '--seed', '3', '--count', '2'])).stdout);
    const edited = structuredClone(generated[0]);
    const round = edited.rounds[2];
    const [t1, t2] = [round.matches[0], round.matches[3]];
    [t1.b, t2.b] = [t2.b, t1.b];
    delete t1.starts;
    delete t2.starts;
    const input = [JSON.stringify(edited), JSON.stringify(generated[1])].join('\n');
    const { status, stderr, answers } = await sclassic(['engine', 'check'], input);
    expect(status).toBe(1);
    expect(stderr).toBe('');
    expect(answers[1].breaches).toBe(0);
    expect(answers[0].rounds.slice(0, 2).flatMap((r: { findings: unknown[] }) => r.findings)).toEqual([]);
    const findings = answers[0].rounds[2].findings;
    expect(findings.filter((f: { code: string }) => f.code === 'pairing-differs')).toEqual([
      { kind: 'breach', code: 'pairing-differs', table: 1, recorded: [t1.a, t1.b], expected: [t1.a, t2.b] },
      { kind: 'breach', code: 'pairing-differs', table: 4, recorded: [t2.a, t2.b], expected: [t2.a, t1.b] },
    ]);
    expect(answers[0].names[t1.a]).toBe(edited.players.find((p: { id: string }) => p.id === t1.a).name);
  });

  it('says it in French with --text: each round, the decisions, the breaches and the verdict', async () => {
    const [document] = lines(
      (await runCli(['engine', 'generate', '--seed', '11', '--swaps', '0.5', '--final', '4'])).stdout,
    );
    const ok = await runCli(['engine', 'check', '--text'], { input: JSON.stringify(document) });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^Ligne 1 : 24 joueurs, \d+ rondes classiques, phase finale à 4 joueurs\nRonde 1 :/);
    expect(ok.stdout).toMatch(/Décision de l’arbitre — Échange décidé par l’arbitre : .+ ont changé de table/);
    expect(ok.stdout).toMatch(/\nRonde 3 : conforme\n/);
    expect(ok.stdout).toMatch(/\nRonde 6 — demi-finales : conforme\nRonde 7 — finale : conforme\n/);
    expect(ok.stdout).toMatch(/Aucun manquement : .*\(\d+ décisions? de l’arbitre\)\.\n\n$/);
    expect(ok.stdout).not.toMatch(/p\d+/);
    // The last seed replaced by the classic phase's next player.
    const wrong = structuredClone(document);
    const outside = wrong.players.find((p: { id: string }) => !wrong.finalPhase.seeds.includes(p.id));
    wrong.finalPhase.seeds[3] = outside.id;
    const caught = await runCli(['engine', 'check', '--text'], { input: `${JSON.stringify(wrong)}\npas du json` });
    expect(caught.status).toBe(1);
    expect(caught.stdout).toMatch(
      /Manquement — Joueurs de la phase finale : .+ ; le classement de la phase classique donne /,
    );
    expect(caught.stdout).toMatch(/\d+ manquements? : la procédure ne donne pas/);
    expect(caught.stdout).toMatch(
      /\nLigne 2 : document illisible — ligne illisible : ce n'est pas du JSON \(caractère inattendu « p »\)\n\n$/,
    );
  });

  it('explains bad options in French on stderr and exits 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['engine', 'generate'], /indiquez la graine du tirage/],
      [['engine', 'generate', '--seed', 'un'], /--seed attend un nombre entier/],
      [['engine', 'generate', '--seed', '1', '--players', '1'], /--players attend un nombre entier de 2 à 1000/],
      [['engine', 'generate', '--seed', '1', '--ruleset', 'scrabble'], /--ruleset attend fisf, fisf-earlier ou fbs/],
      [['engine', 'generate', '--seed', '1', '--swaps', '2'], /--swaps attend une proportion de 0 à 1/],
      [
        ['engine', 'generate', '--seed', '1', '--final', '3'],
        /--final attend le nombre de joueurs de la phase finale, 2 ou 4/,
      ],
      [['engine', 'check', '--json'], /option inconnue « --json »/],
      [['engine', 'audit'], /sous-commande inconnue « engine audit » : pair, standings, check ou generate/],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(message);
    }
  });
});

describe('docs/engine-cli.md', () => {
  const doc = readFileSync(new URL('../../docs/engine-cli.md', import.meta.url), 'utf8');
  const example = doc.slice(doc.indexOf('## Example: a generated tournament'));
  const blocks = [...example.matchAll(/```(?:json)?\n([\s\S]*?)```/g)].map((m) => m[1] as string);

  it('shows a generated document, its check, and its check with a pairing changed as the commands give them today', async () => {
    const [command, document, checked, edited] = blocks as [string, string, string, string];
    const args = (command.match(/sclassic (engine generate [^>]+)>/)?.[1] ?? '').trim().split(/\s+/);
    const generated = await runCli(args);
    expect(JSON.parse(generated.stdout)).toEqual(JSON.parse(document));
    const [json, text] = checked.split(/\$ npx sclassic engine check.*\n/).slice(1);
    const asJson = await runCli(['engine', 'check'], { input: generated.stdout });
    expect(asJson.stdout).toBe(`${(json ?? '').split('\n$')[0]}\n`);
    const asText = await runCli(['engine', 'check', '--text'], { input: generated.stdout });
    expect(asText.stdout).toBe(`${text}\n`);
    // Round 3, tables 1 and 2: their players A exchange opponents, who started left out.
    const changed = JSON.parse(generated.stdout);
    const [t1, t2] = changed.rounds[2].matches;
    [t1.b, t2.b] = [t2.b, t1.b];
    delete t1.starts;
    delete t2.starts;
    const caught = await runCli(['engine', 'check', '--text'], { input: JSON.stringify(changed) });
    expect(caught.status).toBe(1);
    expect(`$ npx sclassic engine check --text < t-edited.jsonl\n${caught.stdout.trimEnd()}\n$ echo $?\n1\n`).toBe(
      edited,
    );
  });
});
