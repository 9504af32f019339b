/**
 * Several hands on one tournament, in French: the refusals of the arbiters' stations and of the
 * tables' phones, what became of a table's proposal, and how a table's result came in.
 */
import type { ProposalFate } from '../views/stations.ts';
import type { Catalogue } from './catalogue.ts';
import { clockTime } from './small-words.ts';

/** What became of a table's proposal. */
export function fateFr(f: ProposalFate): string {
  const at = `à ${clockTime(f.at)}`;
  return {
    validated: `validée par ${f.by ?? 'le directeur'} ${at}`,
    confirmed: `confirmée par deux téléphones ${at}`,
    dismissed: `écartée par ${f.by ?? 'le directeur'} ${at}`,
    entered: `le résultat de la table a été saisi${f.by === null ? '' : ` par ${f.by}`} ${at}`,
    expired: `la table a changé (ronde appariée à nouveau, ou échange de joueurs) ${at}`,
  }[f.how];
}

/**
 * How a table's result came in: « saisi par Arbitre 2 », « proposé par la table et validé par le
 * directeur », « confirmé par deux téléphones de la table » (feminine: « la table … déjà saisie »).
 */
export function enteredFr(p: { by: string | null; via?: 'validated' | 'confirmed' | null }, feminine: boolean): string {
  const e = feminine ? 'e' : '';
  if (p.via === 'confirmed') return `confirmé${e} par deux téléphones de la table`;
  if (p.via === 'validated') return `proposé${e} par la table et validé${e} par ${p.by ?? 'le directeur'}`;
  return `saisi${e}${p.by === null ? '' : ` par ${p.by}`}`;
}

type HandsCode =
  | 'stations-unavailable'
  | 'station-out'
  | 'station-unknown'
  | 'proposals-off'
  | 'table-code-unknown'
  | 'table-result-in'
  | 'proposal-gone'
  | 'proposals-full'
  | 'earlier-round';

export const handsFr: Pick<Catalogue['refusal'], HandsCode> = {
  'stations-unavailable': () =>
    "Les postes de saisie se lancent depuis l'application ou le mode navigateur (npm run serve -- FICHIER --stations), pas depuis la ligne de commande.",
  'station-out': () =>
    "Ce poste n'est pas admis, ou ne l'est plus : le directeur de tournoi l'a retiré, ou a coupé les postes de saisie. Rouvrez l'adresse du poste et demandez à rejoindre. Rien n'a été modifié.",
  'station-unknown': () =>
    "Ce poste ne demande plus à rejoindre, ou n'est plus là (il a déjà reçu une réponse, ou les postes de saisie ont été coupés). La liste est à jour.",
  'proposals-off': () =>
    "Ce tournoi ne prend pas de résultats proposés depuis les tables : l'arbitre saisit la feuille de match. (Le directeur l'active dans Paramètres.)",
  'table-code-unknown': () =>
    "Ce code de feuille de match n'ouvre aucune table en cours : la ronde est terminée, la table a changé, ou la feuille est d'une autre ronde. Remettez la feuille de match à l'arbitre.",
  'table-result-in': (p) =>
    `Le résultat de la table ${p.table} (ronde ${p.round}) est déjà saisi : il n'y a plus rien à proposer. En cas d'erreur, voyez l'arbitre.`,
  'proposal-gone': (p) =>
    `Cette proposition n'attend plus${p.fate === null ? '' : ` : ${fateFr(p.fate)}`}. La liste est à jour.`,
  'proposals-full': (p) =>
    `Déjà ${p.waiting} propositions différentes en attente : un arbitre doit les régler avant d'en recevoir d'autres.`,
  'earlier-round': (p) =>
    `Un poste de saisie saisit et corrige les résultats de la ronde en cours (ronde ${p.current}) : la ronde ${p.round} se corrige au poste du directeur de tournoi, qui en voit les conséquences sur les rondes appariées depuis. Rien n'a été modifié.`,
};
