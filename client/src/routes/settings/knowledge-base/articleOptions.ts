/** The languages articles are written in: the widget's five. */
export const articleLanguages = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'pt', label: 'Portuguese' },
] as const;

export type ArticleLanguage = (typeof articleLanguages)[number]['value'];

export const languageLabel = (locale: string) => articleLanguages.find((language) => language.value === locale)?.label ?? locale;

export const statusLabels = { DRAFT: 'Draft', PUBLISHED: 'Published', ARCHIVED: 'Archived' } as const;

export const statusTones = { DRAFT: 'amber', PUBLISHED: 'green', ARCHIVED: 'gray' } as const;
