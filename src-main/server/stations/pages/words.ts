/**
 * The words of the stations' listener's own pages — the join page of a station, the match sheet a
 * phone reads — in French and in English: one shape, the compiler holds both to it. Refusals are
 * the contract's, worded by its catalogues (`refusalMessage`).
 */
import type { FinalStage } from '../../../../src-engine/index.ts';
import type { Lang } from '../../live/pages/words.ts';

export type { Lang };

export interface StationWords {
  lang: Lang;
  /** The other language's name, as its link says it, and its code. */
  otherLanguage: string;
  otherLang: Lang;
  sclassic: string;
  // ——— a station joining ———
  stationTitle: string;
  joinIntro: string;
  code: string;
  codeHint: string;
  stationName: string;
  stationNameHint: string;
  join: string;
  wrongCode: string;
  nameTaken: (name: string) => string;
  tooManyWaiting: string;
  tooFast: string;
  waitingTitle: string;
  waiting: (name: string) => string;
  waitingRefresh: string;
  refused: string;
  revoked: string;
  // ——— a phone at a table ———
  round: (n: number) => string;
  stage: Record<FinalStage, string>;
  table: (n: number) => string;
  against: string;
  propose: string;
  /** The form's heading once this phone's proposal waits: other numbers take its place. */
  proposeAgain: string;
  game: (n: number) => string;
  /** A final's first game, carried over from the classic phase. */
  carried: (games: string) => string;
  send: string;
  arbiterValidates: string;
  sent: { new: string; again: string; confirmed: string };
  mine: (time: string, games: string) => string;
  fate: (fate: string) => string;
  recorded: (games: string) => string;
  reload: string;
  unknownSheet: string;
  tooManyProposals: string;
  notFound: string;
}

export const fr: StationWords = {
  lang: 'fr',
  otherLanguage: 'English',
  otherLang: 'en',
  sclassic: 'Sclassic',
  stationTitle: 'Poste de saisie',
  joinIntro:
    "Un poste de saisie entre les résultats des tables pour l'arbitrage. Tapez le code affiché sur l'écran du directeur de tournoi et le nom de ce poste : le directeur accepte ou refuse la demande sur son écran.",
  code: 'Code',
  codeHint: "Six chiffres, sur l'écran du directeur de tournoi",
  stationName: 'Nom du poste',
  stationNameHint: 'Par exemple « Arbitre 2 » : le journal des modifications le dira',
  join: 'Demander à rejoindre',
  wrongCode:
    "Ce code ne correspond pas : tapez celui qu'affiche l'écran du directeur de tournoi (il change à chaque mise en route des postes de saisie).",
  nameTaken: (name) => `Un autre poste s'appelle déjà « ${name} » : choisissez un autre nom.`,
  tooManyWaiting: 'Trop de demandes attendent déjà une réponse : attendez que le directeur de tournoi y réponde.',
  tooFast: 'Trop d’essais depuis cet appareil : attendez une minute avant de réessayer.',
  waitingTitle: 'Demande envoyée',
  waiting: (name) =>
    `Demande envoyée sous le nom « ${name} ». Le directeur de tournoi l'accepte ou la refuse sur son écran.`,
  waitingRefresh: "Cette page s'actualise seule ; dès que la demande est acceptée, l'écran de saisie s'ouvre.",
  refused: 'Le directeur de tournoi a refusé la demande de ce poste. Vous pouvez en envoyer une autre.',
  revoked: 'Le directeur de tournoi a retiré ce poste. Pour saisir à nouveau, demandez à rejoindre.',
  round: (n) => `Ronde ${n}`,
  stage: { 'semi-final': 'Demi-finale', final: 'Finale', 'third-place': 'Match pour la 3e place' },
  table: (n) => `Table ${n}`,
  against: 'contre',
  propose: 'Proposer le résultat',
  proposeAgain: 'Corriger la proposition (les nouveaux scores remplacent les précédents)',
  game: (n) => `Manche ${n}`,
  carried: (games) => `Manche 1 (reprise de la phase classique) : ${games}`,
  send: 'Envoyer la proposition',
  arbiterValidates:
    "L'arbitre valide chaque proposition : rien n'est enregistré avant sa validation. Remettez la feuille de match comme d'habitude.",
  sent: {
    new: "Proposition envoyée à l'arbitre.",
    again: "Cette proposition était déjà envoyée : rien n'a été ajouté.",
    confirmed: 'Deux téléphones ont envoyé les mêmes scores : le résultat est enregistré.',
  },
  mine: (time, games) => `Proposé à ${time} : ${games}. En attente de la validation de l'arbitre.`,
  fate: (fate) => `Votre proposition : ${fate}.`,
  recorded: (games) =>
    `Résultat enregistré : ${games}. Il n'y a plus rien à proposer ; en cas d'erreur, voyez l'arbitre.`,
  reload: 'Actualiser',
  unknownSheet: 'Feuille de match',
  tooManyProposals: 'Trop de demandes en ce moment : attendez quelques secondes, puis réessayez.',
  notFound: "Cette page n'existe pas.",
};

export const en: StationWords = {
  lang: 'en',
  otherLanguage: 'Français',
  otherLang: 'fr',
  sclassic: 'Sclassic',
  stationTitle: 'Results station',
  joinIntro:
    "A results station enters the tables' results for the arbiters. Type the code shown on the tournament director's screen and this station's name: the director accepts or refuses the request on their screen.",
  code: 'Code',
  codeHint: "Six digits, on the tournament director's screen",
  stationName: 'Station name',
  stationNameHint: 'For example “Arbitre 2”: the change log will say it',
  join: 'Ask to join',
  wrongCode:
    "This code does not match: type the one on the tournament director's screen (it changes each time the stations are turned on).",
  nameTaken: (name) => `Another station is already called “${name}”: choose another name.`,
  tooManyWaiting: 'Too many requests are already waiting: wait for the tournament director to answer them.',
  tooFast: 'Too many attempts from this device: wait a minute before trying again.',
  waitingTitle: 'Request sent',
  waiting: (name) =>
    `Request sent under the name “${name}”. The tournament director accepts or refuses it on their screen.`,
  waitingRefresh: 'This page refreshes itself; once the request is accepted, the entry screen opens.',
  refused: "The tournament director refused this station's request. You may send another.",
  revoked: 'The tournament director removed this station. To enter results again, ask to join.',
  round: (n) => `Round ${n}`,
  stage: { 'semi-final': 'Semi-final', final: 'Final', 'third-place': 'Match for third place' },
  table: (n) => `Table ${n}`,
  against: 'against',
  propose: 'Propose the result',
  proposeAgain: 'Correct the proposal (new scores replace the earlier ones)',
  game: (n) => `Game ${n}`,
  carried: (games) => `Game 1 (carried over from the classic phase): ${games}`,
  send: 'Send the proposal',
  arbiterValidates:
    'An arbiter validates each proposal: nothing is recorded before that. Hand in the match sheet as usual.',
  sent: {
    new: 'Proposal sent to the arbiter.',
    again: 'This proposal was already sent: nothing was added.',
    confirmed: 'Two phones sent the same scores: the result is recorded.',
  },
  mine: (time, games) => `Proposed at ${time}: ${games}. Waiting for the arbiter's validation.`,
  fate: (fate) => `Your proposal: ${fate}.`,
  recorded: (games) => `Result recorded: ${games}. There is nothing left to propose; if it is wrong, see the arbiter.`,
  reload: 'Refresh',
  unknownSheet: 'Match sheet',
  tooManyProposals: 'Too many requests just now: wait a few seconds, then try again.',
  notFound: 'This page does not exist.',
};

export const WORDS: Record<Lang, StationWords> = { fr, en };
