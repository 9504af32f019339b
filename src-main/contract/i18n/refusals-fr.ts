/** The refusals in French: the CLI's words and the French UI's. */
import type { RefusalParams } from '../refusals.ts';
import type { Catalogue } from './catalogue.ts';
import { fileWordsFr } from './file-words-fr.ts';
import { enteredFr, fateFr, handsFr } from './hands-words-fr.ts';
import { inputIssueText, rejectionText } from './input-words.ts';
import { seenWordsFr } from './seen-words-fr.ts';
import { clockTime, listJoinedBy, shortened } from './small-words.ts';

const tables = (list: readonly number[]) =>
  list.length === 1 ? `le résultat de la table ${list[0]}` : `les résultats des tables ${list.join(', ')}`;

/** A decimal bound as a French reader writes it (0,5). */
const bound = (limit: number | string | undefined) => String(limit ?? '').replace('.', ',');

const GAME_COUNT_IN_DOCUMENT = (count: number, expected: number) =>
  `${count} manche(s) saisie(s) : un match se joue en une manche, ou en deux manches gagnantes (2 manches si le même joueur gagne les deux premières, 3 sinon ; ${expected} attendue(s) ici)`;

/** What a name is written with, where it differs from a name it looks like. */
const WRITTEN_WITH: Record<RefusalParams['lookalike-player']['typedWith'][number], string> = {
  cyrillic: 'des lettres cyrilliques',
  greek: 'des lettres grecques',
  'other-script': "des lettres d'une autre écriture",
  styled: 'des lettres en pleine chasse ou de style mathématique',
  digits: 'des chiffres (1 pour I, 0 pour O)',
  unseen: 'des caractères invisibles',
};

function lookalike(p: RefusalParams['lookalike-player']): string {
  const where = p.rank === null ? 'plus haut dans la même liste' : `rang ${p.rank} des inscrits`;
  const list = (letterings: typeof p.typedWith) => letterings.map((l) => WRITTEN_WITH[l]).join(' et ');
  const typed = p.typedWith.length === 0 ? null : `mais contient ${list(p.typedWith)}`;
  const registered = p.registeredWith.length === 0 ? null : list(p.registeredWith);
  const how =
    typed !== null && registered !== null
      ? ` ${typed}, ${p.registered} ${registered}`
      : typed !== null
        ? ` ${typed}`
        : registered !== null
          ? `, qui contient ${registered}`
          : " mais ne s'écrit pas avec les mêmes caractères";
  return `« ${p.name} » ressemble à ${p.registered} (${where})${how}. S'il s'agit bien d'un autre joueur, confirmez ; sinon, retapez le nom au clavier.`;
}

export const fr: Catalogue = {
  refusal: {
    ...handsFr,
    ...seenWordsFr.stale,
    'unknown-command': (p) => `Commande inconnue « ${p.command} ».`,
    // Put into words by refusalMessage, issue by issue.
    'invalid-input': () => 'Saisie refusée.',
    'request-too-large': () => 'Requête trop volumineuse (un fichier de 20 Mo au plus).',
    'unreadable-request': () => 'Requête illisible.',
    'request-timeout': (p) =>
      `La requête n'est pas arrivée en entier en ${p.seconds} s : rien n'a été fait. Recommencez ; si cela se reproduit, relancez Sclassic.`,
    'too-many-requests': () =>
      "Trop de requêtes en peu de temps depuis cet appareil : attendez quelques secondes, puis réessayez. Rien n'a été fait.",
    'connection-lost': () =>
      'La connexion avec Sclassic est perdue : vérifiez que Sclassic est toujours lancé, puis réessayez. Ce que vous avez saisi est conservé.',
    internal: (p) => `Erreur interne : ${p.detail}. Le fichier n'a pas été modifié par cette commande.`,
    'not-allowed': (p) =>
      ({
        saisie:
          "Un poste de saisie saisit, corrige et efface les résultats des tables (forfaits, abandons et décisions arbitrales compris), et rien d'autre : les appariements, les joueurs, les paramètres, l'annulation, les fichiers et les impressions se font au poste du directeur de tournoi. Demandez-le-lui. Rien n'a été modifié.",
        table:
          "Le code d'une feuille de match permet à un téléphone de lire sa table et d'en proposer le résultat aux arbitres, rien d'autre. Rien n'a été modifié.",
      })[p.role],
    'no-tournament': () => "Aucun tournoi n'est ouvert : ouvrez ou créez un tournoi.",
    'path-not-chosen': () =>
      'Choisissez le fichier avec le bouton « Choisir… » (ou parmi les tournois récents) : dans l’application, Sclassic n’ouvre et n’écrit un tournoi qu’à un endroit choisi dans la fenêtre de choix de fichier.',
    'file-refused': (p) => fr.file(p.path, p.problem),
    'directory-unusable': (p) => fr.directoryFile(p.path, p.problem),
    // Put into words by refusalMessage, problem by problem.
    'invalid-document': () => 'Document refusé.',
    'ruleset-locked': () => 'Le règlement ne peut plus changer une fois la ronde 1 appariée.',
    'system-locked': () =>
      'Le système d’appariement (formule classique ou toutes rondes) ne peut plus changer une fois la ronde 1 appariée.',
    'format-locked': () =>
      'Le format des matchs (une manche ou deux manches gagnantes) ne peut plus changer : des résultats sont saisis.',
    'newcomer-rating-locked': () =>
      'La cote des non classés ne peut plus changer : avec ce règlement, elle donne leurs points de départage depuis la ronde 1.',
    'rounds-too-few': (p) => `${p.paired} rondes sont déjà appariées : le tournoi ne peut pas en prévoir moins.`,
    'duplicate-licence': (p) =>
      `La licence ${p.licence} est déjà celle de ${p.name} (${p.rank === null ? 'plus haut dans la même liste' : `rang ${p.rank} des inscrits`}) : ce joueur est déjà inscrit.`,
    'duplicate-player': (p) =>
      `« ${p.name} » est déjà inscrit : ${p.registered}, ${p.rank === null ? 'plus haut dans la même liste' : `rang ${p.rank} des inscrits`}. S'il s'agit d'un homonyme, confirmez l'inscription d'un second joueur du même nom.`,
    'lookalike-player': lookalike,
    'registration-closed': (p) =>
      `Les ${p.planned} rondes prévues sont appariées : un joueur inscrit maintenant ne jouerait aucune ronde et figurerait au classement final. Pour ajouter une ronde, augmentez le nombre de rondes dans les paramètres.`,
    'rating-locked': (p) =>
      `La cote de ${p.name} ne peut plus changer : elle a servi au classement initial et aux appariements.`,
    'ratings-locked': (p) => {
      const who =
        p.names.length === 1
          ? p.names[0]
          : `${p.names.length} joueurs (${p.names.slice(0, 3).join(', ')}${p.names.length > 3 ? '…' : ''})`;
      return `La ronde 1 est appariée : la cote de ${who} ne peut plus changer, elle a servi au classement initial et aux appariements. Rien n'a été modifié ; vous pouvez appliquer le reste (club, licence, catégorie, année de naissance) en gardant les cotes.`;
    },
    'player-has-played': (p) =>
      `${p.name} a déjà été apparié : on ne peut plus le désinscrire. Déclarez plutôt son retrait du tournoi.`,
    'already-withdrawn': (p) => `${p.name} s'est déjà retiré après la ronde ${p.after}.`,
    'absent-withdrawn': (p) => `${p.name} s'est retiré du tournoi : il n'est plus apparié de toute façon.`,
    'unknown-player': (p) =>
      p.byNumber
        ? `Aucun joueur n° ${p.ref}. Consultez la liste des joueurs.`
        : `Aucun joueur ne s'appelle « ${p.ref} ». Consultez la liste des joueurs.`,
    'ambiguous-player': (p) =>
      `« ${p.ref} » désigne plusieurs joueurs (${p.candidates.map((c) => `n° ${c.id} ${c.name}`).join(', ')}) : donnez le numéro.`,
    'unreadable-file': (p) =>
      `${fr.playerFile(p.fileName, p.problem)}${p.directory ? " Le répertoire n'a pas changé." : ''}`,
    'missing-columns': (p) => {
      const headers = p.header === null ? '' : ` (colonnes : ${p.header.join(', ')})`;
      const roles = p.missing.map((r) => `« ${fr.columnRole[r]} »`).join(' ni ');
      return `Dans « ${p.fileName} »${headers}, aucune colonne ne contient ${roles}.${p.directory ? " Le répertoire n'a pas changé." : ''}`;
    },
    'nothing-to-import': (p) =>
      `Aucun joueur lisible dans « ${p.fileName} » : ${p.rejected.map((r) => `ligne ${r.line}, ${rejectionText(r, fr)}`).join(' ; ')}. Le répertoire n'a pas changé.`,
    'future-list': (p) =>
      `La liste ne peut pas être datée du ${p.listDate}, après aujourd'hui (${p.today}) : elle passerait pour plus récente que les suivantes.`,
    'unknown-category': (p) =>
      `Aucun joueur dans la série ou catégorie « ${p.name} »${p.known.length === 0 ? '.' : ` ; classements possibles : ${p.known.join(', ')}.`}`,
    'all-rounds-paired': (p) =>
      `Les ${p.planned} rondes prévues sont appariées. Pour jouer une ronde de plus, augmentez le nombre de rondes du tournoi.`,
    'missing-results': (p) => {
      const [only] = p.missing;
      if (p.missing.length === 1 && only !== undefined)
        return `La ronde ${only.round} n'est pas terminée : il manque ${tables(only.tables)}.`;
      return `Des résultats manquent : ${p.missing.map((m) => `ronde ${m.round}, il manque ${tables(m.tables)}`).join(' ; ')}.`;
    },
    'field-too-small': () => 'Il faut au moins deux joueurs présents pour apparier une ronde.',
    'no-round': (p) =>
      ({
        repair: "Aucune ronde n'est appariée : il n'y a rien à réapparier.",
        swap: "Aucune ronde n'est appariée.",
        result: "Aucune ronde n'est appariée : il n'y a pas encore de résultat à saisir.",
        print: "Aucune ronde n'est appariée : appariez d'abord une ronde.",
        clock: "Aucune ronde n'est appariée : la pendule se démarre avec la ronde.",
      })[p.purpose],
    'unknown-round': (p) =>
      p.paired === 0
        ? "Aucune ronde n'est encore appariée."
        : `La ronde ${p.round} n'existe pas : les rondes appariées vont de 1 à ${p.paired}.`,
    'round-started': (p) =>
      `La ronde ${p.round} a déjà des résultats (tables ${p.tables.join(', ')}) : effacez-les avant de réapparier.`,
    'same-player': () => 'Choisissez deux joueurs différents.',
    'not-paired': (p) => `${p.name} ne joue pas la ronde ${p.round}.`,
    'result-entered': (p) => `Le résultat de la table ${p.table} est saisi : effacez-le avant d'échanger.`,
    'same-table': (p) => `${p.first} et ${p.second} jouent déjà l'un contre l'autre.`,
    'odd-field-without-x': (p) => `${fr.problem['odd-field-without-x'](p).replace(/^./, (c) => c.toUpperCase())}.`,
    'unknown-table': (p) => `La ronde ${p.round} compte ${p.tables} tables : la table ${p.table} n'existe pas.`,
    'table-x': (p) => `À la table ${p.table}, ${p.name} joue contre le joueur fictif X : le résultat est automatique.`,
    'empty-result': () => 'Saisissez les scores du match, ou un forfait.',
    'conflicting-results': () =>
      'Un match se termine par un forfait, ou par un abandon, ou par une décision arbitrale : choisissez-en un.',
    'forfeit-with-scores': () => 'Un forfait se saisit sans scores : retirez les scores ou le forfait.',
    'result-needs-games': () => 'Un abandon ou une décision arbitrale se saisit avec les scores au moment des faits.',
    'forfeit-against-x': () => 'Le joueur fictif X perd toujours : pas de forfait à saisir contre X.',
    'result-against-x': () => "Un match contre le joueur fictif X n'a pas de score.",
    'impossible-score': (p) =>
      `Manche ${p.game} : ${p.score} points, c'est impossible au Scrabble (de ${p.min} à ${p.max}). Vérifiez la feuille de match.`,
    'invalid-game-count': (p) => {
      if (p.format === 'single-game') return 'Ce tournoi se joue en une manche : saisissez un seul score par joueur.';
      if (p.format === null) return `${GAME_COUNT_IN_DOCUMENT(p.count, p.expected)}.`;
      if (p.count === 1) return 'Match en deux manches gagnantes : saisissez au moins deux manches.';
      return `Match en deux manches gagnantes : ${p.expected === 2 ? 'deux manches suffisent quand un joueur gagne les deux premières' : 'trois manches sont nécessaires quand chacun a gagné une manche (ou en cas de nulle)'}.`;
    },
    'no-result': (p) => `La table ${p.table} de la ronde ${p.round} n'a pas de résultat à effacer.`,
    'result-recorded': (p) =>
      `La table ${p.table} de la ronde ${p.round} a déjà un résultat : ${fr.recorded(p.current, p.a, p.b)}${p.at === null ? '' : `, ${enteredFr(p, false)} à ${fr.time(p.at)}`}. Pour le remplacer, corrigez-le explicitement (« Remplacer » à l'écran, --correct en ligne de commande).`,
    'stale-result': (p) =>
      p.current === null
        ? `Le résultat de la table ${p.table} (ronde ${p.round}) a été effacé par ${p.by ?? 'un autre écran'}${p.at === null ? '' : ` à ${fr.time(p.at)}`}. Vérifiez la feuille de match avant de saisir à nouveau.`
        : `Table ${p.table} déjà saisie : ${fr.recorded(p.current, p.a, p.b)}, ${p.via == null ? `par ${p.by ?? 'un autre écran'}` : enteredFr(p, true)}${p.at === null ? '' : ` à ${fr.time(p.at)}`}. Vérifiez la feuille de match : pour la remplacer, corrigez-la explicitement.`,
    'needs-confirmation': (p) =>
      `${p.warnings.map((w) => `${(fr.warning[w.code] as (x: typeof w.params) => string)(w.params)}.`).join(' ')} Confirmez si la feuille de match le dit bien.`,
    'clock-not-started': (p) =>
      `La pendule de la ronde ${p.round} n'est pas démarrée : ${
        {
          pause: 'il n’y a rien à arrêter',
          resume: 'il n’y a rien à relancer',
          adjust: 'démarrez-la d’abord',
          reset: 'il n’y a rien à remettre à zéro',
        }[p.purpose]
      }.`,
    'clock-started': (p) =>
      `La pendule de la ronde ${p.round} tourne depuis ${fr.time(p.at)} : ajustez-la, ou remettez-la à zéro pour la démarrer à nouveau.`,
    'clock-paused': (p) => `La pendule de la ronde ${p.round} est déjà arrêtée : relancez-la quand la ronde reprend.`,
    'clock-running': (p) => `La pendule de la ronde ${p.round} tourne déjà.`,
    'clock-too-short': (p) =>
      `La ronde n'aurait plus que ${p.minutes} minute(s) en tout : retirez moins de temps (il faut au moins une minute).`,
    'not-finished': (p) => {
      const where =
        p.missing === null
          ? `${p.paired} ronde(s) appariée(s) sur ${p.planned}`
          : `résultats manquants à la ronde ${p.missing.round} (tables ${p.missing.tables.join(', ')})`;
      return `Le tournoi n'est pas terminé (${where}) : les résultats ne s'exportent qu'une fois toutes les rondes jouées et saisies. Pour arrêter le tournoi plus tôt, réduisez le nombre de rondes dans les paramètres.`;
    },
    'final-phase-unsettled': (p) =>
      `La phase finale n'est pas terminée : il manque ${tables(p.tables)} (ronde ${p.round}). Les résultats s'exportent une fois ses matchs saisis.`,
    'final-phase-too-early': (p) => {
      const where =
        p.missing === null
          ? `${p.paired} ronde(s) appariée(s) sur ${p.planned}`
          : `il manque ${tables(p.missing.tables)} de la ronde ${p.missing.round}`;
      return `La phase finale s'ouvre après la dernière ronde, une fois tous ses résultats saisis (${where}).`;
    },
    'final-phase-open': (p) =>
      `La phase finale est déjà ouverte (les ${p.size} premiers). Pour la refaire autrement, supprimez-la d'abord (« Supprimer la phase finale », ou sclassic final FICHIER --cancel).`,
    'no-final-phase': () => "Aucune phase finale n'est ouverte.",
    'final-phase-options': (p) =>
      ({
        'third-place-two-players':
          'Le match pour la 3e place oppose les perdants des demi-finales : il demande une phase finale à 4 joueurs.',
        'count-single-game':
          'Compter la partie de la phase classique comme manche 1 suppose une finale en deux manches gagnantes : en une manche, elle serait déjà jouée.',
        'count-best-of-three-rounds':
          'Les rondes de ce tournoi se jouent en deux manches gagnantes : leur rencontre est un match, pas une manche à reprendre comme manche 1 de la finale.',
      })[p.problem],
    'final-phase-too-few': (p) =>
      `La phase finale oppose les ${p.size} premiers, mais ${p.players} joueur(s) seulement peuvent la jouer (les joueurs retirés ne la jouent pas).`,
    'final-phase-locks-classic': (p) =>
      `${
        {
          pair: 'Aucune ronde classique ne peut plus être appariée',
          repair: 'La dernière ronde ne peut plus être réappariée',
          swap: 'Les tables de la dernière ronde ne peuvent plus changer',
          result: 'Les résultats des rondes classiques ne peuvent plus changer',
          withdraw: 'Un retrait ne peut plus être déclaré',
          rounds: 'Le nombre de rondes ne peut plus changer',
          format: 'Le format des matchs ne peut plus changer',
        }[p.action]
      } : la phase finale est ouverte et le classement de la phase classique a désigné ses joueurs. Pour corriger la phase classique, supprimez d'abord la phase finale (« Supprimer la phase finale », ou sclassic final FICHIER --cancel), puis ouvrez-la de nouveau.`,
    'final-phase-decided': (p) =>
      `Ce résultat changerait le vainqueur de la demi-finale (table ${p.table}), mais la ronde ${p.round} de la phase finale a déjà ${tables(p.tables)}. Effacez d'abord ${p.tables.length === 1 ? 'ce résultat' : 'ces résultats'} : la finale sera alors formée à nouveau avec les bons joueurs.`,
    'live-unavailable': () =>
      "Les résultats en direct se lancent depuis l'application ou le mode navigateur (npm run serve -- FICHIER --live), pas depuis la ligne de commande.",
    'live-address-unknown': (p) =>
      `« ${p.address} » n'est l'adresse d'aucune interface réseau de cet ordinateur${p.known.length === 0 ? '' : ` : choisissez parmi ${fr.list(p.known)}`}.`,
    'live-port-busy': (p) =>
      `Le port ${p.port} est déjà utilisé sur ${p.address} (par un autre programme ?) : choisissez-en un autre.`,
    'live-cannot-listen': (p) =>
      p.cause === 'port-reserved'
        ? `Impossible d'écouter sur ${p.address}, port ${p.port} : le système réserve ce port (à l'administrateur, ou à un autre service) ; choisissez-en un autre, au-dessus de 1024.`
        : `Impossible d'écouter sur ${p.address}, port ${p.port} : le système le refuse${p.code === '' ? '' : ` (${p.code})`}. Choisissez une autre adresse ou un autre port, puis réessayez.`,
    'live-off': () =>
      "Les résultats en direct ne sont pas activés : activez-les d'abord (écran Rondes), l'affiche porte leur adresse.",
  },

  problem: {
    'unknown-preset': (p) => `règlement inconnu « ${p.name} » : choisir fisf, fisf-earlier ou fbs`,
    'duplicate-player-id': (p) => `l'identifiant « ${p.id} » est déjà celui d'un autre joueur`,
    'unknown-player': (p) => `joueur inconnu « ${p.id} » : il n'est pas dans la liste des joueurs`,
    'invalid-rating': (p) => `la cote de « ${p.id} » doit être un nombre positif ou nul`,
    'invalid-newcomer-rating': (p) => `la cote des non classés (${p.value}) doit être un nombre positif ou nul`,
    'withdrawal-out-of-range': (p) => `un retrait après la ronde 0 à ${p.rounds} seulement (joueur « ${p.id} »)`,
    'paired-twice': (p) => `« ${p.id} » joue deux fois dans la ronde ${p.round}`,
    'paired-with-self': (p) => `« ${p.id} » ne peut pas jouer contre lui-même`,
    'absent-but-paired': (p) => `« ${p.id} » est déclaré absent de la ronde ${p.round} mais y est apparié`,
    'withdrawn-but-paired': (p) => `« ${p.id} » s'est retiré avant la ronde ${p.round} mais y est apparié`,
    'duplicate-absence': (p) => `« ${p.id} » est déclaré absent deux fois`,
    'unpaired-player': (p) =>
      `« ${p.id} » n'est ni absent ni retiré à la ronde ${p.round}, mais n'y est pas apparié : déclarez-le absent ou appariez-le`,
    'x-paired-twice': (p) =>
      `le joueur fictif X est apparié ${p.count} fois dans la ronde ${p.round} : une fois au plus`,
    'starter-not-in-match': (p) => `« ${p.id} » ne joue pas ce match et ne peut pas le commencer`,
    'final-phase-players': (p) =>
      `la phase finale compte ${p.size} joueurs, chacun une fois, tous inscrits et encore en lice`,
    'final-phase-differs': (p) =>
      `la ronde ${p.round} de la phase finale n'est pas celle que ses joueurs et ses résultats forment (tables, joueurs, ou manche reprise)`,
    'final-phase-extra-round': (p) => `la phase finale n'a pas de ${p.round}e ronde : elle s'arrête à la finale`,
    'missing-results': (p) => `résultat manquant : ronde ${p.round}, table ${p.table}`,
    'field-too-small': (p) =>
      `${p.players} joueur(s) présent(s) à la ronde ${p.round} : il en faut au moins deux pour l'apparier`,
    'final-phase-options': (p) => fr.refusal['final-phase-options'](p),
    'odd-field-without-x': (p) =>
      `${p.players} joueurs présents à la ronde ${p.round} et un règlement sans joueur fictif X : il faut un nombre pair de joueurs (déclarez un absent ou inscrivez un joueur)`,
    'empty-result': () => 'un match saisi a des scores ou un forfait',
    'conflicting-results': () =>
      'un match a un seul résultat : des manches, ou un forfait, ou un abandon, ou une décision arbitrale',
    'forfeit-with-scores': () =>
      'un match a un seul résultat : des manches, ou un forfait, ou un abandon, ou une décision arbitrale',
    'result-needs-games': () => 'un abandon ou une décision arbitrale se saisit avec les scores au moment des faits',
    'forfeit-against-x': () => 'le joueur fictif X perd toujours : pas de forfait à saisir contre X',
    'result-against-x': () => "un match contre le joueur fictif X n'a pas de score",
    'invalid-game-count': (p) => GAME_COUNT_IN_DOCUMENT(p.count, p.expected),
    'impossible-score': (p) => `manche ${p.game} : ${p.score} points, hors de ${p.min} à ${p.max}`,
    'unusual-score': (p) => `manche ${p.game} : ${p.score} points, score inhabituel`,
    'unusual-pair': (p) => `manche ${p.game} : ${p.a} et ${p.b} points, deux scores au-dessus de 700`,
    'unusual-gap': (p) => `manche ${p.game} : ${p.gap} points d'écart`,
  },

  subject: {
    'tournament-name': 'nom du tournoi',
    'player-name': 'nom du joueur',
    date: 'date',
    place: 'lieu',
    path: 'fichier',
    'file-name': 'nom du fichier',
    rating: 'cote',
    'newcomer-rating': 'cote des non classés',
    'newcomer-series': 'série des non classés',
    'rating-type': 'type de cote',
    club: 'club',
    licence: 'licence',
    category: 'catégorie',
    'category-name': 'nom de catégorie',
    'birth-year': 'année de naissance',
    k: 'coefficient K',
    scale: 'échelle',
    'expected-min': 'résultat attendu minimal',
    'expected-max': 'résultat attendu maximal',
    'expected-step': 'arrondi du résultat attendu',
    'change-step': 'arrondi de la variation',
    series: 'séries',
    categories: 'catégories',
    rounds: 'nombre de rondes',
    minutes: 'minutes par joueur',
    'clock-minutes': 'minutes à ajouter ou retirer',
    round: 'ronde',
    table: 'table',
    score: 'score',
    games: 'manches',
    player: 'joueur',
    players: 'joueurs',
    ruleset: 'règlement',
    'pairing-system': "système d'appariement",
    document: 'document',
    format: 'format',
    paper: 'papier',
    'final-players': 'joueurs de la phase finale',
    search: 'recherche',
    limit: 'nombre de réponses',
    'column-role': 'rôle de colonne',
    separator: 'séparateur',
    'list-date': 'date de la liste',
    columns: 'colonnes',
    bytes: 'fichier',
    address: 'adresse',
    port: 'port',
    revision: 'révision',
    seen: 'ce que l’écran affichait',
    station: 'poste de saisie',
    'station-name': 'nom du poste',
    'station-role': 'rôle du poste',
    'table-code': 'code de la feuille de match',
    phone: 'téléphone',
    proposal: 'proposition',
  },

  rule: {
    required: () => 'obligatoire',
    'too-long': (limit) => `${limit} caractères au plus`,
    'control-characters': () => 'caractères de contrôle interdits',
    'invisible-characters': (character) =>
      character === undefined
        ? "caractères invisibles interdits (sens d'écriture inversé, espace sans largeur…) : retapez le texte au clavier"
        : `caractère invisible interdit (${character}) : il ne se voit pas, ou s'affiche comme un blanc ; retapez le texte au clavier, sans copier-coller`,
    'no-letter': () => 'ni lettre ni chiffre : écrivez le nom en lettres',
    'malformed-text': () => 'caractères invalides (texte mal encodé)',
    'not-a-number': () => 'un nombre est attendu',
    'not-an-integer': () => 'un nombre entier est attendu',
    'too-small': (limit) => `au moins ${bound(limit)}`,
    'too-big': (limit) => `${bound(limit)} au plus`,
    'not-positive': () => 'un nombre positif est attendu',
    'not-zero': () => 'un nombre autre que zéro est attendu',
    'date-format': () => 'date au format AAAA-MM-JJ (par exemple 2026-12-22)',
    'date-exists': () => "cette date n'existe pas",
    'file-name': () => 'donnez un nom au fichier',
    'bytes-expected': () => 'le contenu du fichier est attendu (des octets)',
    'file-too-large': (limit) => `fichier trop volumineux : ${limit} Mo au plus`,
    'file-empty': () => 'le fichier est vide',
    choice: (limit, options) =>
      options === undefined && limit === undefined
        ? 'valeur inconnue'
        : `au choix : ${String(limit ?? options?.join(', '))}`,
    'not-a-boolean': () => 'vrai ou faux',
    'unknown-field': (_limit, options) => `champ inconnu (${options?.join(', ') ?? ''})`,
    'too-many': (limit) => `${limit} au plus`,
    'too-few': (limit) => (limit === 1 ? 'au moins un' : `au moins ${limit}`),
    'game-pair': () => 'une manche est une paire de scores',
    'same-name-twice': (_limit, _options, subject) => `deux ${subject} portent le même nom`,
    'same-rating-twice': (_limit, _options, subject) => `deux ${subject} commencent à la même cote`,
    'birth-years-order': () => 'la première année de naissance doit précéder la seconde',
    'column-twice': (limit) =>
      `deux colonnes contiennent « ${fr.columnRole[limit as keyof typeof fr.columnRole] ?? limit} » : une seule le peut`,
    'fixed-table-ranks': (limit) =>
      `chaque ronde d'une table de ${limit} joueurs doit apparier les rangs 1 à ${limit} une fois chacun`,
    invalid: () => 'valeur invalide',
  },

  item: {
    players: (n) => `joueur ${n}`,
    games: (n) => `manche ${n}`,
    series: (n) => `série ${n}`,
    categories: (n) => `catégorie ${n}`,
  },

  input: 'saisie',

  columnRole: {
    name: 'nom',
    firstName: 'prénom',
    club: 'club',
    licence: 'licence',
    rating: 'cote',
    ratingType: 'type de cote',
    category: 'catégorie',
    birthYear: 'année de naissance',
    ignore: 'ignorer',
  },

  rejection: {
    'no-name': () => 'pas de nom',
    'bad-rating': (p) =>
      `cote illisible « ${p.value} » pour ${p.name} (un nombre entier de 0 à 5000, ou NC pour un non classé)`,
    'bad-type': (p) => `type de cote « ${p.value} » inconnu pour ${p.name} (PL ou PL*)`,
    'bad-birth-year': (p) => `année de naissance illisible « ${p.value} » pour ${p.name} (par exemple 1987)`,
    invalid: (p) => `${p.name} : ${p.issue === null ? 'illisible' : inputIssueText(p.issue, fr)}`,
    'invalid-characters': (p) => `caractères invalides pour ${p.name}`,
    'unseen-character': (p) => `caractère invisible (${p.character}) dans « ${p.name} »`,
    'too-long': (p) =>
      p.field === 'name'
        ? `nom de plus de ${p.limit} caractères : ${shortened(p.name)}`
        : `${fr.columnRole[p.field]} de plus de ${p.limit} caractères pour ${p.name}`,
    homonyms: (p) =>
      `${p.name} : plusieurs joueurs du répertoire portent ce nom, il faut la licence pour les distinguer`,
    'listed-twice': (p) => `${p.name} figure deux fois dans la liste (comme ${p.as})`,
  },

  ...fileWordsFr,
  ...seenWordsFr,
  warning: {
    'unusual-score': (p) => `Manche ${p.game} : ${p.score} points, score inhabituel`,
    'unusual-pair': (p) => `Manche ${p.game} : ${p.a} et ${p.b} points, deux scores au-dessus de 700`,
    'unusual-gap': (p) => `Manche ${p.game} : ${p.gap} points d'écart`,
  },

  recorded: (r, a, b) => {
    const name = (side: 'a' | 'b') => (side === 'a' ? a : b);
    const games = r.games.map(([x, y]) => `${x} – ${y}`).join(', ');
    if (r.forfeit !== null) return r.forfeit === 'both' ? 'double forfait' : `forfait de ${name(r.forfeit)}`;
    if (r.abandon !== null) return `${games} (abandon de ${name(r.abandon.by)})`;
    if (r.decisionAgainst !== null) return `${games} (décision contre ${name(r.decisionAgainst)})`;
    return games;
  },

  time: clockTime,

  fate: fateFr,

  backupFailed: (round, why) =>
    `Le résultat est enregistré, mais la sauvegarde automatique de la ronde ${round} n'a pas pu être écrite (${why}). Enregistrez une copie du tournoi.`,

  action: {
    create: 'Création',
    import: 'Import',
    'update-settings': 'Paramètres',
    'add-player': 'Inscription',
    'import-players': 'Import de joueurs',
    'edit-player': 'Modification de joueur',
    'remove-player': 'Désinscription',
    'withdraw-player': 'Retrait',
    'refresh-from-directory': 'Mise à jour depuis le répertoire',
    'mark-absent': 'Absence',
    'mark-present': 'Présence',
    'pair-round': 'Appariement',
    'repair-round': 'Nouvel appariement',
    'swap-players': 'Échange',
    'record-result': 'Résultat',
    'edit-result': 'Correction',
    'clear-result': 'Effacement',
    'start-clock': 'Pendule démarrée',
    'pause-clock': 'Pendule arrêtée',
    'resume-clock': 'Pendule relancée',
    'adjust-clock': 'Pendule ajustée',
    'reset-clock': 'Pendule remise à zéro',
    'open-final-phase': 'Ouverture de la phase finale',
    'cancel-final-phase': 'Suppression de la phase finale',
    undo: 'Annulation',
    redo: 'Rétablissement',
  },

  standingsTitle: (kind, after) =>
    ({
      before: 'Classement avant la ronde 1',
      provisional: `Classement provisoire après la ronde ${after}`,
      intermediate: `Classement intermédiaire après la ronde ${after}`,
      final: 'Classement final',
      'final-as-of': `Classement final arrêté après la ronde ${after}`,
    })[kind],

  list: listJoinedBy('et'),
  labelled: (label, text) => `${label} : ${text}`,
  problemSeparator: ' ; ',
};
