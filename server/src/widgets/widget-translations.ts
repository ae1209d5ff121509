import { z } from 'zod';
import { defaultInLanguage } from '../../../widget/src/shared/default-texts';

/**
 * The widget's visitor-facing texts in languages other than English. English lives in the widget's and the
 * organization's own fields (greeting, away message, auto-reply, pre-chat labels, the built-in emails) and fills
 * every text a language leaves empty. Stored as one JSON object: { de: { greeting, awayMessage, … }, fr: … }.
 */

export const translatedLanguages = ['es', 'fr', 'de', 'pt'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${what} to ${max.toLocaleString('en')} characters or fewer.`)
    .optional()
    .transform((value) => value || undefined);

const preChatLabel = z.object({
  key: z.string().trim().min(1, 'Name the pre-chat field each label is for.'),
  label: z.string().trim().max(60, 'Keep pre-chat field labels to 60 characters or fewer.'),
});

const translation = z.object({
  locale: z.enum(translatedLanguages, 'Translations are for es, fr, de or pt (English is the default text).'),
  greeting: text(200, 'greeting'),
  awayMessage: text(500, 'away message'),
  autoReply: text(1000, 'auto-reply'),
  emailSubject: text(150, 'email subject'),
  emailIntro: text(500, 'email introduction'),
  preChatLabels: z.array(preChatLabel).max(5, 'Label at most 5 pre-chat fields.').nullish(),
});

export type WidgetTexts = {
  greeting?: string;
  awayMessage?: string;
  autoReply?: string;
  emailSubject?: string;
  emailIntro?: string;
  /** Pre-chat field key → its label in this language. */
  preChatLabels?: Record<string, string>;
};

export type WidgetTranslations = Partial<Record<TranslatedLanguage, WidgetTexts>>;

/** A translation as the API reads and writes it: one language, every text ('' or absent when not translated). */
export type WidgetTranslation = WidgetTexts & { locale: TranslatedLanguage };

/** Drops what says nothing (empty texts, empty labels), so a language with nothing filled in is not stored at all. */
function compact({ locale: _locale, preChatLabels, ...texts }: z.infer<typeof translation>): WidgetTexts | null {
  const labels = Object.fromEntries((preChatLabels ?? []).filter((entry) => entry.label).map((entry) => [entry.key, entry.label]));
  const stored: WidgetTexts = Object.fromEntries(Object.entries(texts).filter(([, value]) => value));
  if (Object.keys(labels).length > 0) stored.preChatLabels = labels;
  return Object.keys(stored).length > 0 ? stored : null;
}

const languageNames: Record<TranslatedLanguage, string> = { es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese' };

// Issues stay on the list itself (not on one text of one language), so the form shows them beside the translations,
// never beside the English field of the same name.
/** The complete new list of translations, one entry per language, as the JSON column keeps it. */
export const translationsInput = z.array(z.unknown()).transform((items, context) => {
  const translations: WidgetTranslations = {};
  for (const item of items) {
    const parsed = translation.safeParse(item);
    if (!parsed.success) {
      const language = translatedLanguages.find((code) => code === (item as { locale?: unknown } | null)?.locale);
      const issue = parsed.error.issues[0].message;
      context.addIssue({ code: 'custom', message: language ? `${languageNames[language]}: ${issue}` : issue });
      return z.NEVER;
    }
    if (items.filter((other) => (other as { locale?: string }).locale === parsed.data.locale).length > 1) {
      context.addIssue({ code: 'custom', message: `The ${languageNames[parsed.data.locale]} texts are listed twice.` });
      return z.NEVER;
    }
    const stored = compact(parsed.data);
    if (stored) translations[parsed.data.locale] = stored;
  }
  return translations;
});

const storedTexts = z.object({
  greeting: z.string().optional(),
  awayMessage: z.string().optional(),
  autoReply: z.string().optional(),
  emailSubject: z.string().optional(),
  emailIntro: z.string().optional(),
  preChatLabels: z.record(z.string(), z.string()).optional(),
});

/** The stored JSON, trusted only as far as it parses: a language that doesn't parse reads as untranslated. */
export function storedTranslations(json: unknown): WidgetTranslations {
  const translations: WidgetTranslations = {};
  if (!json || typeof json !== 'object') return translations;
  for (const language of translatedLanguages) {
    const parsed = storedTexts.safeParse((json as Record<string, unknown>)[language]);
    if (parsed.success) translations[language] = parsed.data;
  }
  return translations;
}

/** The translations as a list for the API, in a fixed language order. */
export function translationList(json: unknown): WidgetTranslation[] {
  const translations = storedTranslations(json);
  return translatedLanguages.flatMap((locale) => (translations[locale] ? [{ locale, ...translations[locale] }] : []));
}

/** Labels may only name the widget's own pre-chat fields; returns the first key that isn't one, if any. */
export function unknownPreChatKey(translations: WidgetTranslations, fieldKeys: readonly string[]): string | undefined {
  return Object.values(translations)
    .flatMap((texts) => Object.keys(texts.preChatLabels ?? {}))
    .find((key) => !fieldKeys.includes(key));
}

/**
 * The language a visitor reads: the widget's own language setting, else their browser's (pt-BR → pt). Null for
 * English or any language without translations.
 */
export function visitorLanguage(widgetLocale: string | null, browserLanguage: string | null): TranslatedLanguage | null {
  const base = (widgetLocale ?? browserLanguage ?? '').slice(0, 2).toLowerCase();
  return (translatedLanguages as readonly string[]).includes(base) ? (base as TranslatedLanguage) : null;
}

/** The texts a language has (none for English: its texts are the defaults). */
export function textsIn(json: unknown, language: TranslatedLanguage | null): WidgetTexts {
  return (language && storedTranslations(json)[language]) || {};
}

/**
 * One text in the visitor's language: the admin's translation, else their English text, which while it is still the
 * product's default is read in the visitor's language too.
 */
export function translatedText(json: unknown, language: TranslatedLanguage | null, key: 'autoReply', english: string): string {
  return textsIn(json, language)[key] || (language ? defaultInLanguage(key, english, language) : english);
}
