import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { ExternalLink } from '../../../components/ExternalLink';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useUpdateHelpCenterMutation } from '../../../mutations/useUpdateHelpCenterMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';

type HelpCenter = { organizationId: string; enabled: boolean; title: string; url: string; canManage: boolean };

/** The public help center's switch and heading. */
export function HelpCenterCard({ organizationId, enabled, title, url, canManage }: HelpCenter) {
  const [updateHelpCenter] = useUpdateHelpCenterMutation();
  const toast = useToast();
  const [on, setOn] = useState(enabled);
  const [heading, setHeading] = useState(title);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<MutationFailure | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const outcome = await updateHelpCenter({ organizationId, enabled: on, title: heading });
    setSaving(false);
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: on ? 'Help center is public' : 'Help center is off' });
  };

  return (
    <Card
      id="help-center"
      title="Help center"
      description={
        <>
          Published articles, readable by anyone at <ExternalLink href={url} className="underline">{url.replace(/^https?:\/\//, '')}</ExternalLink>, in your widget’s colour.
        </>
      }
    >
      {canManage ? (
        <form onSubmit={withErrorReport(save)} noValidate className="space-y-4">
          <FormError message={formLevelMessage(error, ['title'])} />
          <Checkbox label="Publish the help center" description="When off, its pages answer “not found”. The widget still suggests published articles." checked={on} onChange={(event) => setOn(event.target.checked)} />
          <TextField label="Title" placeholder="Help Center" value={heading} onChange={(event) => setHeading(event.target.value)} error={error?.fieldErrors.title} maxLength={80} hint="Shown at the top of every page and in search results." />
          <div className="flex justify-end">
            <Button type="submit" loading={saving}>
              Save help center
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-gray-600">{enabled ? 'The help center is public.' : 'The help center is off. Admins can publish it.'}</p>
      )}
    </Card>
  );
}
