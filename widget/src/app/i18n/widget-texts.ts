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
 * each left in English (the default text) where that language has none.
 */
export function inLanguage<W extends LocalizableWidget>(widget: W, language: string): W {
  const texts = widget.translations.find((translation) => translation.locale === language);
  if (!texts) return widget;
  const labelOf = (key: string) => texts.preChatLabels.find((entry) => entry.key === key)?.label;
  return {
    ...widget,
    greeting: texts.greeting || widget.greeting,
    availability: { ...widget.availability, awayMessage: texts.awayMessage || widget.availability.awayMessage },
    preChatFields: widget.preChatFields.map((field) => ({ ...field, label: labelOf(field.key) || field.label })),
  };
}
