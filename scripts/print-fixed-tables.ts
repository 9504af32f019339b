/**
 * `npm run tables`: prints every fixed opening table with each player's opponents and the
 * balance of their initial ranks (the sum of the opponents' ranks against the ideal).
 */
import {
  FISF_EARLIER_EIGHT,
  FISF_EIGHT,
  type FixedTable,
  opponentRankSums,
  SCLASSIC_TEN_TO_SIXTEEN,
} from '../src-engine/index.ts';

function printTable(title: string, table: FixedTable, fieldSize: number): void {
  const lines: string[] = [`${title} — ${fieldSize} joueurs (X compris), ${table.length} rondes`];
  table.forEach((round, r) => {
    lines.push(`  ronde ${r + 1} : ${round.map(([a, b]) => `${a}-${b}`).join('  ')}`);
  });
  const ideal = (table.length * (fieldSize + 1)) / 2;
  const sums = opponentRankSums(table, fieldSize);
  lines.push(`  équilibre : somme des rangs des adversaires (idéal ${ideal})`);
  for (let player = 1; player <= fieldSize; player++) {
    const opponents = table.map((round) => {
      const pair = round.find(([a, b]) => a === player || b === player);
      return pair ? (pair[0] === player ? pair[1] : pair[0]) : 0;
    });
    const sum = sums[player - 1] ?? 0;
    const gap = sum - ideal;
    lines.push(
      `    ${String(player).padStart(2)} : ${opponents.map((o) => String(o).padStart(2)).join(' ')}  = ${String(sum).padStart(2)}  (${gap >= 0 ? '+' : ''}${gap})`,
    );
  }
  const worst = Math.max(...sums.map((s) => Math.abs(s - ideal)));
  lines.push(`  écart maximal à l'idéal : ${worst}`, '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

printTable('fisf (texte 000 §6.2.1)', FISF_EIGHT, 8);
printTable('fisf-earlier (texte 001 §6.2.1)', FISF_EARLIER_EIGHT, 8);
for (const [size, table] of Object.entries(SCLASSIC_TEN_TO_SIXTEEN)) {
  printTable('Sclassic, 9 à 16 joueurs (fisf et fisf-earlier)', table, Number(size));
}
