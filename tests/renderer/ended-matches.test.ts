/**
 * A player's rounds and the rating estimate on screen, for matches ended beyond the board: the
 * scores the rules give with the same codes as the printed documents (their meaning on hover), the
 * codes explained under the table — in French, and in English in the English UI.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOURNAMENT_ELO } from '../../src-engine/index.ts';
import {
  ENDING_CODES,
  ENDING_MEANINGS,
  type HistoryLine,
  MATCH_ENDINGS,
  type PlayerHistoryView,
  type PlayerView,
  type RatingReportView,
} from '../../src-main/contract/views.ts';
import { api } from '../../src-renderer/lib/app-state.svelte.ts';
import { locale } from '../../src-renderer/lib/i18n.ts';
import french from '../../src-renderer/locales/fr/common.json' with { type: 'json' };
import RatingReport from '../../src-renderer/screens/closing/RatingReport.svelte';
import PlayerHistory from '../../src-renderer/screens/standings/PlayerHistory.svelte';
import { expectedHistoryLine, player } from '../support/ended-matches.ts';
import { players } from './tournament-views.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  locale.set('fr');
});

const NBSP = '\u00a0';
const cells = (row: HTMLElement) => [...row.querySelectorAll(':scope > td')].map((td) => td.textContent?.trim() ?? '');

/**
 * One history holding a line of each way a match ends, as the service gives them for the
 * scenario's players (tests/service/ended-matches.test.ts holds the service to these lines).
 */
function historyOfEveryEnding(): PlayerHistoryView {
  const names = ['ARNAUD Claire', 'GARNIER Luc', 'CARON Lucie', 'HUBERT Léa', 'DENIS Paul', 'FABRE Zoé'];
  let total = 0;
  const lines = names.map((name, i): HistoryLine => {
    const line = expectedHistoryLine(name);
    total += line.pm;
    return { ...line, round: i + 1, totalPm: total };
  });
  const { id, name, rating } = player('ARNAUD Claire');
  const [view] = players();
  return {
    player: { ...(view as PlayerView), id, name, rating, club: '' },
    lines,
  };
}

function showHistory() {
  render(PlayerHistory, {
    props: { name: 'ARNAUD Claire', history: historyOfEveryEnding(), error: null, signedPdep: true, onclose: () => {} },
  });
  const dialog = screen.getByRole('dialog');
  return { dialog, rows: within(dialog).getAllByRole('row').slice(1) };
}

describe('a player’s rounds', () => {
  it('show the scores the rules give, each marked with its code, the codes explained under them', () => {
    const { dialog, rows } = showHistory();
    expect(rows.map((row) => cells(row))).toEqual([
      ['1', '1', 'KLEIN Hugo (1500)', 'gagné', '450–350 ab.', '3', '+100', '3'],
      ['2', '2', 'BLANC Henri (1950)', 'perdu', '180–450 ab. s.a.', '0', '-100', '3'],
      ['3', '3', 'JOLY Anne (1550)', 'perdu', '350–450 déc.', '0', '-100', '3'],
      ['4', '4', 'ÉTIENNE Marc (1800)', 'gagné', 'F', '3', '+50', '6'],
      ['5', '', 'X (exempt)', 'gagné contre X', '', '3', '+50', '9'],
      ['6', '5', 'IMBERT Noël (1600)', 'gagné', '412–380', '3', '+32', '12'],
    ]);
    // The code's meaning on hover and for a screen reader.
    const mark = within(rows[0] as HTMLElement).getByText('ab.');
    expect(mark.tagName).toBe('ABBR');
    expect(mark.getAttribute('title')).toBe(ENDING_MEANINGS['abandon-agreed']);
    expect(within(dialog).getByTestId('endings-legend').textContent).toBe(
      `Codes : «${NBSP}F${NBSP}» ${ENDING_MEANINGS.forfeit} ; «${NBSP}ab.${NBSP}» ${ENDING_MEANINGS['abandon-agreed']} ; «${NBSP}ab. s.a.${NBSP}» ${ENDING_MEANINGS.abandon} ; «${NBSP}déc.${NBSP}» ${ENDING_MEANINGS.decision}.`,
    );
  });

  it('in English: the English codes, explained in English', async () => {
    locale.set('en');
    const { dialog, rows } = showHistory();
    expect(rows.map((row) => cells(row)[4])).toEqual([
      '450–350 ab.',
      '180–450 ab. n.a.',
      '350–450 dec.',
      'F',
      '',
      '412–380',
    ]);
    expect(rows.map((row) => cells(row)[3])).toEqual(['won', 'lost', 'lost', 'won', 'won against X', 'won']);
    expect(
      within(rows[2] as HTMLElement)
        .getByText('dec.')
        .getAttribute('title'),
    ).toBe('lost by arbitral decision, scores from the abandon table (the loser gets 0 PM)');
    expect(within(dialog).getByTestId('endings-legend').textContent).toBe(
      [
        'Codes: “F” forfeit, match not played (the absent player loses with 0 PM)',
        '“ab.” abandoned with the opponent’s agreement, scores from the abandon table (the player who abandoned loses with 1 PM)',
        '“ab. n.a.” abandoned with no agreement of the opponent, scores from the abandon table (the player who abandoned loses with 0 PM)',
        '“dec.” lost by arbitral decision, scores from the abandon table (the loser gets 0 PM).',
      ].join('; '),
    );
  });

  it('without a match ended beyond the board: no code, no legend', () => {
    const history = historyOfEveryEnding();
    history.lines = history.lines.filter((line) => line.ending === null);
    render(PlayerHistory, { props: { name: 'x', history, error: null, signedPdep: true, onclose: () => {} } });
    expect(screen.queryByTestId('endings-legend')).toBeNull();
    expect(screen.queryByRole('dialog')?.querySelector('abbr')).toBeNull();
  });

  it('the French screen writes the codes the printed documents and the command line write', () => {
    for (const ending of MATCH_ENDINGS) {
      expect(french.endings.codes[ending]).toBe(ENDING_CODES[ending]);
      expect(french.endings.meanings[ending]).toBe(ENDING_MEANINGS[ending]);
    }
  });
});

describe('the rating estimate', () => {
  it('marks the result of an abandon or a decision in a player’s games, and explains the code', async () => {
    const brief = (name: string) => ({ ...player(name), club: '' });
    const report: RatingReportView = {
      estimate: true,
      parameters: DEFAULT_TOURNAMENT_ELO,
      lines: [
        {
          player: brief('GARNIER Luc'),
          licence: '',
          ratingBefore: 1700,
          k: 20,
          matches: [
            {
              round: 1,
              opponent: brief('BLANC Henri'),
              opponentRating: 1950,
              result: 0,
              ending: 'abandon',
              expected: 0.19,
            },
            { round: 2, opponent: brief('FABRE Zoé'), opponentRating: 1750, result: 1, ending: null, expected: 0.43 },
          ],
          surplus: 0.38,
          change: 8,
          ratingAfter: 1708,
          performance: 1850,
        },
      ],
    };
    vi.spyOn(api, 'ratingReport').mockResolvedValue(report);
    vi.spyOn(api, 'listPlayers').mockResolvedValue(players());
    render(RatingReport, { props: { rankOf: () => '1', print: vi.fn() } });
    const [line] = await screen.findAllByTestId('rating-line');
    await fireEvent.click(within(line as HTMLElement).getByRole('button', { name: /2 parties/ }));
    const detail = screen.getByRole('table', { name: 'Parties de GARNIER Luc' });
    expect(
      within(detail)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells(row)),
    ).toEqual([
      ['1', 'BLANC Henri', '1950', '0,19', '0 ab. s.a.', '-0,19'],
      ['2', 'FABRE Zoé', '1750', '0,43', '1', '+0,57'],
    ]);
    expect(screen.getByTestId('endings-legend').textContent).toBe(
      `Codes : «${NBSP}ab. s.a.${NBSP}» ${ENDING_MEANINGS.abandon}.`,
    );
  });
});
