/**
 * Why Electron's download failed, said in French from what the downloader left behind (its
 * output, and the network errors download-cause.ts recorded), then what can be done: the fix for
 * that cause when there is one, browser mode, the zip put by hand in Electron's cache folder, or
 * another server. No stack trace, no English of the downloader's unless nothing else is known.
 */
import type { Artifact } from './electron-download.ts';

/** A network error as Node's HTTP client reported it during the download. */
export interface NetworkCause {
  code?: string;
  syscall?: string;
  host?: string;
  message?: string;
}

const TLS_CODES = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_HAS_EXPIRED',
  'CERT_UNTRUSTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);
const NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME']);
const NO_ANSWER = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN']);
const CUT = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** A host as the channels name it: "github.com", or an origin "https://github.com". */
function hostOf(name: string | undefined, fallback: string): string {
  if (name === undefined || name === '') return fallback;
  try {
    return name.includes('://') ? new URL(name).host : name;
  } catch {
    return name;
  }
}

interface Said {
  cause: string;
  /** The fix for this cause, when there is one, before the general ways out. */
  fix?: string;
}

function fromNetwork(cause: NetworkCause, host: string, proxy: string | null): Said {
  const code = cause.code ?? '';
  const through = proxy === null ? '' : ` (par le proxy ${proxy})`;
  // « Proxy response (407) !== 200 when HTTP Tunneling » (https), « Proxy Authentication Required (407) » (http).
  const proxyStatus = /Proxy[^(]*\((\d{3})\)/.exec(cause.message ?? '')?.[1];
  if (proxyStatus !== undefined) return fromProxyStatus(Number(proxyStatus), proxy ?? '');
  if (TLS_CODES.has(code))
    return {
      cause: `le certificat présenté au nom de ${host} n'est pas reconnu : un proxy d'entreprise ou un antivirus inspecte les connexions de cette machine`,
      fix: "mettez le chemin du certificat de ce proxy (demandez-le à qui gère le réseau) dans la variable d'environnement NODE_EXTRA_CA_CERTS, puis relancez npm start",
    };
  if (NOT_FOUND.has(code))
    return {
      cause: `l'adresse ${host} est introuvable${through} : cette machine n'a pas accès à Internet, ou son serveur de noms (DNS) ne répond pas`,
    };
  if (code === 'ECONNREFUSED')
    return {
      cause: `la connexion à ${host} a été refusée${through} : un pare-feu la bloque, ou le serveur est arrêté`,
    };
  if (NO_ANSWER.has(code))
    return { cause: `${host} ne répond pas${through} : pas d'accès à Internet, ou un pare-feu bloque la connexion` };
  if (CUT.has(code))
    return {
      cause: `la connexion à ${host} a été coupée en cours de route${through} : un pare-feu ou un proxy l'interrompt`,
    };
  return { cause: `la connexion à ${host} a échoué${through} (${code || 'erreur réseau'})` };
}

function fromProxyStatus(status: number, proxy: string): Said {
  if (status === 407)
    return {
      cause: `le proxy ${proxy} demande un identifiant (réponse 407)`,
      fix: "mettez l'identifiant dans l'adresse du proxy : npm config set https-proxy http://NOM:MOT-DE-PASSE@proxy:port, puis npm start",
    };
  return { cause: `le proxy ${proxy} a refusé la connexion (réponse ${status})` };
}

function fromHttp(status: number, url: string, artifact: Artifact, proxy: string | null): Said {
  if (status === 407) return fromProxyStatus(status, proxy ?? '');
  if (status === 404)
    return {
      cause: `le serveur n'a pas le fichier ${artifact.fileName} (réponse 404 pour ${url})`,
      fix: artifact.mirrored
        ? `vérifiez le miroir donné par ELECTRON_MIRROR : il doit contenir v${artifact.version}/${artifact.fileName}`
        : undefined,
    };
  if (status === 403 || status === 429)
    return {
      cause: `le serveur refuse pour le moment le téléchargement (réponse ${status}) : trop de téléchargements depuis cette adresse`,
      fix: 'relancez npm start dans une heure',
    };
  return { cause: `le serveur a répondu ${status} pour ${url}` };
}

function causeOf(
  failure: { causes: NetworkCause[]; output: string },
  artifact: Artifact,
  proxy: string | null,
  folder: string,
): Said {
  const { output } = failure;
  if (/\bENOSPC\b/.test(output))
    return {
      cause: `le disque est plein (Electron occupe environ 300 Mo, dans ${folder} et dans ${artifact.cacheFolder})`,
      fix: 'libérez de la place sur ce disque, puis relancez npm start',
    };
  if (/\b(EACCES|EPERM|EROFS)\b/.test(output))
    return {
      cause: `Node n'a pas le droit d'écrire dans ${folder} ou dans ${artifact.cacheFolder}`,
      fix: 'lancez npm install puis npm start avec le compte qui a installé le projet',
    };
  if (/checksum/i.test(output))
    return {
      cause: 'le fichier téléchargé est abîmé (sa somme de contrôle ne correspond pas à celle du paquet electron)',
      fix: 'relancez npm start ; si cela se répète, le fichier vient d’un miroir qui ne donne pas le bon',
    };
  const http = /Response code (\d+) \([^)]*\) for (\S+)/.exec(output);
  if (http !== null) return fromHttp(Number(http[1]), http[2] ?? artifact.url, artifact, proxy);
  const network = failure.causes.find((c) => c.code !== undefined || c.message !== undefined);
  if (network !== undefined) return fromNetwork(network, hostOf(network.host, new URL(artifact.url).host), proxy);
  const last = output.trim().split('\n').at(-1)?.trim();
  return { cause: `le téléchargement a échoué${last ? ` (le téléchargeur dit : « ${last.slice(0, 200)} »)` : ''}` };
}

/** The message of a failed download: its cause, then what can be done, one line each. */
export function explainFailure(
  failure: { causes: NetworkCause[]; output: string },
  artifact: Artifact,
  proxy: string | null,
  folder: string,
  kind: 'failed' | 'not-unpacked' = 'failed',
): string {
  const said: Said =
    kind === 'not-unpacked'
      ? {
          cause: `le téléchargement s'est terminé, mais le binaire n'est pas dans ${folder}`,
          fix: 'relancez npm start',
        }
      : causeOf(failure, artifact, proxy, folder);
  const network = failure.causes.length > 0 && said.fix === undefined;
  return [
    `Electron n'a pas pu être téléchargé : ${said.cause}.`,
    ...(said.fix === undefined ? [] : [`Pour y remédier : ${said.fix}.`]),
    ...(network && proxy === null
      ? ['Derrière un proxy : npm config set https-proxy http://proxy:port, puis npm start.']
      : []),
    'Pour diriger un tournoi dès maintenant, sans Electron, dans le navigateur : npm run serve',
    `Sur une machine sans Internet : prenez ${artifact.url} sur une machine qui y a accès, copiez-le dans ${artifact.cacheFolder} (tel quel, sans le décompresser), puis relancez npm start.`,
    "Depuis un autre serveur : mettez l'adresse d'un miroir d'Electron dans la variable d'environnement ELECTRON_MIRROR, puis relancez npm start.",
  ].join('\n');
}
