import { MailIcon } from '../icons';
import { t } from '../i18n/translate';
import { withErrorReport } from '../telemetry/withErrorReport';
import { DetailsField } from './DetailsField';
import { useDetailsForm } from './useDetailsForm';

/** In the conversation, after the visitor's first message while the team is away: where to send the reply. */
export function EmailCaptureCard() {
  const form = useDetailsForm();
  return (
    <form className="details-card" onSubmit={withErrorReport(form.submit)} noValidate aria-labelledby="email-capture-title">
      <p id="email-capture-title" className="details-title">
        <MailIcon />
        {t('emailCaptureTitle')}
      </p>
      <p className="details-body">{t('emailCaptureBody')}</p>
      <div className="details-row">
        <DetailsField label={t('emailLabel')} type="email" placeholder={t('emailPlaceholder')} value={form.values.email} onChange={form.set('email')} error={form.errors.email} required />
        <button type="submit" className="button details-submit" disabled={form.submitting}>
          {form.submitting ? t('saving') : t('notifyMe')}
        </button>
      </div>
      {form.formError && (
        <p className="field-error" role="alert">
          {form.formError}
        </p>
      )}
    </form>
  );
}

/** Once the team has the visitor's email: the promise, with the address to check. */
export function EmailConfirmation({ email }: { email: string }) {
  return (
    <div className="details-card details-saved" role="status">
      <p className="details-title">
        <MailIcon />
        {t('emailSaved', { email })}
      </p>
      <p className="details-body">{t('emailSavedBody')}</p>
    </div>
  );
}
