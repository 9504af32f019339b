/**
 * What a Sclassic file always holds and an imported document must too, beyond the engine's own
 * checks: every player of a round is in a match, absent, not yet entered or withdrawn, and the
 * formula gives X one match a round at most. (The engine accepts gaps, which its worked examples
 * use to set up a history; a tournament file never has one.)
 */
import { isWithdrawnFor, type PlayerRecord, type TournamentDocument } from '../../src-engine/index.ts';

export function roundGapsFr(
  document: TournamentDocument & { players: Array<PlayerRecord & { firstRound?: number }> },
): string[] {
  const problems: string[] = [];
  document.rounds.forEach((round, r) => {
    const number = r + 1;
    const absent = new Set(round.absent ?? []);
    const paired = new Set(round.matches.flatMap((m) => [m.a, m.b]));
    for (const player of document.players) {
      const away = absent.has(player.id) || (player.firstRound ?? 1) > number || isWithdrawnFor(player, number);
      if (!away && !paired.has(player.id)) {
        problems.push(
          `« ${player.id} » n'est ni absent ni retiré à la ronde ${number}, mais n'y est pas apparié : déclarez-le absent ou appariez-le`,
        );
      }
    }
    const xs = round.matches.filter((m) => m.b === null).length;
    if ((document.system ?? 'formula') === 'formula' && xs > 1) {
      problems.push(`le joueur fictif X est apparié ${xs} fois dans la ronde ${number} : une fois au plus`);
    }
  });
  return problems;
}
