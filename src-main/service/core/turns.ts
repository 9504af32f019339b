/**
 * One command at a time per session, all of it: its transaction and the work on the file that
 * follows the commit (a copy, a round's backup) run in its turn, and the next command waits for
 * the turn to end. Without it a command awaiting its copy would see the file closed, switched or
 * changed under it by a command that arrived meanwhile over IPC or HTTP.
 *
 * What needs no file runs outside the turns, so the others are not held up by it: reading a
 * spreadsheet before (`prepare`), rendering a PDF after (`afterTurn`).
 */
export class Turns {
  /** The end of the last turn taken: the next one starts once it is over, however it ended. */
  #last: Promise<unknown> = Promise.resolve();
  /** Turns taken and not over yet. */
  #taken = 0;

  /** Runs `work` once every turn taken before it is over; its own end frees the next one. */
  take<T>(work: () => Promise<T> | T): Promise<T> {
    this.#taken += 1;
    const turn = this.#last.then(work);
    this.#last = turn.catch(() => undefined).finally(() => (this.#taken -= 1));
    return turn;
  }

  /** No turn taken and waiting or running: what is done now holds nobody up. */
  get idle(): boolean {
    return this.#taken === 0;
  }
}
