import type { PreviewSettings } from '../../../../../widget/src/shared/preview';
import type { WidgetSettingsForm_widget$data } from './__generated__/WidgetSettingsForm_widget.graphql';

export type Position = 'BOTTOM_RIGHT' | 'BOTTOM_LEFT';
export type AskForEmail = 'NEVER' | 'WHEN_AWAY' | 'ALWAYS';
export type PreChatFieldDraft = { key: string; label: string; required: boolean };

/** The languages the widget speaks besides English, whose texts the admin may write. */
export const translatedLanguages = [
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'pt', label: 'Português' },
] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number]['value'];

/** One language's texts as the form edits them: '' where the English default applies. Labels by pre-chat field key. */
export type TranslationDraft = {
  greeting: string;
  awayMessage: string;
  autoReply: string;
  emailSubject: string;
  emailIntro: string;
  preChatLabels: Record<string, string>;
};
export type TranslationsDraft = Record<TranslatedLanguage, TranslationDraft>;

/** The widget's settings as the form edits them, before they are saved. */
export type WidgetDraft = {
  name: string;
  enabled: boolean;
  color: string;
  position: Position;
  launcherText: string;
  greeting: string;
  avatarUrl: string;
  askForEmail: AskForEmail;
  preChatFields: PreChatFieldDraft[];
  allowedOrigins: string[];
  identityVerification: boolean;
  defaultTeamId: string | null;
  locale: string | null;
  translations: TranslationsDraft;
};

export type DraftChange = <TKey extends keyof WidgetDraft>(key: TKey, value: WidgetDraft[TKey]) => void;

export function draftOf(widget: WidgetSettingsForm_widget$data): WidgetDraft {
  return {
    name: widget.name,
    enabled: widget.enabled,
    color: widget.color,
    position: widget.position === 'BOTTOM_LEFT' ? 'BOTTOM_LEFT' : 'BOTTOM_RIGHT',
    launcherText: widget.launcherText,
    greeting: widget.greeting,
    avatarUrl: widget.avatarUrl ?? '',
    askForEmail: widget.askForEmail === 'NEVER' || widget.askForEmail === 'ALWAYS' ? widget.askForEmail : 'WHEN_AWAY',
    preChatFields: widget.preChatFields.map(({ key, label, required }) => ({ key, label, required })),
    allowedOrigins: [...widget.allowedOrigins],
    identityVerification: widget.identityVerification,
    defaultTeamId: widget.defaultTeam?.id ?? null,
    locale: widget.locale ?? null,
    translations: translationsDraftOf(widget.translations),
  };
}

function translationsDraftOf(saved: WidgetSettingsForm_widget$data['translations']): TranslationsDraft {
  const entries = translatedLanguages.map(({ value }) => {
    const texts = saved.find((translation) => translation.locale === value);
    const draft: TranslationDraft = {
      greeting: texts?.greeting ?? '',
      awayMessage: texts?.awayMessage ?? '',
      autoReply: texts?.autoReply ?? '',
      emailSubject: texts?.emailSubject ?? '',
      emailIntro: texts?.emailIntro ?? '',
      preChatLabels: Object.fromEntries((texts?.preChatLabels ?? []).map(({ key, label }) => [key, label])),
    };
    return [value, draft] as const;
  });
  return Object.fromEntries(entries) as TranslationsDraft;
}

/** What the API saves: every language, each with labels for the pre-chat fields the widget still asks. */
export function translationsInputOf(draft: WidgetDraft) {
  const keys = draft.preChatFields.map((field) => field.key);
  return translatedLanguages.map(({ value }) => {
    const { preChatLabels, ...texts } = draft.translations[value];
    return { locale: value, ...texts, preChatLabels: keys.filter((key) => preChatLabels[key]?.trim()).map((key) => ({ key, label: preChatLabels[key] })) };
  });
}

/**
 * What the live preview shows of the draft: its look, its texts and its pre-chat form (questions without a label yet
 * are left out); in `language` while the admin writes that language's texts.
 */
export function previewOf(draft: WidgetDraft, language: TranslatedLanguage | null = null): PreviewSettings {
  const preChatFields = draft.preChatFields
    .filter((field) => field.label.trim())
    .map((field, index) => ({ key: field.key || keyForLabel(field.label) || `field_${index + 1}`, label: field.label.trim(), required: field.required }));
  return {
    color: draft.color,
    position: draft.position,
    launcherText: draft.launcherText,
    greeting: draft.greeting,
    avatarUrl: draft.avatarUrl || null,
    locale: language ?? draft.locale,
    askForEmail: draft.askForEmail,
    preChatFields,
    translations: translatedLanguages.map(({ value }) => {
      const texts = draft.translations[value];
      const preChatLabels = preChatFields.map(({ key }) => ({ key, label: texts.preChatLabels[key]?.trim() ?? '' })).filter((entry) => entry.label);
      return { locale: value, greeting: texts.greeting.trim(), awayMessage: texts.awayMessage.trim(), preChatLabels };
    }),
  };
}

/** A key for a label: "Order number" → "order_number". */
export function keyForLabel(label: string): string {
  const key = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40);
  return key;
}

export const languageOptions = [
  { value: 'browser', label: 'Visitor’s browser language' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'pt', label: 'Português' },
] as const;
