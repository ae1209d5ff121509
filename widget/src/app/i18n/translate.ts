import { use } from 'react';
import { en, locales, type Locale, type MessageKey, type Messages } from './messages';

const isLocale = (language: string): language is Locale => (locales as readonly string[]).includes(language);

/** The first of the browser's preferred languages we have, by base language (pt-BR → pt); English otherwise. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** Each language but English is a chunk of its own: a visitor downloads the texts of one language only. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  pt: () => import('./locales/pt'),
};
const catalogs: Partial<Record<Locale, Messages>> = { en };
/** A promise per language, settled with the fields React's `use()` reads, so an already loaded language never suspends. */
type Loading = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const loading = new Map<Locale, Loading>();

/** Fetches a language's texts once. Never rejects: texts that can't be fetched leave that language in English. */
export function loadLocale(language: Locale): Promise<void> {
  const known = loading.get(language);
  if (known) return known;
  const settled = (): Loading => Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
  if (language === 'en') return remember(language, settled());
  const promise: Loading = loaders[language]().then(
    (module) => {
      catalogs[language] = module.default;
      void remember(language, settled());
    },
    () => void remember(language, settled()),
  );
  return remember(language, promise);
}

function remember(language: Locale, promise: Loading): Loading {
  loading.set(language, promise);
  return promise;
}

const browserLocale = pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
let current: Locale = browserLocale;

/** The language the chat speaks now: the browser's until the widget's settings name one. */
export const locale = () => current;

/**
 * Follows the widget's language setting (null: the visitor's browser), suspending while its texts download. Called
 * while rendering, before any text of the widget is rendered, so every `t()` below it already speaks the new language.
 */
export function useWidgetLocale(widgetLocale: string | null | undefined) {
  const next = widgetLocale && isLocale(widgetLocale) ? widgetLocale : browserLocale;
  // Called on every render (never conditionally): a loaded language's promise is settled and doesn't suspend.
  use(loadLocale(next));
  current = next;
  document.documentElement.lang = current;
}

export function t(key: MessageKey, values: Record<string, string> = {}): string {
  return (catalogs[current] ?? en)[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
