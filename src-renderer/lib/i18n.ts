/**
 * Every string of the UI lives in the locale files (src-renderer/locales/LANG/*.json, one file
 * per screen); French first, English second. `t` takes only a key the French files hold.
 */
import type { Readable } from 'svelte/store';
import { _, addMessages, init, locale } from 'svelte-i18n';
import { MESSAGES, type MessageKey } from '../locales/catalogue.ts';

export type { MessageKey };

export const LANGUAGES = ['fr', 'en'] as const;
for (const language of LANGUAGES) addMessages(language, ...MESSAGES[language]);

/** svelte-i18n's formatter, held to the keys that exist. */
type Formatter = typeof _ extends Readable<infer F> ? F : never;
export type Translate = (key: MessageKey, options?: Parameters<Formatter>[1]) => string;
const t: Readable<Translate> = _;

init({ fallbackLocale: 'fr', initialLocale: globalThis.localStorage?.getItem('sclassic.locale') ?? 'fr' });

export function chooseLanguage(language: (typeof LANGUAGES)[number]): void {
  locale.set(language);
  globalThis.localStorage?.setItem('sclassic.locale', language);
  document.documentElement.lang = language;
}

export { locale, t };
