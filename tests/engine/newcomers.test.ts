/**
 * Unrated newcomers (NC): after every rated player in the initial ranking, by name among
 * themselves; the tournament's newcomer rating wherever a number is needed (FBS Pdep, the
 * rating estimate); a first rating from their performance; a series of their own.
 */
import { describe, expect, it } from 'vitest';
import {
  auditTournament,
  categoriesOf,
  categoryRankings,
  checkDocument,
  computeStandings,
  DEFAULT_CATEGORY_SETTINGS,
  DEFAULT_NEWCOMER_RATING,
  DEFAULT_TOURNAMENT_ELO,
  initialRankingOrder,
  initialRanks,
  type PresetName,
  playerSeries,
  playRandomTournament,
  type RankablePlayer,
  randomPlayers,
  ratingReport,
  readTournament,
  resolveRuleset,
  ruleRounds,
  type TournamentDocument,
} from '../../src-engine/index.ts';
import { checkPairing } from '../support/pairing-checker.ts';
import { seededRandom } from '../support/random.ts';

describe('the initial ranking with unrated newcomers', () => {
  it('puts NC players after every rated player, even a rating of 0, by French alphabetical order', () => {
    const players: RankablePlayer[] = [
      { name: 'ZOLA Émile', rating: null },
      { name: 'BERTIN Ana', rating: 1720 },
      { name: 'émile Durand', rating: null },
      { name: 'ÉLOI Bruno', rating: null },
      { name: 'NUL Zéro', rating: 0 },
      { name: 'Emile Durand', rating: null },
      { name: 'AUBRY Anne', rating: null },
    ];
    const names = initialRankingOrder(players).map((i) => players[i]?.name);
    // "émile Durand" and "Emile Durand" fold alike: registration order decides.
    expect(names).toEqual([
      'BERTIN Ana',
      'NUL Zéro',
      'AUBRY Anne',
      'ÉLOI Bruno',
      'émile Durand',
      'Emile Durand',
      'ZOLA Émile',
    ]);
    expect(initialRanks(players)).toEqual([7, 1, 5, 4, 2, 6, 3]);
  });
});

/** Two players, one match: `games` from A's side, under `ruleset`. */
function oneMatch(
  ratings: [number | null, number | null],
  games: Array<[number, number]>,
  extra: Partial<TournamentDocument> = {},
  ruleset: PresetName = 'fbs',
): TournamentDocument {
  return {
    ruleset,
    players: [
      { id: 'a', name: 'AUBRY Anne', rating: ratings[0] },
      { id: 'b', name: 'BERTIN Ana', rating: ratings[1] },
    ],
    rounds: [{ matches: [{ a: 'a', b: 'b', games }] }],
    ...extra,
  };
}

const pdepOf = (doc: TournamentDocument) => {
  const lines = computeStandings(readTournament(doc), { final: true }).lines;
  const byId = (id: string) => lines.find((l) => doc.players[l.player]?.id === id)?.pdep;
  return [byId('a'), byId('b')];
};

describe('the newcomer rating where a number is needed', () => {
  it('is 1400 unless the document gives its own, and never stands in for a rated player', () => {
    const state = readTournament(oneMatch([null, 1600], [[400, 300]]));
    expect(state.ratingsInUse).toEqual([DEFAULT_NEWCOMER_RATING, 1600]);
    expect(DEFAULT_NEWCOMER_RATING).toBe(1400);
    expect(readTournament(oneMatch([null, 1600], [[400, 300]], { newcomerRating: 1250 })).ratingsInUse).toEqual([
      1250, 1600,
    ]);
  });

  it('makes the FBS Pdep of an NC player: a win the higher rating, a loss the lower, a draw their own', () => {
    // The NC player beats a 1600: the winner scores the higher rating, the loser the lower (the NC's 1400).
    expect(pdepOf(oneMatch([null, 1600], [[400, 300]]))).toEqual([1600, 1400]);
    // Losing to a 1300, the NC player scores the lower of the two: 1300.
    expect(pdepOf(oneMatch([null, 1300], [[300, 400]]))).toEqual([1300, 1400]);
    expect(pdepOf(oneMatch([null, 1300], [[350, 350]]))).toEqual([1400, 1300]);
    // The tournament's own value stands in the same way.
    expect(pdepOf(oneMatch([null, 1600], [[400, 300]], { newcomerRating: 1700 }))).toEqual([1700, 1600]);
    // Under the FISF rules the Pdep are score differences: the newcomer rating plays no part.
    expect(pdepOf(oneMatch([null, 1600], [[400, 300]], { newcomerRating: 1700 }, 'fisf'))).toEqual([100, -100]);
  });

  it("gives an NC player's win against X their stand-in rating under FBS", () => {
    const doc: TournamentDocument = {
      ruleset: 'fbs',
      players: [{ id: 'a', name: 'AUBRY Anne', rating: null }],
      rounds: [{ matches: [{ a: 'a', b: null }] }],
      newcomerRating: 1111,
    };
    expect(computeStandings(readTournament(doc)).lines[0]?.pdep).toBe(1111);
  });

  it('refuses a newcomer rating that is not a number of zero or more, and accepts a null rating', () => {
    const doc = oneMatch([null, 1600], [[400, 300]], { newcomerRating: -1 });
    expect(checkDocument(doc)).toEqual([
      { path: 'newcomerRating', code: 'invalid-newcomer-rating', params: { value: -1 } },
    ]);
    expect(checkDocument(oneMatch([null, null], [[400, 300]]))).toEqual([]);
  });
});

describe('the rating estimate of an NC player', () => {
  const doc: TournamentDocument = {
    ruleset: 'fisf',
    players: [
      { id: 'n', name: 'AUBRY Anne', rating: null },
      { id: 'r', name: 'BERTIN Ana', rating: 1600 },
      { id: 's', name: 'CARON Chloé', rating: 1500 },
      { id: 'm', name: 'DENIS Dan', rating: null },
    ],
    rounds: [
      {
        matches: [
          { a: 'r', b: 'n', games: [[300, 400]] },
          { a: 's', b: 'm', forfeit: 'b' },
        ],
      },
      {
        matches: [
          { a: 's', b: 'n', games: [[420, 380]] },
          { a: 'r', b: 'm', forfeit: 'b' },
        ],
      },
    ],
    newcomerRating: 1400,
  };
  const report = ratingReport(readTournament(doc), () => 20, DEFAULT_TOURNAMENT_ELO);

  it('is a first rating, their performance, with no change', () => {
    const newcomer = report[0];
    // Opponents 1600 and 1500, one win and one loss: (1600 + 1500) / 2 + 400 × 0 / 2.
    expect(newcomer).toMatchObject({ ratingBefore: null, change: null, firstRating: true, performance: 1550 });
    expect(newcomer?.ratingAfter).toBe(1550);
    // Their expectations are counted from the newcomer rating, as their opponents' are.
    expect(newcomer?.matches.map((m) => m.expected)).toEqual([0.24, 0.36]);
  });

  it("counts the newcomer rating in their opponents' expectations", () => {
    const rated = report[1];
    expect(rated).toMatchObject({ ratingBefore: 1600, firstRating: false });
    expect(rated?.matches).toEqual([{ opponentRating: 1400, result: 0, expected: 0.76 }]);
    expect(rated?.change).toBe(-15);
    expect(rated?.ratingAfter).toBe(1585);
  });

  it('gives no first rating without a game that counts (forfeits are not games)', () => {
    expect(report[3]).toMatchObject({ ratingBefore: null, change: null, ratingAfter: null, performance: null });
    expect(report[3]?.matches).toEqual([]);
  });
});

describe('the series of NC players', () => {
  const members = [
    { rank: 1, name: 'BERTIN Ana', rating: 1720 },
    { rank: 2, name: 'AUBRY Anne', rating: null },
    { rank: 3, name: 'CARON Chloé', rating: 1500 },
    { rank: 4, name: 'DENIS Dan', rating: null },
  ];

  it('is a series of their own, « NC », ranked after the rating series', () => {
    expect(playerSeries(null, DEFAULT_CATEGORY_SETTINGS)).toBe('NC');
    expect(categoriesOf({ rating: null }, DEFAULT_CATEGORY_SETTINGS)).toEqual(['NC']);
    const rankings = categoryRankings(members, (m) => m, DEFAULT_CATEGORY_SETTINGS);
    expect(rankings.map((r) => [r.name, r.lines.map((l) => [l.rank, l.line.name])])).toEqual([
      ['B', [[1, 'BERTIN Ana']]],
      ['C', [[1, 'CARON Chloé']]],
      [
        'NC',
        [
          [1, 'AUBRY Anne'],
          [2, 'DENIS Dan'],
        ],
      ],
    ]);
  });

  it('is the rating series the director maps them to (accents and case ignored), or a name of its own', () => {
    const inC = { ...DEFAULT_CATEGORY_SETTINGS, newcomerSeries: 'c' };
    expect(playerSeries(null, inC)).toBe('C');
    const rankings = categoryRankings(members, (m) => m, inC);
    expect(rankings.map((r) => [r.name, r.lines.map((l) => l.line.name)])).toEqual([
      ['B', ['BERTIN Ana']],
      ['C', ['AUBRY Anne', 'CARON Chloé', 'DENIS Dan']],
    ]);
    expect(playerSeries(null, { ...DEFAULT_CATEGORY_SETTINGS, newcomerSeries: 'Débutants' })).toBe('Débutants');
    // Settings kept before newcomers existed have no entry for them: their own « NC ».
    expect(playerSeries(null, { series: DEFAULT_CATEGORY_SETTINGS.series, categories: [] })).toBe('NC');
  });
});

const TOURNAMENTS = 1000;
const SUITE_TIMEOUT_MS = 120_000;

/** The rules' order written again here, apart from the engine: rated first, rating down, name, registration. */
const french = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
function rulesOrder(players: readonly RankablePlayer[], i: number, j: number): number {
  const [p, q] = [players[i] as RankablePlayer, players[j] as RankablePlayer];
  if ((p.rating === null) !== (q.rating === null)) return p.rating === null ? 1 : -1;
  return (q.rating ?? 0) - (p.rating ?? 0) || french.compare(p.name, q.name) || i - j;
}

describe(`${TOURNAMENTS} random fields with unrated newcomers`, () => {
  it('keep the initial ranking a total order: every pair compared, deterministic, NC after rated', () => {
    const problems: string[] = [];
    for (let seed = 1; seed <= TOURNAMENTS; seed++) {
      const random = seededRandom(seed);
      const players = randomPlayers(random, random.int(2, 60), random.pick([0.1, 0.3, 0.6, 1]));
      const order = initialRankingOrder(players);
      if (order.length !== players.length || new Set(order).size !== players.length)
        problems.push(`seed ${seed}: not one place per player`);
      const position = new Map(order.map((player, place) => [player, place]));
      // Every two players are compared, and the engine's order agrees with the rules' for each pair.
      for (let i = 0; i < players.length; i++)
        for (let j = i + 1; j < players.length; j++) {
          const rules = Math.sign(rulesOrder(players, i, j));
          const engine = Math.sign((position.get(i) as number) - (position.get(j) as number));
          if (rules === 0 || rules !== engine) problems.push(`seed ${seed}: players ${i} and ${j} out of order`);
        }
      const firstNewcomer = order.findIndex((i) => players[i]?.rating === null);
      if (firstNewcomer >= 0 && order.slice(firstNewcomer).some((i) => players[i]?.rating !== null))
        problems.push(`seed ${seed}: a rated player after an NC player`);
      // Registered in another order, the field ranks the same (twins aside: same name and rating).
      const shuffled = [...players].sort(() => random.next() - 0.5);
      const reordered = initialRankingOrder(shuffled).map((i) => shuffled[i] as RankablePlayer);
      const ranked = order.map((i) => players[i] as RankablePlayer);
      if (
        reordered.some((p, k) => p.rating !== ranked[k]?.rating || french.compare(p.name, ranked[k]?.name ?? '') !== 0)
      )
        problems.push(`seed ${seed}: the order depends on more than the rules`);
      if (JSON.stringify(initialRankingOrder(players)) !== JSON.stringify(order))
        problems.push(`seed ${seed}: not deterministic`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it(
    'are paired, scored and audited like any field under each preset',
    () => {
      const presets: PresetName[] = ['fisf', 'fisf-earlier', 'fbs'];
      const problems: string[] = [];
      for (let seed = 1; seed <= TOURNAMENTS; seed += 5) {
        const ruleset = presets[seed % 3] as PresetName;
        const players = 8 + ((seed * 31) % 57);
        const document = playRandomTournament(
          {
            seed,
            players,
            rounds: ruleRounds(players, resolveRuleset(ruleset)),
            ruleset,
            unratedRate: 0.25,
          },
          ({ state, pairing }) => {
            for (const problem of checkPairing(state, pairing)) problems.push(`seed ${seed}: ${problem}`);
          },
        );
        const state = readTournament(document);
        if (computeStandings(state, { final: true }).lines.length !== document.players.length)
          problems.push(`seed ${seed}: someone missing from the standings`);
        if (auditTournament(document).breaches > 0) problems.push(`seed ${seed}: the audit finds a difference`);
        const report = ratingReport(state, () => 20, DEFAULT_TOURNAMENT_ELO);
        for (const [p, line] of report.entries()) {
          const unrated = document.players[p]?.rating === null;
          if (line.firstRating !== unrated || (unrated && line.ratingAfter !== line.performance))
            problems.push(`seed ${seed}: player ${p}'s estimate is not a first rating as it should be`);
        }
      }
      expect(problems.slice(0, 10)).toEqual([]);
    },
    SUITE_TIMEOUT_MS,
  );
});
