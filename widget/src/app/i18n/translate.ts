import { locales, messages, type Locale, type MessageKey } from './messages';

const isLocale = (language: string): language is Locale => (locales as readonly string[]).includes(language);

/** The first of the browser's preferred languages we have, by base language (pt-BR → pt); English otherwise. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return 'en';
}

const browserLocale = pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
let current: Locale = browserLocale;

/** The language the chat speaks now: the browser's until the widget's settings name one. */
export const locale = () => current;

/**
 * Follows the widget's language setting (null: the visitor's browser). Called while rendering, before any text of
 * the widget is rendered, so every `t()` below it already speaks the new language.
 */
export function applyWidgetLocale(widgetLocale: string | null | undefined) {
  current = widgetLocale && isLocale(widgetLocale) ? widgetLocale : browserLocale;
  document.documentElement.lang = current;
}

export function t(key: MessageKey, values: Record<string, string> = {}): string {
  return messages[current][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
