import { useState, type FormEvent } from 'react';
import { t } from '../i18n/translate';
import { useRuntime } from '../runtime/RuntimeContext';
import { isEmailLike, submitDetails } from './submit-details';

export type QuestionField = { readonly key: string; readonly label: string; readonly required: boolean };

/**
 * The state of a details form (email plus any extra questions): values, translated errors per field, a form-level
 * error, and submitting. Checks locally first, then lets the server have the last word; `onSaved` follows a save. In
 * the dashboard's preview there is no visitor to save for: a form that passes the checks counts as saved.
 */
export function useDetailsForm(questions: readonly QuestionField[] = [], onSaved?: () => void) {
  const { environment, previewing } = useRuntime();
  const [values, setValues] = useState<Record<string, string>>({ email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const localErrors = () => {
    const found: Record<string, string> = {};
    const email = values.email?.trim() ?? '';
    if (!email) found.email = t('emailRequired');
    else if (!isEmailLike(email)) found.email = t('emailInvalid');
    for (const question of questions) if (question.required && !values[question.key]?.trim()) found[question.key] = t('fieldRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = localErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (previewing) return onSaved?.();
    setSubmitting(true);
    const answers = Object.fromEntries(questions.map((question) => [question.key, values[question.key]?.trim() ?? '']));
    const outcome = await submitDetails(environment, { email: values.email.trim(), ...(questions.length > 0 ? { answers } : {}) });
    setSubmitting(false);
    if (outcome.kind === 'invalid') setErrors(Object.fromEntries(outcome.fields.map((field) => [field, field === 'email' ? t('emailInvalid') : t('fieldRequired')])));
    else if (outcome.kind === 'rate-limited') setFormError(t('tooManyAttempts'));
    else if (outcome.kind === 'failed') setFormError(t('detailsFailed'));
    else onSaved?.();
  };

  const set = (key: string) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  return { values, errors, formError, submitting, submit, set };
}
