/**
 * The lines of an editable table (series, categories): each keeps a key of its own so a line
 * typed into stays the same line when others are added, removed or sorted.
 */
import { tick } from 'svelte';

let nextKey = 1;

export class Rows<T extends object> {
  items = $state<Array<T & { key: number }>>([]);

  constructor(items: readonly T[]) {
    this.items = items.map((item) => ({ ...item, key: nextKey++ }));
  }

  /** Adds a blank line and puts the cursor in its first field (`focusId` from the new line's key). */
  async add(blank: T, focusId: (key: number) => string): Promise<void> {
    const key = nextKey++;
    this.items.push({ ...blank, key });
    await tick();
    document.getElementById(focusId(key))?.focus();
  }

  /** Removes a line and puts the cursor on `focusAfter` (the add button), so the keyboard is not lost. */
  async remove(key: number, focusAfter: HTMLElement | undefined): Promise<void> {
    this.items = this.items.filter((item) => item.key !== key);
    await tick();
    focusAfter?.focus();
  }
}
