/**
 * A form that sends one command: busy while it runs, and the refusal kept with the field it names,
 * so the form shows it beside that field's box, or in one place when no box of the form shows it.
 * What was typed stays in the form either way.
 */
import { refusal } from './app-state.svelte.ts';

export type Refusal = ReturnType<typeof refusal>;

export class Submission {
  busy = $state(false);
  /** Sent and taken, and nothing typed since. */
  done = $state(false);
  refused = $state<Refusal | null>(null);

  /** The fields this form shows a refusal next to; any other refusal shows in `general`. */
  readonly #shows: (field: string) => boolean;

  constructor(shows: (field: string) => boolean = () => false) {
    this.#shows = shows;
  }

  /** Runs `send` once at a time; false when it was refused (the refusal kept) or another is under way. */
  async run(send: () => Promise<void>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.done = false;
    this.refused = null;
    try {
      await send();
      this.done = true;
      return true;
    } catch (error) {
      this.refused = refusal(error);
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** A refusal the form finds itself before sending (a file not chosen), shown as the service's are. */
  refuse(message: string, field: string | null): void {
    this.refused = { code: null, message, field, nearField: message };
  }

  /** Something was typed: the last "done" no longer describes the form. */
  touched(): void {
    this.done = false;
  }

  /** Whether the refusal names this field (its box is marked invalid). */
  invalid(field: string): boolean {
    return this.refused?.field === field;
  }

  /** The refusal's words beside this field's box, when it names exactly this field. */
  errorFor(field: string): string | null {
    return this.invalid(field) ? (this.refused?.nearField ?? null) : null;
  }

  /** The refusal's message when no field of the form shows it. */
  get general(): string | null {
    const refused = this.refused;
    if (refused === null) return null;
    return refused.field !== null && this.#shows(refused.field) ? null : refused.message;
  }
}
