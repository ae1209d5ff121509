import { t } from '../i18n/translate';
import { withErrorReport } from '../telemetry/withErrorReport';
import { DetailsField } from './DetailsField';
import { useDetailsForm, type QuestionField } from './useDetailsForm';

type Props = { questions: readonly QuestionField[]; onSaved(): void };

/** Before the first message, when the widget always asks: the visitor's email and the widget's own questions. */
export function PreChatForm({ questions, onSaved }: Props) {
  const form = useDetailsForm(questions, onSaved);
  return (
    <form className="details-card pre-chat" onSubmit={withErrorReport(form.submit)} noValidate aria-labelledby="pre-chat-title">
      <h2 id="pre-chat-title" className="card-title">
        {t('preChatTitle')}
      </h2>
      <p className="details-body">{t('preChatBody')}</p>
      <DetailsField label={t('emailLabel')} type="email" placeholder={t('emailPlaceholder')} value={form.values.email} onChange={form.set('email')} error={form.errors.email} required autoFocus />
      {questions.map((question) => (
        <DetailsField key={question.key} label={question.label} value={form.values[question.key] ?? ''} onChange={form.set(question.key)} error={form.errors[question.key]} required={question.required} />
      ))}
      {form.formError && (
        <p className="field-error" role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className="button button-block" disabled={form.submitting}>
        {form.submitting ? t('saving') : t('startChat')}
      </button>
    </form>
  );
}
