import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useSetAnswerBotNameMutation } from '../../../mutations/useSetAnswerBotNameMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';

/** The server's default name, which the widget shows in each visitor's language. */
const defaultName = 'Answer bot';

/** The name the bot's messages are signed with, in the widget and the inbox; empty keeps the default. */
export function AnswerBotNameForm({ organizationId, name }: { organizationId: string; name: string | null }) {
  const [setAnswerBotName, isSaving] = useSetAnswerBotNameMutation();
  const toast = useToast();
  const [value, setValue] = useState(name ?? '');
  const [error, setError] = useState<MutationFailure | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await setAnswerBotName({ organizationId, name: value });
    if (!outcome.ok) return setError(outcome.error);
    setValue(outcome.payload.organization.answerBotName ?? '');
    toast({ title: outcome.payload.organization.answerBotName ? `The bot now signs as ${outcome.payload.organization.answerBotName}` : 'The bot signs with its default name' });
  };

  return (
    <form onSubmit={withErrorReport(save)} noValidate className="space-y-3">
      <FormError message={formLevelMessage(error, ['name'])} />
      <TextField
        label="Bot name"
        placeholder={defaultName}
        value={value}
        maxLength={40}
        onChange={(event) => setValue(event.target.value)}
        error={error?.fieldErrors.name}
        hint="Signs the bot’s messages in the widget and the inbox. Left empty, visitors see “Answer bot” in their language."
      />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={isSaving}>
          Save name
        </Button>
      </div>
    </form>
  );
}
