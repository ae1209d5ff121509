import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Combobox } from '../../components/Combobox';
import { FormError } from '../../components/FormError';
import { ArrowRightIcon } from '../../components/icons';
import { TextField } from '../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { browserTimezone, timezoneOptions } from '../../lib/timezones';
import { useCreateOrganizationMutation } from '../../mutations/useCreateOrganizationMutation';
import { captureEvent } from '../../telemetry/analytics';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { StepCard } from './StepCard';

export function OrganizationStep({ greeting, onCreated }: { greeting: string; onCreated: () => void }) {
  const [createOrganization, isSubmitting] = useCreateOrganizationMutation();
  const [name, setName] = useState('');
  const [timezone, setTimezone] = useState(browserTimezone);
  const [error, setError] = useState<MutationFailure | null>(null);
  const zones = timezoneOptions();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await createOrganization({ name, timezone });
    if (outcome.ok) {
      captureEvent('organization created in onboarding');
      onCreated();
    } else setError(outcome.error);
  };

  return (
    <StepCard
      eyebrow={greeting}
      title="Name your organization"
      description="This is the company or team your visitors talk to. You can change it later."
      onSubmit={withErrorReport(submit)}
      footer={
        <>
          <span className="text-[13px] text-gray-600">Step 1 of 3</span>
          <Button type="submit" loading={isSubmitting}>
            Continue
            <ArrowRightIcon className="size-4" />
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <FormError message={formLevelMessage(error, ['name', 'timezone'])} />
        <TextField label="Organization name" name="organization" placeholder="Acme Inc." autoComplete="organization" value={name} onChange={(event) => setName(event.target.value)} error={error?.fieldErrors.name} autoFocus />
        <Combobox
          label="Time zone"
          value={timezone}
          onChange={setTimezone}
          options={zones}
          hint="Used for office hours and reports."
          error={error?.fieldErrors.timezone}
          emptyText="No time zone matches"
        />
      </div>
    </StepCard>
  );
}
