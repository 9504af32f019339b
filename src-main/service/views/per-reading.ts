/**
 * Views worked out once per reading: the facts of a revision are never changed in place (a new
 * revision is a new object, sharing what did not change), so what is built from them — a round,
 * the summary, the standings — is built once and shared by every command of that revision, and
 * by the parts of one answer that need the same thing (a result's round, and the summary's count
 * of it). What is kept is frozen: one command changing it would change the next one's.
 */
import { frozen } from '../adapters/facts-document.ts';

/** A cache of views by the object they are built from (the facts, a match row) and a key. */
export class PerReading<Owner extends object, View> {
  readonly #kept = new WeakMap<Owner, Map<string, View>>();

  /** The view of `owner` under `key`: built by `build` the first time, the same object after. */
  of(owner: Owner, key: string, build: () => View): View {
    let views = this.#kept.get(owner);
    if (views === undefined) {
      views = new Map();
      this.#kept.set(owner, views);
    }
    let view = views.get(key);
    if (view === undefined) {
      view = frozen(build());
      views.set(key, view);
    }
    return view;
  }

  /** The view of `owner` under `key` when it was built, without building it. */
  kept(owner: Owner, key: string): View | undefined {
    return this.#kept.get(owner)?.get(key);
  }
}
