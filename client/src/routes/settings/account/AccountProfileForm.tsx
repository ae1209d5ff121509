import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useUpdateProfileMutation } from '../../../mutations/useUpdateProfileMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { AccountProfileForm_viewer$key } from './__generated__/AccountProfileForm_viewer.graphql';

const viewerFragment = graphql`
  fragment AccountProfileForm_viewer on User {
    name
    locale
    avatarUrl
  }
`;

const languages = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'pt', label: 'Português' },
];

export function AccountProfileForm({ viewer: viewerKey }: { viewer: AccountProfileForm_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const [updateProfile, isSaving] = useUpdateProfileMutation();
  const toast = useToast();
  const [name, setName] = useState(viewer.name);
  const [locale, setLocale] = useState(viewer.locale);
  const [error, setError] = useState<MutationFailure | null>(null);
  const unchanged = name === viewer.name && locale === viewer.locale;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await updateProfile({ name, locale });
    if (outcome.ok) toast({ title: 'Profile saved' });
    else setError(outcome.error);
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate>
      <Card
        id="profile"
        title="Profile"
        description="How your teammates see you. Visitors see your first name next to your replies."
        footer={
          <Button type="submit" loading={isSaving} disabled={unchanged}>
            Save profile
          </Button>
        }
      >
        <div className="space-y-5">
          <FormError message={formLevelMessage(error, ['name', 'locale'])} />
          <div className="flex items-center gap-4">
            <Avatar name={name || viewer.name} imageUrl={viewer.avatarUrl} size="lg" />
            <div className="min-w-0 flex-1">
              <TextField label="Full name" name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={error?.fieldErrors.name} />
            </div>
          </div>
          <div className="sm:max-w-xs">
            <Select label="Language" value={locale} onValueChange={setLocale} options={languages} hint="Used for emails Parley sends you." error={error?.fieldErrors.locale} />
          </div>
        </div>
      </Card>
    </form>
  );
}
