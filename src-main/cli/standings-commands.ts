/**
 * What the results add up to, read on the terminal: `standings` (general, or of one series or
 * category), a player's `history`, the `crosstable` and the rating estimate (`ratings`).
 */
import {
  formatCategoryStandings,
  formatCrosstable,
  formatHistory,
  formatRatingReport,
  formatStandings,
} from './format.ts';
import { answering, integer, json, namedPlayer, print, reading, type Subcommand, text } from './subcommand.ts';

export const STANDINGS_COMMANDS = {
  standings: {
    usage: 'sclassic standings FICHIER [--after R] [--final] [--category SÉRIE|CATÉGORIE] [--json]',
    command: 'standings',
    options: { after: { type: 'string' }, final: { type: 'boolean' }, category: { type: 'string' }, ...json },
    async run(call, { values: v }, out) {
      const after = integer(v.after, 'after');
      const view = await call('standings', {
        ...(after === undefined ? {} : { after }),
        final: v.final === true,
        ...(v.category === undefined ? {} : { category: text(v.category) }),
      });
      // The title says whether the standings are final, as of an earlier round, or provisional.
      const { roundsPaired } = await call('show', {});
      const ranking = view.category;
      if (ranking === undefined) return print(out, v.json, view, () => formatStandings(view, roundsPaired));
      print(out, v.json, ranking, () => formatCategoryStandings(view, ranking, roundsPaired));
    },
  },
  history: answering({
    usage: 'sclassic history FICHIER JOUEUR [--json]',
    command: 'playerHistory',
    input: ({ positionals: [, player] }) => ({ player: namedPlayer(player) }),
    text: formatHistory,
  }),
  crosstable: reading('sclassic crosstable FICHIER [--json]', 'crosstable', formatCrosstable),
  ratings: reading('sclassic ratings FICHIER [--json]', 'ratingReport', formatRatingReport),
} satisfies Record<string, Subcommand>;
