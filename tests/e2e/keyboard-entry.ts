/** A result typed as a director types it on Résultats: the keyboard only, from the table field. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The id of the element that has the focus. */
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * Table, Enter, score A, Enter, score B, Enter: the keyboard only, from the table field. `dash`:
 * both scores in player A's box (« 412-380 »), typed at a human's pace, then Enter.
 */
export async function typeResult(page: Page, table: number, [a, b]: [number, number], dash = false) {
  await expect.poll(() => focusedId(page)).toBe('result-table');
  await page.keyboard.type(String(table));
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedId(page)).toBe('result-g0-a');
  if (dash) {
    await page.keyboard.type(`${a}-${b}`, { delay: 80 });
    // Nothing split or sent while the second score is being typed.
    expect(await page.locator('#result-g0-a').inputValue()).toBe(`${a}-${b}`);
    await page.keyboard.press('Enter');
  } else {
    await page.keyboard.type(String(a));
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('result-g0-b');
    await page.keyboard.type(String(b));
    await page.keyboard.press('Enter');
  }
  await page
    .getByTestId('saved')
    .filter({ hasText: `Table ${table} ` })
    .waitFor();
  if (dash) expect(await page.getByTestId('saved').textContent()).toMatch(new RegExp(`${a}\\s–\\s${b}\\.`));
}
