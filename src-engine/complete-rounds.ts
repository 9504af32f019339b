/**
 * What a tournament file always holds, beyond what the engine needs to read a document: every
 * player of a round is in a match, absent, not yet entered or withdrawn, and the formula gives X
 * one match a round at most. (The engine accepts gaps, which its worked examples use to set up a
 * history; a tournament run by the director never has one, so an imported document must not either.)
 */
import type { PlayerRecord, TournamentDocument } from './model.ts';
import type { Problem } from './problems.ts';
import { isWithdrawnFor } from './tournament.ts';

export function checkRoundsComplete(
  document: Omit<TournamentDocument, 'players'> & { players: ReadonlyArray<PlayerRecord & { firstRound?: number }> },
): Problem[] {
  const problems: Problem[] = [];
  document.rounds.forEach((round, r) => {
    const number = r + 1;
    const absent = new Set(round.absent ?? []);
    const paired = new Set(round.matches.flatMap((m) => [m.a, m.b]));
    document.players.forEach((player, i) => {
      const away = absent.has(player.id) || (player.firstRound ?? 1) > number || isWithdrawnFor(player, number);
      if (!away && !paired.has(player.id))
        problems.push({ path: `players[${i}]`, code: 'unpaired-player', params: { id: player.id, round: number } });
    });
    const xs = round.matches.filter((m) => m.b === null).length;
    if ((document.system ?? 'formula') === 'formula' && xs > 1)
      problems.push({ path: `rounds[${r}]`, code: 'x-paired-twice', params: { round: number, count: xs } });
  });
  return problems;
}
