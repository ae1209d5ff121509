/**
 * The PostgreSQL text-search configuration for each language the widget speaks. The migration's generated
 * `searchVector` column uses the same mapping, so documents and queries are stemmed alike.
 */
export const searchConfigurations = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  pt: 'portuguese',
} as const;

export type ArticleLocale = keyof typeof searchConfigurations;

export const articleLocales = Object.keys(searchConfigurations) as ArticleLocale[];

export function searchConfiguration(locale: string): string {
  return searchConfigurations[locale as ArticleLocale] ?? 'simple';
}
