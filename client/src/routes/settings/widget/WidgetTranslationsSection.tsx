import { useRef, type FocusEvent } from 'react';
import { Card } from '../../../components/Card';
import { Tabs } from '../../../components/Tabs';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { translatedLanguages, type DraftChange, type TranslatedLanguage, type TranslationDraft, type WidgetDraft } from './widgetDraft';

type Props = {
  draft: WidgetDraft;
  change: DraftChange;
  errors: Record<string, string>;
  editable: boolean;
  /** The English texts, shown as each empty field's placeholder: what visitors of that language see instead. */
  englishTexts: { greeting: string; awayMessage: string; autoReply: string };
  /** The language whose texts the admin is writing (null once the focus leaves this section), for the preview. */
  onPreviewLanguage(language: TranslatedLanguage | null): void;
};

/**
 * The widget's own texts in each language it speaks, one tab per language. Empty fields fall back to English, so an
 * admin translates only what they want to.
 */
export function WidgetTranslationsSection({ draft, change, errors, editable, englishTexts, onPreviewLanguage }: Props) {
  const shownLanguage = useRef<TranslatedLanguage>(translatedLanguages[0].value);
  const set = (language: TranslatedLanguage, next: Partial<TranslationDraft>) =>
    change('translations', { ...draft.translations, [language]: { ...draft.translations[language], ...next } });
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onPreviewLanguage(null);
  };
  const labelledFields = draft.preChatFields.filter((field) => field.key && field.label.trim());

  const panel = (language: TranslatedLanguage, languageName: string) => {
    const texts = draft.translations[language];
    // Named with their language: every tab's fields, and the English ones above, stay told apart.
    const named = (label: string) => `${label} (${languageName})`;
    const text = (key: Exclude<keyof TranslationDraft, 'preChatLabels'>) => ({
      value: texts[key],
      onChange: (event: { target: { value: string } }) => set(language, { [key]: event.target.value }),
      readOnly: !editable,
    });
    return (
      <div className="space-y-5">
        <TextField label={named('Greeting')} maxLength={200} placeholder={englishTexts.greeting} {...text('greeting')} />
        <TextArea label={named('Away message')} rows={2} maxLength={500} placeholder={englishTexts.awayMessage} {...text('awayMessage')} />
        <TextArea label={named('Auto-reply')} rows={2} maxLength={1000} placeholder={englishTexts.autoReply} {...text('autoReply')} />
        {labelledFields.map((field) => (
          <TextField
            key={field.key}
            label={named(`Pre-chat field “${field.label.trim()}”`)}
            maxLength={60}
            placeholder={field.label.trim()}
            value={texts.preChatLabels[field.key] ?? ''}
            onChange={(event) => set(language, { preChatLabels: { ...texts.preChatLabels, [field.key]: event.target.value } })}
            readOnly={!editable}
          />
        ))}
        <TextField label={named('Missed-reply email subject')} maxLength={150} placeholder="New reply from your team" hint="Sent when a visitor who left their email misses a reply in the chat." {...text('emailSubject')} />
        <TextArea label={named('Missed-reply email introduction')} rows={2} maxLength={500} placeholder="Your team replied to your message:" hint="The line before the replies in that email." {...text('emailIntro')} />
      </div>
    );
  };

  return (
    <Card
      id="widget-languages"
      title="Languages"
      description="Your texts for visitors who read another language (their browser’s, or the widget’s language setting). Anything left empty shows your English text. The preview speaks the language you are writing."
    >
      <div onFocus={() => onPreviewLanguage(shownLanguage.current)} onBlur={leave} className="space-y-3">
        <Tabs
          label="Language"
          tabs={translatedLanguages.map(({ value, label }) => ({ value, label, content: panel(value, label) }))}
          onValueChange={(value) => {
            shownLanguage.current = value as TranslatedLanguage;
            onPreviewLanguage(shownLanguage.current);
          }}
        />
        {errors.translations && (
          <p role="alert" className="text-[13px] text-red-700">
            {errors.translations}
          </p>
        )}
      </div>
    </Card>
  );
}
