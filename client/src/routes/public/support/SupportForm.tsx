import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/FormError';
import { CheckIcon } from '../../../components/icons';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useSubmitSupportRequestMutation } from '../../../mutations/useSubmitSupportRequestMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';

const emptyRequest = { name: '', email: '', message: '' };
const subscribeToNothing = () => () => {};

/** False in the prerendered HTML and until hydration, true once React runs the page in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
const fields = Object.keys(emptyRequest);

/** Opens a thread in the Parley team's own inbox; the answer comes back by email. */
export function SupportForm() {
  const [submit, isSubmitting] = useSubmitSupportRequestMutation();
  const [request, setRequest] = useState(emptyRequest);
  const [error, setError] = useState<MutationFailure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Sent by script only: before the page is live, a click would post the form nowhere and lose the message.
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await submit(request);
    if (!outcome.ok) return setError(outcome.error);
    setSentTo(request.email.trim());
    setRequest(emptyRequest);
  };

  const field = (name: keyof typeof emptyRequest) => ({
    name,
    value: request[name],
    error: error?.fieldErrors[name],
    onChange: (event: { target: { value: string } }) => setRequest((current) => ({ ...current, [name]: event.target.value })),
  });

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 py-4">
        <span className="flex size-11 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-200">
          <CheckIcon />
        </span>
        <div>
          <h3 className="text-lg font-semibold text-gray-950">Thanks, we have your message</h3>
          <p className="mt-1.5 text-[15px] text-gray-600">
            It is in our support inbox now. We will answer at <strong className="font-medium break-all text-gray-900">{sentTo}</strong>, usually within one working day.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={withErrorReport(onSubmit)} noValidate className="space-y-4">
      <FormError message={formLevelMessage(error, fields)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" required maxLength={100} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      </div>
      <TextArea label="How can we help?" required rows={6} maxLength={5000} hint="Tell us what you are trying to do and what happened. Links and error messages help." {...field('message')} />
      <noscript>
        <p className="text-sm text-amber-800">Sending this form needs JavaScript. Turn it on and reload the page to write to us.</p>
      </noscript>
      <Button type="submit" size="lg" loading={isSubmitting} disabled={!hydrated}>
        Send message
      </Button>
    </form>
  );
}
