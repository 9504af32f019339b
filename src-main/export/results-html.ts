/**
 * A standalone HTML results page a club can put on its website: no script, nothing fetched
 * (inline CSS, system fonts), a table that scrolls sideways on a phone, printable.
 */

import { frenchNumber, NEWCOMER_LABEL, RULESET_LABELS, ratingText } from '../contract/helpers.ts';
import {
  type CrosstableView,
  crosstableCellText,
  endingLegend,
  linesNumbered,
  type TournamentSummary,
} from '../contract/views.ts';
import { finalPhaseLines } from './final-phase-lines.ts';
import type { ResultsExport, ResultsExportRow } from './results-export.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/** 2026-12-22 → 22/12/2026. */
function frenchDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

function pdepText(pdep: number, tournament: TournamentSummary): string {
  const signed = tournament.ruleset.pdep.kind === 'score-difference' && pdep > 0;
  return `${signed ? '+' : ''}${frenchNumber(pdep)}`;
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;padding:1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif;color:#1a1a1a;background:#fff;line-height:1.4}
main{max-width:70rem;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
h3{font-size:1rem;margin:1rem 0 .4rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0 0 1rem}
dl.facts dt{font-weight:600;color:#444}
dl.facts dd{margin:0}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{padding:.3rem .5rem;border-bottom:1px solid #d6d6d6;text-align:left;white-space:nowrap}
th{background:#eef1f5;font-weight:600}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
td.cell,th.cell{text-align:center;font-variant-numeric:tabular-nums}
td.win{font-weight:600}
td.off{color:#777}
td.name{font-weight:600;white-space:normal;min-width:8rem}
tr.withdrawn td{color:#666}
tr.withdrawn td.name{font-weight:normal}
.ret{font-style:italic}
tbody tr:nth-child(even){background:#f8f9fb}
.note{font-size:.85rem;color:#444;margin-top:1.5rem}
.note p{margin:.3rem 0}
footer{font-size:.8rem;color:#666;margin-top:1rem}
@media (max-width:40rem){body{padding:.5rem}h1{font-size:1.25rem}table{font-size:.85rem}th,td{padding:.25rem .35rem}}
@media print{body{padding:0;font-size:10pt}.scroll{overflow:visible}tbody tr:nth-child(even){background:none}th{background:none;border-bottom:1.5px solid #000}tr{break-inside:avoid}thead{display:table-header-group}h2{break-after:avoid}}
`;

function rankLabel(row: { rank: number; shared: boolean }): string {
  return `${row.rank}${row.shared ? '=' : ''}`;
}

function factsList(data: ResultsExport): string {
  const t = data.tournament;
  const withdrawn = data.rows.filter((r) => r.withdrawn).length;
  const facts: Array<[string, string]> = [
    ['Date', frenchDate(t.date)],
    ...(t.place ? [['Lieu', t.place] as [string, string]] : []),
    ['Règlement', RULESET_LABELS[t.ruleset.name]],
    ['Rondes', String(t.roundsPaired)],
    ['Joueurs', `${t.players}${withdrawn > 0 ? ` (dont ${plural(withdrawn, 'retiré')})` : ''}`],
    [
      'Cadence',
      `${t.minutes} minutes par joueur, ${t.bestOfThree ? 'matchs en deux manches gagnantes' : 'matchs en une manche'}`,
    ],
  ];
  return `<dl class="facts">\n${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('\n')}\n</dl>`;
}

function nameCell(name: string, withdrawn: boolean): string {
  return `<td class="name">${escapeHtml(name)}${withdrawn ? ' <span class="ret">(retiré)</span>' : ''}</td>`;
}

function rankingTable(data: ResultsExport, showAfter: boolean): string {
  const head = ['Rang', 'Nom', 'Club', 'Cote', 'PM', 'PPM', 'Pdep', ...(showAfter ? ['Cote après*'] : [])];
  const numeric = new Set(['Rang', 'Cote', 'PM', 'PPM', 'Pdep', 'Cote après*']);
  const row = (r: ResultsExportRow): string =>
    [
      `<tr${r.withdrawn ? ' class="withdrawn"' : ''}>`,
      `<td class="num">${escapeHtml(rankLabel(r))}</td>`,
      nameCell(r.name, r.withdrawn),
      `<td>${escapeHtml(r.club)}</td>`,
      `<td class="num">${escapeHtml(ratingText(r.rating))}</td>`,
      `<td class="num">${escapeHtml(frenchNumber(r.pm))}</td>`,
      `<td class="num">${r.ppm === null ? '' : escapeHtml(frenchNumber(r.ppm))}</td>`,
      `<td class="num">${escapeHtml(pdepText(r.pdep, data.tournament))}</td>`,
      ...(showAfter
        ? [`<td class="num">${r.ratingAfter === null ? '' : escapeHtml(frenchNumber(r.ratingAfter))}</td>`]
        : []),
      '</tr>',
    ].join('');
  return [
    '<h2>Classement final</h2>',
    '<div class="scroll"><table id="classement">',
    `<thead><tr>${head.map((h) => `<th scope="col"${numeric.has(h) ? ' class="num"' : ''}>${escapeHtml(h)}</th>`).join('')}</tr></thead>`,
    `<tbody>\n${data.rows.map(row).join('\n')}\n</tbody>`,
    '</table></div>',
  ].join('\n');
}

/** The final phase's matches: stage, players, score, who went through. */
function finalPhaseTable(data: ResultsExport): string {
  if (data.finalPhase === null) return '';
  const head = ['Match', 'Joueurs', 'Score', 'Vainqueur'];
  const rows = finalPhaseLines(data.finalPhase).map((line) =>
    [
      '<tr>',
      `<td>${escapeHtml(line.stage)}</td>`,
      `<td class="name">${escapeHtml(`${line.a} – ${line.b}`)}</td>`,
      `<td>${escapeHtml(line.score)}${line.note === '' ? '' : ` <span class="ret">(${escapeHtml(line.note)})</span>`}</td>`,
      `<td>${escapeHtml(line.winner ?? '')}</td>`,
      '</tr>',
    ].join(''),
  );
  return [
    '<h2>Phase finale</h2>',
    '<div class="scroll"><table id="phase-finale">',
    `<thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>`,
    `<tbody>\n${rows.join('\n')}\n</tbody>`,
    '</table></div>',
  ].join('\n');
}

/** Each series and category: its own rank, the general one, and the general columns. */
function categoryTables(data: ResultsExport): string {
  if (data.categories.length === 0) return '';
  const head = ['Rang', 'Général', 'Nom', 'Club', 'Cote', 'PM', 'Pdep'];
  const numeric = new Set(['Rang', 'Général', 'Cote', 'PM', 'Pdep']);
  const thead = `<thead><tr>${head.map((h) => `<th scope="col"${numeric.has(h) ? ' class="num"' : ''}>${escapeHtml(h)}</th>`).join('')}</tr></thead>`;
  const tables = data.categories.map((ranking, index) => {
    const rows = ranking.lines.map(({ rank, row }, i, lines) =>
      [
        `<tr${row.withdrawn ? ' class="withdrawn"' : ''}>`,
        `<td class="num">${escapeHtml(rankLabel({ rank, shared: lines[i - 1]?.rank === rank || lines[i + 1]?.rank === rank }))}</td>`,
        `<td class="num">${escapeHtml(row.rank)}</td>`,
        nameCell(row.name, row.withdrawn),
        `<td>${escapeHtml(row.club)}</td>`,
        `<td class="num">${escapeHtml(ratingText(row.rating))}</td>`,
        `<td class="num">${escapeHtml(frenchNumber(row.pm))}</td>`,
        `<td class="num">${escapeHtml(pdepText(row.pdep, data.tournament))}</td>`,
        '</tr>',
      ].join(''),
    );
    const title = `${ranking.kind === 'series' ? 'Série' : 'Catégorie'} ${ranking.name}`;
    return [
      `<h3>${escapeHtml(title)} — ${escapeHtml(plural(ranking.lines.length, 'joueur'))}</h3>`,
      `<div class="scroll"><table id="categorie-${index + 1}" class="category">`,
      thead,
      `<tbody>\n${rows.join('\n')}\n</tbody>`,
      '</table></div>',
    ].join('\n');
  });
  return ['<h2>Classements par série et par catégorie</h2>', ...tables].join('\n');
}

function crosstableTable(data: ResultsExport, crosstable: CrosstableView): string {
  const rounds = Array.from({ length: crosstable.rounds }, (_, i) => i + 1);
  const rankCount = new Map<number, number>();
  for (const row of crosstable.rows) rankCount.set(row.rank, (rankCount.get(row.rank) ?? 0) + 1);
  const numbered = linesNumbered(crosstable);
  const body = crosstable.rows.map((row, i) => {
    const withdrawn =
      data.rows.some((r) => r.withdrawn && r.name === row.player.name && r.club === row.player.club) ||
      row.cells.some((c) => c.outcome === 'withdrawn');
    const cells = rounds.map((round) => {
      const cell = row.cells.find((c) => c.round === round);
      if (cell === undefined) return '<td class="cell"></td>';
      const text = crosstableCellText(cell);
      const cls =
        cell.outcome === 'win' || cell.outcome === 'x'
          ? 'cell win'
          : cell.outcome === 'absent' || cell.outcome === 'withdrawn' || cell.outcome === 'pending'
            ? 'cell off'
            : 'cell';
      return `<td class="${cls}">${escapeHtml(text)}</td>`;
    });
    return [
      `<tr${withdrawn ? ' class="withdrawn"' : ''}>`,
      ...(numbered ? [`<td class="num">${i + 1}</td>`] : []),
      `<td class="num">${escapeHtml(rankLabel({ rank: row.rank, shared: (rankCount.get(row.rank) ?? 0) > 1 }))}</td>`,
      nameCell(row.player.name, withdrawn),
      ...cells,
      `<td class="num">${escapeHtml(frenchNumber(row.pm))}</td>`,
      `<td class="num">${escapeHtml(pdepText(row.pdep, data.tournament))}</td>`,
      '</tr>',
    ].join('');
  });
  const head = [
    ...(numbered ? ['<th scope="col" class="num">N°</th>'] : []),
    '<th scope="col" class="num">Rang</th>',
    '<th scope="col">Nom</th>',
    ...rounds.map((r) => `<th scope="col" class="cell">R${r}</th>`),
    '<th scope="col" class="num">PM</th>',
    '<th scope="col" class="num">Pdep</th>',
  ];
  return [
    '<h2>Tableau croisé</h2>',
    '<div class="scroll"><table id="tableau-croise">',
    `<thead><tr>${head.join('')}</tr></thead>`,
    `<tbody>\n${body.join('\n')}\n</tbody>`,
    '</table></div>',
  ].join('\n');
}

function crosstableNote(crosstable: CrosstableView): string {
  const marks = endingLegend(crosstable.rows.flatMap((row) => row.cells.map((cell) => cell.ending)));
  const opponent = linesNumbered(crosstable) ? 'du numéro de ligne (N°)' : 'du rang';
  return `Tableau croisé : G gagné, N nul, P perdu, suivi ${opponent} de l’adversaire ; X match contre le joueur fictif ; abs absent ; ret retiré.${
    marks === '' ? '' : ` Puis un code dit comment le match s’est terminé. ${marks}`
  }`;
}

function footnote(data: ResultsExport, showAfter: boolean): string {
  const lines = [
    'Rang : « 12= » signale un rang partagé (ex æquo).',
    ...(data.finalPhase === null
      ? []
      : [
          'Phase finale : ses joueurs sont classés par ses matchs (le vainqueur de la finale premier, le finaliste deuxième, puis les perdants des demi-finales) ; les autres gardent leur place de la phase classique.',
        ]),
    ...(data.categories.length > 0
      ? [
          'Séries et catégories : le rang dans la série ou la catégorie, puis le rang au classement général (« Général »).',
        ]
      : []),
    'PM : points de match. PPM : points de match particuliers (entre joueurs à égalité de PM). Pdep : points de départage.',
    ...(data.crosstable ? [crosstableNote(data.crosstable)] : []),
    ...(showAfter ? ['* Cote après : estimation, en attendant le calcul officiel de la fédération.'] : []),
    ...(data.rows.some((r) => r.rating === null)
      ? [
          `${NEWCOMER_LABEL} : non classé (sans cote)${showAfter ? ' ; sa cote après est une première cote, sa performance du tournoi' : ''}.`,
        ]
      : []),
  ];
  return `<section class="note">\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n</section>`;
}

export function resultsHtml(data: ResultsExport): string {
  const t = data.tournament;
  const showAfter = data.rows.some((r) => r.ratingAfter !== null);
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="Sclassic">',
    `<title>${escapeHtml(`${t.name} — résultats`)}</title>`,
    `<style>${CSS}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(t.name)}</h1>`,
    factsList(data),
    finalPhaseTable(data),
    rankingTable(data, showAfter),
    categoryTables(data),
    ...(data.crosstable ? [crosstableTable(data, data.crosstable)] : []),
    footnote(data, showAfter),
    '<footer>Résultats générés par Sclassic.</footer>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
