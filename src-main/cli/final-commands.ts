/**
 * The final phase at the command line: `sclassic final FILE --players 2|4 [--best-of-three|--single-game]
 * [--third-place] [--count-classic-game]` opens it, `sclassic final FILE` shows it, `--cancel`
 * removes it. Its matches are entered with `sclassic result` like any round's.
 */
import { formatFinalPhase } from './format.ts';
import { integer, json, print, type Subcommand } from './subcommand.ts';
import { UsageError } from './usage-error.ts';

const OPENING_OPTIONS = ['best-of-three', 'single-game', 'third-place', 'count-classic-game'] as const;

export const FINAL_COMMANDS = {
  final: {
    usage:
      'sclassic final FICHIER --players 2|4 [--best-of-three|--single-game] [--third-place] [--count-classic-game]   ouvre la phase finale\n' +
      '        les 2 premiers en finale, ou les 4 premiers en demi-finales (1-4, 2-3) puis finale ; deux manches gagnantes par défaut\n' +
      '        --third-place         un match pour la 3e place entre les perdants des demi-finales\n' +
      '        --count-classic-game  des finalistes déjà opposés dans la phase classique reprennent cette partie comme manche 1\n' +
      'sclassic final FICHIER [--json]      montre la phase finale (ou qui la jouerait)\n' +
      'sclassic final FICHIER --cancel      supprime la phase finale et ses résultats (sclassic undo la remet)',
    command: 'openFinalPhase',
    options: {
      players: { type: 'string' },
      'best-of-three': { type: 'boolean' },
      'single-game': { type: 'boolean' },
      'third-place': { type: 'boolean' },
      'count-classic-game': { type: 'boolean' },
      cancel: { type: 'boolean' },
      ...json,
    },
    async run(call, { values: v }, out) {
      const opening = OPENING_OPTIONS.filter((option) => v[option] === true);
      if (v.cancel === true) {
        if (v.players !== undefined || opening.length > 0)
          throw new UsageError('--cancel supprime la phase finale : il ne prend pas les options d’ouverture');
        const view = await call('cancelFinalPhase', {});
        return print(out, v.json, view, () => `Phase finale supprimée.\n${formatFinalPhase(view)}`);
      }
      if (v.players === undefined) {
        if (opening.length > 0)
          throw new UsageError(
            `indiquez les joueurs de la phase finale : --players 2 ou --players 4 (avec --${opening[0]})`,
          );
        const view = await call('finalPhase', {});
        return print(out, v.json, view, () => formatFinalPhase(view));
      }
      if (v['best-of-three'] === true && v['single-game'] === true)
        throw new UsageError('--best-of-three ou --single-game : choisissez l’un des deux');
      // 2 or 4: the service says so for any other number, as the screen does.
      const players = integer(v.players, 'players') as 2 | 4;
      const view = await call('openFinalPhase', {
        players,
        bestOfThree: v['single-game'] !== true,
        thirdPlace: v['third-place'] === true,
        countClassicGame: v['count-classic-game'] === true,
      });
      print(out, v.json, view, () => formatFinalPhase(view));
    },
  },
} satisfies Record<string, Subcommand>;
