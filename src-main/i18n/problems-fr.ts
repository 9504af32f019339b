/** The engine's problems, said in French. */
import type { Problem, ProblemCode } from '../../src-engine/index.ts';

type Params = Problem['params'];

const MESSAGES: Record<ProblemCode, (p: Params) => string> = {
  'unknown-preset': (p) => `règlement inconnu « ${p.name} » : choisir fisf, fisf-earlier ou fbs`,
  'duplicate-player-id': (p) => `l'identifiant « ${p.id} » est déjà celui d'un autre joueur`,
  'unknown-player': (p) => `joueur inconnu « ${p.id} » : il n'est pas dans la liste des joueurs`,
  'invalid-rating': (p) => `la cote de « ${p.id} » doit être un nombre positif ou nul`,
  'withdrawal-out-of-range': (p) => `un retrait après la ronde 0 à ${p.rounds} seulement (joueur « ${p.id} »)`,
  'paired-twice': (p) => `« ${p.id} » joue deux fois dans la ronde ${p.round}`,
  'paired-with-self': (p) => `« ${p.id} » ne peut pas jouer contre lui-même`,
  'absent-but-paired': (p) => `« ${p.id} » est déclaré absent de la ronde ${p.round} mais y est apparié`,
  'withdrawn-but-paired': (p) => `« ${p.id} » s'est retiré avant la ronde ${p.round} mais y est apparié`,
  'duplicate-absence': (p) => `« ${p.id} » est déclaré absent deux fois`,
  'conflicting-results': () =>
    `un match a un seul résultat : des manches, ou un forfait, ou un abandon, ou une décision arbitrale`,
  'result-needs-games': () => `un abandon ou une décision arbitrale se saisit avec les scores au moment des faits`,
  'forfeit-against-x': () => `le joueur fictif X perd toujours : pas de forfait à saisir contre X`,
  'result-against-x': () => `un match contre le joueur fictif X n'a pas de score`,
  'invalid-game-count': (p) =>
    `${p.count} manche(s) saisie(s) : un match se joue en une manche, ou en deux manches gagnantes (2 manches si le même joueur gagne les deux premières, 3 sinon ; ${p.expected} attendue(s) ici)`,
  'starter-not-in-match': (p) => `« ${p.id} » ne joue pas ce match et ne peut pas le commencer`,
  'missing-results': (p) => `résultat manquant : ronde ${p.round}, table ${p.table}`,
  'odd-field-without-x': (p) =>
    `${p.players} joueurs présents à la ronde ${p.round} et un règlement sans joueur fictif X : il faut un nombre pair de joueurs (déclarez un absent ou inscrivez un joueur)`,
};

/** The problem and where it is in the document: for documents (the engine CLI, imports). */
export function problemFr(problem: Problem): string {
  return `${problem.path} : ${MESSAGES[problem.code](problem.params)}`;
}

/** The problem alone, as a sentence for the director. */
export function problemMessageFr(problem: Problem): string {
  const message = MESSAGES[problem.code](problem.params);
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}
