/** What is wrong with a file (a tournament, the directory of players, a players file), in French. */
import type { FileProblem, LatestBackup } from '../refusals.ts';
import type { FileWords } from './catalogue.ts';

type Damage = Extract<FileProblem, { reason: 'damaged' }>;

/** What each table of a tournament file holds, « the … » and « of the … », for a damage's words. */
const SECTIONS: Record<string, readonly [string, string]> = {
  tournament: ['les paramètres du tournoi', 'des paramètres du tournoi'],
  players: ['la liste des joueurs', 'de la liste des joueurs'],
  rounds: ['la liste des rondes', 'de la liste des rondes'],
  absences: ['les absences', 'des absences'],
  matches: ['les appariements', 'des appariements'],
  games: ['les scores', 'des scores'],
  round_clocks: ['les pendules des rondes', 'des pendules des rondes'],
  final_phase: ['la phase finale', 'de la phase finale'],
  change_log: ["l'historique des modifications", "de l'historique des modifications"],
  content_sums: ['ses sommes de contrôle', 'de ses sommes de contrôle'],
};
const section = (table: string | undefined) => SECTIONS[table ?? ''] ?? (['sa structure', 'de sa structure'] as const);

/** The parts another program spoils while the pages stay sound (a program, not the disk). */
const FACT_PARTS: ReadonlySet<Damage['part']> = new Set(['schema', 'settings', 'players', 'results', 'log', 'content']);

/** What to do with a damaged file: open its latest backup, named when one was found. */
function openBackup(p: LatestBackup): string {
  if (p.backup === undefined) return 'Ouvrez la dernière sauvegarde du dossier « sauvegardes » à côté du fichier.';
  if (p.backup === null)
    return "Aucune sauvegarde n'a été trouvée à côté du fichier : ouvrez une copie du tournoi si vous en avez une.";
  return `Ouvrez sa dernière sauvegarde : « ${p.backup} ».`;
}

function readOnly(path: string, p: Extract<FileProblem, { reason: 'opened-read-only' }>): string {
  const older =
    p.olderVersion === undefined
      ? ''
      : ` Il vient d'une version antérieure de Sclassic (format ${p.olderVersion}) : il est affiché tel quel, sans être mis à jour ; la copie le sera.`;
  return p.cause === 'file'
    ? `Ce fichier est en lecture seule (« ${path} ») : Sclassic l'a ouvert pour le consulter, rien n'a été enregistré.${older} Pour le modifier, enregistrez-en une copie et ouvrez la copie, ou retirez sa protection en écriture (ses propriétés) puis rouvrez-le.`
    : `Le dossier de ce fichier est en lecture seule (« ${path} ») : Sclassic l'a ouvert pour le consulter, rien n'a été enregistré.${older} Pour le modifier, enregistrez-en une copie dans un dossier où vous pouvez écrire et ouvrez la copie.`;
}

export const fileWordsFr: FileWords = {
  file: (path, p) => {
    switch (p.reason) {
      case 'missing':
        return `Le fichier « ${path} » n'existe pas. Vérifiez le chemin.`;
      case 'not-a-file':
        return `« ${path} » est un dossier, pas un fichier de tournoi.`;
      case 'empty':
        return `Le fichier « ${path} » est vide : ce n'est pas un tournoi Sclassic. Ouvrez une sauvegarde ou une copie du tournoi.`;
      case 'not-sqlite':
        return `Le fichier « ${path} » n'est pas un tournoi Sclassic (son contenu n'est pas une base de données). Vérifiez que vous ouvrez le bon fichier.`;
      case 'truncated':
        return `Le fichier « ${path} » est tronqué (${p.actual} octets sur ${p.expected}) : il a été mal copié ou mal reçu. Ouvrez une sauvegarde ou demandez une nouvelle copie.`;
      case 'other-application':
        return `Le fichier « ${path} » est une base de données d'une autre application, pas un tournoi Sclassic.`;
      case 'newer-version':
        return `Le fichier « ${path} » a été enregistré par une version plus récente de Sclassic (format ${p.version}, cette version lit jusqu'au format ${p.supported}). Mettez Sclassic à jour pour l'ouvrir.`;
      case 'corrupt':
        return `Le fichier « ${path} » est endommagé : une partie de son contenu est illisible. Rien n'a été modifié. ${openBackup(p)}`;
      case 'locked':
        return `Ce tournoi est déjà ouvert dans une autre fenêtre (« ${path} »). Fermez-le là-bas avant de l'ouvrir ici.`;
      case 'exists':
        return `Le fichier « ${path} » existe déjà. Choisissez un autre nom pour ne rien écraser.`;
      case 'unwritable':
        return `Impossible d'écrire « ${path} » (${p.detail}). Choisissez un dossier où vous avez le droit d'écrire.`;
      case 'special-file':
        return `« ${path} » n'est pas un fichier ordinaire (c'est un tube, un périphérique ou un lien vers l'un d'eux) : Sclassic n'y lit ni n'y écrit rien. Choisissez un fichier.`;
      case 'unreadable':
        return `Sclassic n'a pas le droit de lire « ${path} ». Demandez l'accès à ce fichier (ses propriétés, onglet Sécurité), ou copiez-le dans vos documents et ouvrez la copie.`;
      case 'read-only':
        return `Le fichier « ${path} » est en lecture seule : rien n'a été enregistré. Retirez sa protection en écriture (ses propriétés), ou enregistrez une copie dans un dossier où vous pouvez écrire.`;
      case 'folder-read-only':
        return `Le dossier de « ${path} » est en lecture seule : rien n'a été enregistré. Choisissez un dossier où vous pouvez écrire (vos documents, par exemple) ; pour un tournoi, copiez-le là et ouvrez la copie.`;
      case 'missing-folder':
        return `Le dossier de « ${path} » n'existe pas. Vérifiez le chemin, ou créez d'abord le dossier.`;
      case 'name-too-long':
        return `Le nom « ${path} » est trop long pour le disque. Choisissez un nom plus court.`;
      case 'disk-full':
        return `Le disque de « ${path} » est plein : rien n'a été enregistré. Libérez de la place (ou choisissez un autre disque), puis recommencez.`;
      case 'io-error':
        return `Le disque n'a pas pu lire ou écrire « ${path} » (${p.detail}) : rien n'a été enregistré. Vérifiez que le disque ou la clé USB est toujours branché, puis recommencez.`;
      case 'sclassic-file':
        return `« ${path} » est un fichier de Sclassic (un tournoi, une sauvegarde, ou un nom en .sclassic) : un document ne le remplace jamais. Choisissez un autre nom, par exemple classement.pdf.`;
      case 'damaged': {
        const cause = FACT_PARTS.has(p.part) ? ', sans doute par un autre programme' : '';
        return `Le fichier « ${path} » est endommagé : ${fileWordsFr.damagedPart(p)}${cause}. Rien n'a été modifié. ${openBackup(p)}`;
      }
      case 'opened-read-only':
        return readOnly(path, p);
    }
  },

  damagedPart: (p) => {
    switch (p.part) {
      case 'schema':
        return `il lui manque ${section(p.table)[0]}, en tout ou en partie`;
      case 'settings':
        return 'les paramètres du tournoi sont illisibles';
      case 'players':
        return 'la liste des joueurs contient une valeur invalide';
      case 'results':
        return `un score de la ronde ${p.round ?? '?'}, table ${p.tableNumber ?? '?'}, n'est pas un nombre entier`;
      case 'log':
        return "l'historique des modifications est illisible";
      case 'content':
        return 'ses rondes et ses résultats ne se tiennent pas';
      case 'pages':
        return `une partie ${section(p.table)[1]} est illisible (le disque, ou une copie interrompue, l'a abîmé)`;
      case 'altered':
        return `le contenu ${section(p.table)[1]} n'est plus celui que Sclassic a enregistré (un autre programme ou le disque l'a modifié)`;
      case 'version':
        return `son en-tête annonce le format ${p.version ?? '?'}, mais son contenu n'est pas celui de ce format`;
    }
  },

  fileReason: (p) => {
    switch (p.reason) {
      case 'missing':
        return "le fichier n'existe pas";
      case 'not-a-file':
        return "c'est un dossier";
      case 'special-file':
        return "ce n'est pas un fichier ordinaire";
      case 'empty':
        return 'le fichier est vide';
      case 'not-sqlite':
      case 'other-application':
        return "ce n'est pas un tournoi Sclassic";
      case 'locked':
        return 'le tournoi est ouvert dans une autre fenêtre';
      case 'exists':
        return 'le fichier existe déjà';
      case 'unreadable':
        return 'accès refusé';
      case 'read-only':
        return 'le fichier est en lecture seule';
      case 'folder-read-only':
        return 'le dossier est en lecture seule';
      case 'missing-folder':
        return "le dossier n'existe pas";
      case 'name-too-long':
        return 'le nom est trop long';
      case 'disk-full':
        return 'le disque est plein';
      case 'sclassic-file':
        return 'ce serait remplacer un fichier de Sclassic';
      case 'truncated':
        return 'le fichier est tronqué';
      case 'newer-version':
        return 'le fichier vient d’une version plus récente';
      case 'corrupt':
        return 'le fichier est endommagé';
      case 'damaged':
        return `le fichier est endommagé : ${fileWordsFr.damagedPart(p)}`;
      case 'io-error':
        return `erreur du disque (${p.detail})`;
      case 'unwritable':
        return `écriture impossible (${p.detail})`;
      case 'opened-read-only':
        return p.cause === 'file' ? 'le fichier est en lecture seule' : 'le dossier est en lecture seule';
    }
  },

  directoryFile: (path, p) => {
    const refused = `Le répertoire des joueurs « ${path} »`;
    const leftAlone = "Il n'a pas été modifié : déplacez-le ou renommez-le pour que Sclassic en crée un nouveau.";
    switch (p.reason) {
      case 'not-a-file':
        return `${refused} est un dossier, pas un fichier. ${leftAlone}`;
      case 'empty':
      case 'not-sqlite':
      case 'other-application':
        return `${refused} n'est pas un répertoire Sclassic (c'est un autre fichier). ${leftAlone}`;
      case 'truncated':
        return `${refused} est tronqué (${p.actual} octets sur ${p.expected}). ${leftAlone}`;
      case 'newer-version':
        return `${refused} a été enregistré par une version plus récente de Sclassic (format ${p.version}, cette version lit jusqu'au format ${p.supported}). Mettez Sclassic à jour.`;
      case 'corrupt':
        return `${refused} est endommagé. ${leftAlone}`;
      case 'locked':
        return `${refused} est occupé par un autre programme Sclassic. Réessayez dans un instant.`;
      case 'unwritable':
        return `Impossible de créer ou d'écrire le répertoire des joueurs « ${path} » (${p.detail}). Vérifiez les droits du dossier.`;
      case 'missing':
      case 'exists':
      case 'missing-folder':
      case 'name-too-long':
        return `${refused} est introuvable.`;
      case 'special-file':
        return `${refused} n'est pas un fichier ordinaire (un tube, un périphérique…). ${leftAlone}`;
      case 'unreadable':
        return `Sclassic n'a pas le droit de lire le répertoire des joueurs « ${path} ». Vérifiez les droits du fichier.`;
      case 'read-only':
      case 'folder-read-only':
      case 'opened-read-only':
        return `Le répertoire des joueurs « ${path} » est en lecture seule : rien n'a été enregistré. Vérifiez les droits du fichier et de son dossier.`;
      case 'disk-full':
        return `Le disque du répertoire des joueurs « ${path} » est plein : rien n'a été enregistré. Libérez de la place, puis recommencez.`;
      case 'io-error':
        return `Le disque n'a pas pu lire ou écrire le répertoire des joueurs « ${path} » (${p.detail}). Recommencez dans un instant.`;
      case 'sclassic-file':
        return `${refused} ne peut pas être remplacé.`;
      case 'damaged':
        return `${refused} est endommagé. ${leftAlone}`;
    }
  },

  playerFile: (fileName, p) => {
    switch (p.reason) {
      case 'empty':
        return `« ${fileName} » est vide.`;
      case 'old-excel':
        return `« ${fileName} » est un classeur Excel 97-2003 (.xls) : enregistrez-le au format .xlsx ou CSV.`;
      case 'opendocument':
        return `« ${fileName} » est un classeur OpenDocument : enregistrez-le au format .xlsx ou CSV.`;
      case 'bad-workbook':
        return `« ${fileName} » n'a pas pu être lu comme un classeur Excel (.xlsx) : enregistrez-le à nouveau en .xlsx ou en CSV.`;
      case 'no-rows':
        return `« ${fileName} » ne contient aucune ligne.`;
      case 'cannot-split':
        return `« ${fileName} » n'a pas pu être découpé en colonnes (${p.detail}).`;
      case 'unknown':
        return `« ${fileName} » n'a pas pu être lu comme une liste de joueurs (${p.detail}).`;
      case 'too-large':
        return `« ${fileName} » se décompresse en plus de ${p.limit} Mo : ce n'est pas une liste de joueurs (un classeur de 20 000 joueurs en fait 6). Vérifiez le fichier, ou enregistrez la liste en CSV.`;
      case 'too-many-rows':
        return `« ${fileName} » a plus de ${p.limit.toLocaleString('fr-FR')} lignes : ce n'est pas une liste de joueurs. Vérifiez le fichier.`;
      case 'cell-too-long':
        return `« ${fileName} », ligne ${p.line} : une case de plus de ${p.limit.toLocaleString('fr-FR')} caractères, ce n'est pas une liste de joueurs. Vérifiez le fichier.`;
      case 'too-many-columns':
        return `« ${fileName} », ligne ${p.line} : plus de ${p.limit.toLocaleString('fr-FR')} colonnes, ce n'est pas une liste de joueurs (elle en a une par renseignement : nom, club, cote…). Supprimez les colonnes en trop dans le tableur, puis enregistrez la liste à nouveau.`;
      case 'too-many-cells':
        return `« ${fileName} » s'étend sur ${p.rows.toLocaleString('fr-FR')} lignes et ${p.columns.toLocaleString('fr-FR')} colonnes, plus de ${p.limit.toLocaleString('fr-FR')} cases : ce n'est pas une liste de joueurs. Supprimez les lignes et les colonnes en trop dans le tableur, puis enregistrez la liste à nouveau.`;
    }
  },
};
