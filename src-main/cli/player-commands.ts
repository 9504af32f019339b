/**
 * The players of the tournament: `players add|import|refresh|list|edit|remove|withdraw` and
 * `absent`. A player is named by number (as `players list` shows it) or by name.
 */

import { ratingText, ratingTypeText } from '../contract/helpers.ts';
import { Refused } from '../contract/refusals.ts';
import { formatPlayers } from './format.ts';
import { playersImport } from './players-import.ts';
import { playersRefresh } from './players-refresh.ts';
import {
  answering,
  integer,
  json,
  namedPlayer,
  type Parsed,
  rating,
  reading,
  type Subcommand,
  text,
} from './subcommand.ts';
import { UsageError } from './usage-error.ts';

/** What can be said of a player at registration or later. */
const PLAYER_DETAIL_OPTIONS = {
  name: { type: 'string' },
  rating: { type: 'string' },
  club: { type: 'string' },
  type: { type: 'string' },
  licence: { type: 'string' },
  category: { type: 'string' },
  born: { type: 'string' },
} as const;

/** The player's details given on the command line (those given only); the name and rating are the caller's. */
function playerDetails(v: Parsed['values']) {
  return {
    ...(v.club === undefined ? {} : { club: text(v.club) }),
    ...(v.type === undefined ? {} : { ratingType: text(v.type) as 'PL' }),
    ...(v.licence === undefined ? {} : { licence: text(v.licence) }),
    ...(v.category === undefined ? {} : { category: text(v.category) }),
    ...(v.born === undefined || v.born === 'inconnue' ? {} : { birthYear: integer(v.born, 'born') }),
  };
}

const COMMANDS = {
  'players add': answering({
    usage:
      'sclassic players add FICHIER --name "BERTIN Ana" [--rating 1720|NC] [--club CLUB] [--type PL|PL*] [--licence N] [--category CAT] [--born ANNÉE] [--homonym]',
    command: 'addPlayer',
    options: { ...PLAYER_DETAIL_OPTIONS, homonym: { type: 'boolean' }, ...json },
    input: ({ values: v }) => ({
      name: text(v.name) ?? '',
      // Without a rating, a newcomer (NC).
      rating: rating(v.rating) ?? null,
      ...playerDetails(v),
      ...(v.homonym ? { allowHomonym: true } : {}),
    }),
    text: (player) =>
      `Inscrit : n° ${player.id} ${player.name} (cote ${ratingText(player.rating)})${player.firstRound > 1 ? `, à partir de la ronde ${player.firstRound}` : ''}`,
  }),
  'players import': playersImport,
  'players refresh': playersRefresh,
  'players list': reading('sclassic players list FICHIER [--json]', 'listPlayers', formatPlayers),
  'players edit': answering({
    usage:
      'sclassic players edit FICHIER JOUEUR [--name NOM] [--rating COTE|NC] [--club CLUB] [--type PL|PL*] [--licence N] [--category CAT] [--born ANNÉE|inconnue] [--k K|tournoi] [--homonym]',
    command: 'editPlayer',
    options: { ...PLAYER_DETAIL_OPTIONS, k: { type: 'string' }, homonym: { type: 'boolean' }, ...json },
    input: ({ positionals: [, player], values: v }) => ({
      player: namedPlayer(player),
      ...(v.name === undefined ? {} : { name: text(v.name) }),
      ...(v.rating === undefined ? {} : { rating: rating(v.rating) }),
      ...playerDetails(v),
      ...(v.born === 'inconnue' ? { birthYear: null } : {}),
      ...(v.k === undefined ? {} : { k: v.k === 'tournoi' ? null : integer(v.k, 'k') }),
      ...(v.homonym ? { allowHomonym: true } : {}),
    }),
    text: (view) =>
      `Modifié : n° ${view.id} ${view.name}, ${view.club || 'sans club'}, cote ${[ratingText(view.rating), ratingTypeText(view)].filter(Boolean).join(' ')}`,
  }),
  'players remove': answering({
    usage: 'sclassic players remove FICHIER JOUEUR',
    command: 'removePlayer',
    input: ({ positionals: [, player] }) => ({ player: namedPlayer(player) }),
    shown: ({ removed }) => removed,
    text: (removed) => `Désinscrit : n° ${removed.id} ${removed.name}`,
  }),
  'players withdraw': answering({
    usage: 'sclassic players withdraw FICHIER JOUEUR',
    command: 'withdrawPlayer',
    input: ({ positionals: [, player] }) => ({ player: namedPlayer(player) }),
    text: (view) => `${view.name} se retire du tournoi après la ronde ${view.withdrawnAfter}.`,
  }),
  absent: answering({
    usage: 'sclassic absent FICHIER JOUEUR… [--present]',
    command: 'setAbsent',
    options: { present: { type: 'boolean' }, ...json },
    input: ({ positionals: [, ...players], values }) => {
      if (players.length === 0) throw new UsageError('indiquez au moins un joueur (numéro ou nom)');
      return { players, absent: !values.present };
    },
    text: (summary) =>
      summary.nextAbsent.length === 0
        ? `Aucun absent déclaré pour la ronde ${summary.nextRound}.`
        : `Absents à la ronde ${summary.nextRound} : ${summary.nextAbsent.map((p) => p.name).join(', ')}.`,
  }),
} satisfies Record<string, Subcommand>;

/**
 * A name refused as, or as looking like, a registered player's: the refusal asks the director to
 * confirm another player, which on the command line is --homonym.
 */
function confirmedWithHomonym(subcommand: Subcommand): Subcommand {
  return {
    ...subcommand,
    async run(call, args, out) {
      try {
        await subcommand.run(call, args, out);
      } catch (error) {
        if (error instanceof Refused && (error.code === 'duplicate-player' || error.code === 'lookalike-player'))
          throw new Refused(error.refusal, `${error.message} Pour confirmer, relancez la commande avec --homonym.`);
        throw error;
      }
    },
  };
}

export const PLAYER_COMMANDS = {
  ...COMMANDS,
  'players add': confirmedWithHomonym(COMMANDS['players add']),
  'players edit': confirmedWithHomonym(COMMANDS['players edit']),
} satisfies Record<string, Subcommand>;
