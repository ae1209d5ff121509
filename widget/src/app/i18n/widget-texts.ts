import { defaultInLanguage } from '../../shared/default-texts';
/** The admin's own texts in one language (from the widget's settings); an empty text means "not translated". */
export type WidgetTranslation = {
  readonly locale: string;
  readonly greeting: string;
  readonly awayMessage: string;
  readonly preChatLabels: readonly { readonly key: string; readonly label: string }[];
};

type LocalizableWidget = {
  readonly greeting: string;
  readonly availability: { readonly awayMessage: string };
  readonly preChatFields: readonly { readonly key: string; readonly label: string }[];
  readonly translations: readonly WidgetTranslation[];
};

/**
 * The widget with the admin's texts in the chat's language: the greeting, the away message and the pre-chat labels,
 * each left in English where that language has none (the greeting and the away message, while still the product's
 * defaults, in the chat's language).
 */
export function inLanguage<W extends LocalizableWidget>(widget: W, language: string): W {
  const texts = widget.translations.find((translation) => translation.locale === language);
  const labelOf = (key: string) => texts?.preChatLabels.find((entry) => entry.key === key)?.label;
  return {
    ...widget,
    greeting: texts?.greeting || defaultInLanguage('greeting', widget.greeting, language),
    availability: { ...widget.availability, awayMessage: texts?.awayMessage || defaultInLanguage('awayMessage', widget.availability.awayMessage, language) },
    preChatFields: widget.preChatFields.map((field) => ({ ...field, label: labelOf(field.key) || field.label })),
  };
}
