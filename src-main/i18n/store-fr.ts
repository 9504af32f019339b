/** Why a file was refused, said in French with what to do. */
import type { StoreError } from '../store/store-error.ts';

export function storeErrorFr(error: StoreError): string {
  const p = error.params;
  switch (error.code) {
    case 'missing':
      return `Le fichier « ${p.path} » n'existe pas. Vérifiez le chemin.`;
    case 'not-a-file':
      return `« ${p.path} » est un dossier, pas un fichier de tournoi.`;
    case 'empty':
      return `Le fichier « ${p.path} » est vide : ce n'est pas un tournoi Sclassic. Ouvrez une sauvegarde ou une copie du tournoi.`;
    case 'not-sqlite':
      return `Le fichier « ${p.path} » n'est pas un tournoi Sclassic (son contenu n'est pas une base de données). Vérifiez que vous ouvrez le bon fichier.`;
    case 'truncated':
      return `Le fichier « ${p.path} » est tronqué (${p.actual} octets sur ${p.expected}) : il a été mal copié ou mal reçu. Ouvrez une sauvegarde ou demandez une nouvelle copie.`;
    case 'other-application':
      return `Le fichier « ${p.path} » est une base de données d'une autre application, pas un tournoi Sclassic.`;
    case 'newer-version':
      return `Le fichier « ${p.path} » a été enregistré par une version plus récente de Sclassic (format ${p.version}, cette version lit jusqu'au format ${p.supported}). Mettez Sclassic à jour pour l'ouvrir.`;
    case 'corrupt':
      return `Le fichier « ${p.path} » est endommagé (${p.detail}). Ouvrez la dernière sauvegarde du dossier « sauvegardes » à côté du fichier.`;
    case 'locked':
      return `Ce tournoi est déjà ouvert dans une autre fenêtre (« ${p.path} »). Fermez-le là-bas avant de l'ouvrir ici.`;
    case 'exists':
      return `Le fichier « ${p.path} » existe déjà. Choisissez un autre nom pour ne rien écraser.`;
    case 'unwritable':
      return `Impossible d'écrire « ${p.path} » (${p.detail}). Choisissez un dossier où vous avez le droit d'écrire.`;
  }
}
