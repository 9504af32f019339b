/**
 * A write refused because its screen was behind the file, in French: what changed, when and by
 * which change, that nothing was written, and what to do.
 */
import type { SeenWords } from './catalogue.ts';
import { clockTime, listJoinedBy } from './small-words.ts';

const time = clockTime;
const list = listJoinedBy('et');

/** « à 14:02 », and the station's name when a station's hand made it: « par Arbitre 2 à 14:02 ». */
const when = (c: Parameters<SeenWords['change']>[0]) => `${c.hand === null ? '' : `par ${c.hand} `}à ${time(c.at)}`;

const change: SeenWords['change'] = (c) =>
  c.command === 'undo'
    ? `annulation de « ${c.summary} » ${when(c)}`
    : c.command === 'redo'
      ? `rétablissement de « ${c.summary} » ${when(c)}`
      : `« ${c.summary} » ${when(c)}`;

/** « (« Échange de … » à 14:02) », or nothing when the log does not say. */
const by = (c: Parameters<SeenWords['change']>[0] | null) => (c === null ? '' : ` (${change(c)})`);

const playerField: SeenWords['playerField'] = {
  name: 'nom',
  rating: 'cote',
  club: 'club',
  ratingType: 'type de cote',
  licence: 'licence',
  k: 'coefficient K',
  category: 'catégorie',
  birthYear: 'année de naissance',
};

const settingField: SeenWords['settingField'] = {
  name: 'nom du tournoi',
  date: 'date',
  place: 'lieu',
  ruleset: 'règlement',
  plannedRounds: 'nombre de rondes',
  bestOfThree: 'format des matchs',
  minutes: 'durée des parties',
  elo: 'estimation des cotes',
  categories: 'séries et catégories',
  newcomerRating: 'cote des non classés',
  pairingSystem: 'système d’appariement',
  liveHidesRatings: 'cotes des résultats en direct',
  tableProposals: 'résultats proposés depuis les tables',
  proposalsConfirm: 'validation par deux téléphones',
};

export const seenWordsFr: SeenWords = {
  change,
  playerField,
  settingField,
  stale: {
    'stale-proposals': (p) =>
      `La table ${p.table} (ronde ${p.round}) a d'autres propositions que celles affichées : ${p.proposals.map((x) => x.games.map(([a, b]) => `${a}-${b}`).join(', ')).join(' ; ')}. Comparez-les à la feuille de match avant d'en valider une. Rien n'a été enregistré.`,
    'stale-pair': (p) =>
      `Table ${p.table} (ronde ${p.round}) : la paire a changé depuis que cet écran l’a affichée${by(p.change)} : ${p.seen[0]} – ${p.seen[1]} est devenue ${p.now[0]} – ${p.now[1]}. Rien n’a été enregistré : vérifiez la feuille de match de cette table avant de la saisir.`,
    'stale-pairing': (p) =>
      `L’appariement de la ronde ${p.round} a changé depuis que cet écran l’a affiché${by(p.change)}. Rien n’a été modifié : regardez l’appariement tel qu’il est maintenant avant de décider.`,
    'stale-round': (p) => {
      const why = by(p.change);
      switch (p.purpose) {
        case 'pair':
          return `Cet écran allait apparier la ronde ${p.seen}, mais c’est la ronde ${p.now} qui le serait maintenant${why}. Rien n’a été apparié : regardez les rondes telles qu’elles sont.`;
        case 'absence':
          return `Cette absence était pour la ronde ${p.seen}, mais la prochaine ronde est maintenant la ronde ${p.now}${why}. Rien n’a été enregistré : déclarez-la à nouveau si elle vaut pour la ronde ${p.now}.`;
        case 'withdraw':
          return `Ce retrait devait prendre effet après la ronde ${p.seen}, mais ${p.now} ronde(s) sont appariées maintenant${why}. Rien n’a été enregistré : retirez le joueur à nouveau si c’est toujours voulu.`;
        case 'clock':
          return `Cette pendule était celle de la ronde ${p.seen}, mais la ronde en cours est maintenant la ronde ${p.now}${why}. La pendule n’a pas été touchée.`;
      }
    },
    'stale-undo': (p) => {
      const done = p.what === 'undo' ? 'annulé' : 'rétabli';
      const meant = p.meant === null ? 'une modification' : `« ${p.meant.summary} »`;
      const now =
        p.now === null
          ? `Il n’y a plus rien à ${p.what === 'undo' ? 'annuler' : 'rétablir'}.`
          : `${p.what === 'undo' ? 'Annuler' : 'Rétablir'} porterait maintenant sur « ${p.now.summary} » (${p.now.hand === null ? '' : `${p.now.hand}, `}${time(p.now.at)}) : relisez-le avant de recommencer.`;
      return `Rien n’a été ${done} : le bouton visait ${meant}, mais le tournoi a changé depuis. ${now}`;
    },
    'stale-player': (p) =>
      `${p.name} a été modifié(e) depuis que cet écran l’a affiché(e) (${list(p.fields.map((f) => playerField[f]))})${by(p.change)}. Rien n’a été enregistré : relisez sa fiche, puis refaites la modification.`,
    'stale-settings': (p) =>
      `Les paramètres ont été modifiés depuis que cet écran les a affichés (${list(p.fields.map((f) => settingField[f]))})${by(p.change)}. Rien n’a été enregistré : relisez-les, puis refaites la modification.`,
    'stale-final-players': (p) =>
      `Les joueurs de la phase finale ne sont plus ceux qu’affichait cet écran (${list(p.seen)}) : le classement donne maintenant ${list(p.now)}, sans doute après une correction. Rien n’a été ouvert : regardez le classement à nouveau.`,
  },
};
