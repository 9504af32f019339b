/**
 * Every string of the UI lives in the locale files (src-renderer/locales/LANG/*.json, one file
 * per screen); French first, English second.
 */
import { _, addMessages, init, locale } from 'svelte-i18n';

type Messages = Parameters<typeof addMessages>[1];

const files = import.meta.glob<{ default: Messages }>('../locales/*/*.json', { eager: true });
for (const [path, module] of Object.entries(files)) {
  const language = /locales\/([a-z]+)\//.exec(path)?.[1];
  if (language !== undefined) addMessages(language, module.default);
}

export const LANGUAGES = ['fr', 'en'] as const;

init({ fallbackLocale: 'fr', initialLocale: globalThis.localStorage?.getItem('sclassic.locale') ?? 'fr' });

export function chooseLanguage(language: (typeof LANGUAGES)[number]): void {
  locale.set(language);
  globalThis.localStorage?.setItem('sclassic.locale', language);
  document.documentElement.lang = language;
}

export { _ as t, locale };
