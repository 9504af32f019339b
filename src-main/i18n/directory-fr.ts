/** Why the directory of players could not be used, said in French with what to do. */
import type { StoreError } from '../store/store-error.ts';

export function directoryErrorFr(error: StoreError): string {
  const p = error.params;
  const refused = `Le répertoire des joueurs « ${p.path} »`;
  const leftAlone = "Il n'a pas été modifié : déplacez-le ou renommez-le pour que Sclassic en crée un nouveau.";
  switch (error.code) {
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
      return `${refused} est endommagé (${p.detail}). ${leftAlone}`;
    case 'locked':
      return `${refused} est occupé par un autre programme Sclassic. Réessayez dans un instant.`;
    case 'unwritable':
      return `Impossible de créer ou d'écrire le répertoire des joueurs « ${p.path} » (${p.detail}). Vérifiez les droits du dossier.`;
    case 'missing':
    case 'exists':
      return `${refused} est introuvable (${error.code}).`;
  }
}
