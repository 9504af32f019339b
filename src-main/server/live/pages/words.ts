/** The live pages' words, in French and in English: one shape, the compiler holds both to it. */
import type { FinalStage } from '../../../../src-engine/index.ts';
import type { LiveHistoryLine } from '../../../contract/views/live.ts';

export type Lang = 'fr' | 'en';

const frenchDate = (iso: string) => iso.split('-').reverse().join('/');
const englishDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

export interface Words {
  lang: Lang;
  liveResults: string;
  date: (iso: string) => string;
  nav: { round: string; standings: string; categories: string; players: string; finalPhase: string };
  otherLanguage: string;
  otherLanguageName: string;
  noTournament: string;
  noRound: string;
  round: (n: number) => string;
  roundOf: (n: number, planned: number) => string;
  entered: (entered: number, total: number) => string;
  /** The round's end, as the venue's clock (the director's machine) reads it: « 15:42 ». */
  clockEnds: (time: string) => string;
  /** The time left, `figure` as the projection shows it (« 12:05 »). */
  clockPaused: (figure: string) => string;
  myTable: string;
  myTableHint: string;
  findPlayer: string;
  found: string;
  search: string;
  noMatch: (text: string) => string;
  typeMore: string;
  table: (n: number) => string;
  starts: string;
  bye: string;
  waiting: string;
  standingsAfter: (n: number) => string;
  standingsFinal: string;
  noStandings: string;
  columns: {
    rank: string;
    player: string;
    opponent: string;
    result: string;
    pm: string;
    ppm: string;
    pdep: string;
    round: string;
  };
  exAequo: string;
  withdrawn: string;
  noCategories: string;
  series: string;
  category: string;
  players: (n: number) => string;
  playerRank: (rank: number) => string;
  noGames: string;
  outcome: Record<LiveHistoryLine['outcome'], string>;
  ending: Record<NonNullable<LiveHistoryLine['ending']>, (by: LiveHistoryLine['endedBy']) => string>;
  against: string;
  total: string;
  finalPhase: string;
  stage: Record<FinalStage, string>;
  places: string;
  provisionalPlaces: string;
  place: (n: number) => string;
  finalWaiting: string;
  othersKeep: string;
  /** Under the final standings once a final phase decided the first places. */
  finalPlacesFirst: (size: number) => string;
  live: string;
  offline: string;
  notFound: string;
  back: string;
}

export const fr: Words = {
  lang: 'fr',
  liveResults: 'Résultats en direct',
  date: frenchDate,
  nav: {
    round: 'Ronde',
    standings: 'Classement',
    categories: 'Séries',
    players: 'Joueurs',
    finalPhase: 'Phase finale',
  },
  otherLanguage: 'English',
  otherLanguageName: 'en',
  noTournament: "Aucun tournoi n'est ouvert pour le moment.",
  noRound: "La ronde 1 n'est pas encore appariée.",
  round: (n) => `Ronde ${n}`,
  roundOf: (n, planned) => `Ronde ${n} sur ${planned}`,
  entered: (entered, total) => `${entered} résultat${entered > 1 ? 's' : ''} sur ${total}`,
  clockEnds: (time) => `Fin de la ronde prévue à ${time}`,
  clockPaused: (figure) => `Pendule arrêtée : ${figure} restantes`,
  myTable: 'Ma table',
  myTableHint: 'Lettres de votre nom',
  findPlayer: 'Chercher un joueur',
  found: 'Tables trouvées',
  search: 'Chercher',
  noMatch: (text) => `Aucun joueur de la ronde ne répond à « ${text} ».`,
  typeMore: 'Tapez au moins deux lettres.',
  table: (n) => `Table ${n}`,
  starts: 'commence',
  bye: 'exempt (joueur fictif X)',
  waiting: 'en cours',
  standingsAfter: (n) => `Classement après la ronde ${n}`,
  standingsFinal: 'Classement final',
  noStandings: "Le classement paraît quand les résultats d'une ronde sont tous saisis.",
  columns: {
    rank: 'Rg',
    player: 'Joueur',
    opponent: 'Adversaire',
    result: 'Résultat',
    pm: 'PM',
    ppm: 'PPM',
    pdep: 'Pdep',
    round: 'Ronde',
  },
  exAequo: 'ex æquo',
  withdrawn: 'retiré',
  noCategories: 'Pas de série ni de catégorie dans ce tournoi.',
  series: 'Série',
  category: 'Catégorie',
  players: (n) => `${n} joueur${n > 1 ? 's' : ''}`,
  playerRank: (rank) => `${rank}${rank === 1 ? 'er' : 'e'} au classement`,
  noGames: 'Aucune ronde jouée pour le moment.',
  outcome: {
    win: 'gagné',
    draw: 'nul',
    loss: 'perdu',
    absent: 'absent',
    withdrawn: 'retiré',
    pending: 'en cours',
    x: 'contre X',
  },
  ending: {
    forfeit: (by) => (by === 'both' ? 'double forfait' : by === 'player' ? 'forfait' : "forfait de l'adversaire"),
    abandon: (by) => (by === 'player' ? 'abandon' : "abandon de l'adversaire"),
    decision: (by) => (by === 'player' ? "décision de l'arbitre contre lui" : "décision de l'arbitre"),
  },
  against: 'contre',
  total: 'Total',
  finalPhase: 'Phase finale',
  stage: { 'semi-final': 'Demi-finale', final: 'Finale', 'third-place': 'Match pour la 3e place' },
  places: 'Places',
  provisionalPlaces: 'Places (provisoires, tant que les matchs ne sont pas joués)',
  place: (n) => `${n}${n === 1 ? 'er' : 'e'}`,
  finalWaiting: 'La finale se forme dès que les deux demi-finales ont un vainqueur.',
  othersKeep: 'Les autres joueurs gardent leur place de la phase classique.',
  finalPlacesFirst: (size) =>
    `Les ${size} premières places sont celles de la phase finale ; les autres joueurs gardent leur place de la phase classique.`,
  live: 'en direct',
  offline: 'hors ligne : rechargez la page',
  notFound: "Cette page n'existe pas.",
  back: "Retour à l'accueil",
};

export const en: Words = {
  lang: 'en',
  liveResults: 'Live results',
  date: englishDate,
  nav: { round: 'Round', standings: 'Standings', categories: 'Series', players: 'Players', finalPhase: 'Final phase' },
  otherLanguage: 'Français',
  otherLanguageName: 'fr',
  noTournament: 'No tournament is open at the moment.',
  noRound: 'Round 1 is not paired yet.',
  round: (n) => `Round ${n}`,
  roundOf: (n, planned) => `Round ${n} of ${planned}`,
  entered: (entered, total) => `${entered} of ${total} result${total > 1 ? 's' : ''} in`,
  clockEnds: (time) => `Round due to end at ${time}`,
  clockPaused: (figure) => `Clock paused: ${figure} left`,
  myTable: 'My table',
  myTableHint: 'Letters of your name',
  findPlayer: 'Find a player',
  found: 'Tables found',
  search: 'Search',
  noMatch: (text) => `No player of this round matches “${text}”.`,
  typeMore: 'Type at least two letters.',
  table: (n) => `Table ${n}`,
  starts: 'starts',
  bye: 'bye (fictitious player X)',
  waiting: 'playing',
  standingsAfter: (n) => `Standings after round ${n}`,
  standingsFinal: 'Final standings',
  noStandings: 'The standings appear once every result of a round is in.',
  columns: {
    rank: 'Rk',
    player: 'Player',
    opponent: 'Opponent',
    result: 'Result',
    pm: 'PM',
    ppm: 'PPM',
    pdep: 'Pdep',
    round: 'Round',
  },
  exAequo: 'tied',
  withdrawn: 'withdrawn',
  noCategories: 'No series or category in this tournament.',
  series: 'Series',
  category: 'Category',
  players: (n) => `${n} player${n > 1 ? 's' : ''}`,
  playerRank: (rank) => `Ranked ${rank}`,
  noGames: 'No round played yet.',
  outcome: {
    win: 'won',
    draw: 'draw',
    loss: 'lost',
    absent: 'absent',
    withdrawn: 'withdrawn',
    pending: 'playing',
    x: 'against X',
  },
  ending: {
    forfeit: (by) => (by === 'both' ? 'double forfeit' : by === 'player' ? 'forfeit' : "opponent's forfeit"),
    abandon: (by) => (by === 'player' ? 'abandoned' : 'opponent abandoned'),
    decision: (by) => (by === 'player' ? "referee's decision against" : "referee's decision"),
  },
  against: 'against',
  total: 'Total',
  finalPhase: 'Final phase',
  stage: { 'semi-final': 'Semi-final', final: 'Final', 'third-place': 'Match for third place' },
  places: 'Places',
  provisionalPlaces: 'Places (provisional until the matches are played)',
  place: (n) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`,
  finalWaiting: 'The final is formed as soon as both semi-finals have a winner.',
  othersKeep: 'The other players keep their place from the classic phase.',
  finalPlacesFirst: (size) =>
    `The first ${size} places are those of the final phase; the other players keep their place from the classic phase.`,
  live: 'live',
  offline: 'offline: reload the page',
  notFound: 'This page does not exist.',
  back: 'Back to the first page',
};

export const WORDS: Record<Lang, Words> = { fr, en };
