/**
 * A write refused because its screen was behind the file, in English: what changed, when and by
 * which change, that nothing was written, and what to do.
 */
import type { SeenWords } from './catalogue.ts';
import { clockTime, listJoinedBy } from './small-words.ts';

const time = clockTime;
const list = listJoinedBy('and');

/** “at 14:02”, and the station's name when a station's hand made it: “by Arbitre 2 at 14:02”. */
const when = (c: Parameters<SeenWords['change']>[0]) => `${c.hand === null ? '' : `by ${c.hand} `}at ${time(c.at)}`;

const change: SeenWords['change'] = (c) =>
  c.command === 'undo'
    ? `undo of “${c.summary}” ${when(c)}`
    : c.command === 'redo'
      ? `redo of “${c.summary}” ${when(c)}`
      : `“${c.summary}” ${when(c)}`;

const by = (c: Parameters<SeenWords['change']>[0] | null) => (c === null ? '' : ` (${change(c)})`);

const playerField: SeenWords['playerField'] = {
  name: 'name',
  rating: 'rating',
  club: 'club',
  ratingType: 'rating type',
  licence: 'licence',
  k: 'K coefficient',
  category: 'category',
  birthYear: 'birth year',
};

const settingField: SeenWords['settingField'] = {
  name: 'tournament name',
  date: 'date',
  place: 'place',
  ruleset: 'rules',
  plannedRounds: 'number of rounds',
  bestOfThree: 'match format',
  minutes: 'game time',
  elo: 'rating estimate',
  categories: 'series and categories',
  newcomerRating: 'rating of unrated players',
  pairingSystem: 'pairing system',
  liveHidesRatings: 'ratings in the live results',
  tableProposals: 'results proposed from the tables',
  proposalsConfirm: 'validation by two phones',
};

export const seenWordsEn: SeenWords = {
  change,
  playerField,
  settingField,
  stale: {
    'stale-proposals': (p) =>
      `Table ${p.table} (round ${p.round}) has other proposals than those shown: ${p.proposals.map((x) => x.games.map(([a, b]) => `${a}-${b}`).join(', ')).join('; ')}. Compare them with the match sheet before validating one. Nothing was saved.`,
    'stale-pair': (p) =>
      `Table ${p.table} (round ${p.round}): the pair changed since this screen showed it${by(p.change)}: ${p.seen[0]} – ${p.seen[1]} is now ${p.now[0]} – ${p.now[1]}. Nothing was saved: check this table's match sheet before entering it.`,
    'stale-pairing': (p) =>
      `The pairing of round ${p.round} changed since this screen showed it${by(p.change)}. Nothing was changed: look at the pairing as it is now before deciding.`,
    'stale-round': (p) => {
      const why = by(p.change);
      switch (p.purpose) {
        case 'pair':
          return `This screen was about to pair round ${p.seen}, but round ${p.now} is the one that would be paired now${why}. Nothing was paired: look at the rounds as they are.`;
        case 'absence':
          return `This absence was for round ${p.seen}, but the next round is now round ${p.now}${why}. Nothing was saved: declare it again if it holds for round ${p.now}.`;
        case 'withdraw':
          return `This withdrawal was to take effect after round ${p.seen}, but ${p.now} round(s) are paired now${why}. Nothing was saved: withdraw the player again if that is still wanted.`;
        case 'clock':
          return `This clock was round ${p.seen}'s, but the current round is now round ${p.now}${why}. The clock was not touched.`;
      }
    },
    'stale-undo': (p) => {
      const done = p.what === 'undo' ? 'undone' : 'redone';
      const meant = p.meant === null ? 'a change' : `“${p.meant.summary}”`;
      const now =
        p.now === null
          ? `There is nothing left to ${p.what}.`
          : `${p.what === 'undo' ? 'Undo' : 'Redo'} would now apply to “${p.now.summary}” (${p.now.hand === null ? '' : `${p.now.hand}, `}${time(p.now.at)}): read it before trying again.`;
      return `Nothing was ${done}: the button meant ${meant}, but the tournament changed since. ${now}`;
    },
    'stale-player': (p) =>
      `${p.name} was changed since this screen showed them (${list(p.fields.map((f) => playerField[f]))})${by(p.change)}. Nothing was saved: read the player's details again, then make the change again.`,
    'stale-settings': (p) =>
      `The settings were changed since this screen showed them (${list(p.fields.map((f) => settingField[f]))})${by(p.change)}. Nothing was saved: read them again, then make the change again.`,
    'stale-final-players': (p) =>
      `The final phase's players are no longer those this screen showed (${list(p.seen)}): the standings now give ${list(p.now)}, most likely after a correction. Nothing was opened: look at the standings again.`,
  },
};
