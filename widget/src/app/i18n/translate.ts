import { locales, messages, type Locale, type MessageKey } from './messages';

/** The first of the browser's preferred languages we have, by base language (pt-BR → pt); English otherwise. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.slice(0, 2).toLowerCase();
    if ((locales as readonly string[]).includes(base)) return base as Locale;
  }
  return 'en';
}

export const locale = pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);

export function t(key: MessageKey, values: Record<string, string> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
