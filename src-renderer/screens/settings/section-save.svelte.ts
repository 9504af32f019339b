/**
 * Saving one section of the Paramètres screen: the change goes to updateSettings and the summary
 * every screen reads is replaced by the service's answer; a refusal is kept with the field it
 * names (see Submission).
 */
import type { Input } from '../../../src-main/contract/commands.ts';
import { seenSettings } from '../../../src-main/contract/seen.ts';
import { api, app, refresh } from '../../lib/app-state.svelte.ts';
import { Submission } from '../../lib/submission.svelte.ts';

export type SettingsChange = Input<'updateSettings'>;

export class SectionSave extends Submission {
  async save(change: SettingsChange): Promise<boolean> {
    const saved = await this.run(async () => {
      // The settings this section showed: another screen's change since is refused, not overwritten.
      const was = app.summary === null ? undefined : seenSettings(app.summary, change);
      app.summary = await api.updateSettings({ ...change, ...(was === undefined ? {} : { was }) });
    });
    // Changed elsewhere since: the header and the other sections show the settings as they are now.
    if (this.refused?.code === 'stale-settings') await refresh();
    return saved;
  }
}
