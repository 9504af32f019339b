/**
 * Saving one section of the Paramètres screen: the change goes to updateSettings, the summary
 * every screen reads is replaced by the service's answer, and a refusal is kept with the field it
 * names so the section can show it next to that field (what was typed stays in the form).
 */
import type { Input } from '../../../src-main/contract/commands.ts';
import { seenSettings } from '../../../src-main/contract/seen.ts';
import { api, app, refresh, refusal } from '../../lib/app-state.svelte.ts';

export type SettingsChange = Input<'updateSettings'>;

export class SectionSave {
  busy = $state(false);
  /** Saved, and nothing typed since. */
  done = $state(false);
  refused = $state<ReturnType<typeof refusal> | null>(null);

  /** The fields this section shows a refusal next to; any other refusal shows by its save button. */
  readonly #shows: (field: string) => boolean;

  constructor(shows: (field: string) => boolean) {
    this.#shows = shows;
  }

  async run(change: SettingsChange): Promise<boolean> {
    this.busy = true;
    this.done = false;
    this.refused = null;
    try {
      // The settings this section showed: another screen's change since is refused, not overwritten.
      const was = app.summary === null ? undefined : seenSettings(app.summary, change);
      app.summary = await api.updateSettings({ ...change, ...(was === undefined ? {} : { was }) });
      this.done = true;
      return true;
    } catch (error) {
      this.refused = refusal(error);
      // Changed elsewhere since: the header and the other sections show the settings as they are now.
      if (this.refused.code === 'stale-settings') await refresh();
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Something was typed: the last "saved" no longer describes the form. */
  touched(): void {
    this.done = false;
  }

  /** The refusal's message when it names exactly this field. */
  errorFor(field: string): string | null {
    return this.refused?.field === field ? this.refused.nearField : null;
  }

  /** The refusal's message when no field of the section shows it. */
  get general(): string | null {
    const refused = this.refused;
    if (refused === null) return null;
    return refused.field !== null && this.#shows(refused.field) ? null : refused.message;
  }
}
