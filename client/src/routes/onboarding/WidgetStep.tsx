import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../components/Button';
import { CodeBlock } from '../../components/CodeBlock';
import { FormError } from '../../components/FormError';
import { ArrowRightIcon } from '../../components/icons';
import { TextField } from '../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { useCreateWidgetMutation } from '../../mutations/useCreateWidgetMutation';
import { captureEvent } from '../../telemetry/analytics';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { StepCard } from './StepCard';
import type { WidgetStep_organization$key } from './__generated__/WidgetStep_organization.graphql';

const organizationFragment = graphql`
  fragment WidgetStep_organization on Organization {
    id
    widgets {
      id
      name
      installSnippet
    }
  }
`;

export function WidgetStep({ organization: organizationKey, onContinue }: { organization: WidgetStep_organization$key; onContinue: () => void }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const widget = organization.widgets.at(-1);
  return widget ? (
    <InstallSnippet name={widget.name} snippet={widget.installSnippet} onContinue={onContinue} />
  ) : (
    <CreateWidgetForm organizationId={organization.id} />
  );
}

function CreateWidgetForm({ organizationId }: { organizationId: string }) {
  const [createWidget, isSubmitting] = useCreateWidgetMutation();
  const [name, setName] = useState('Website');
  const [error, setError] = useState<MutationFailure | null>(null);

  // Once created, the widget appears in the organization's list and this step shows its snippet.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await createWidget({ organizationId, name });
    if (!outcome.ok) setError(outcome.error);
  };

  return (
    <StepCard
      eyebrow="Your chat widget"
      title="Create your first widget"
      description="A widget is the chat window on one website. Add more later for other sites or brands."
      onSubmit={withErrorReport(submit)}
      footer={
        <>
          <span className="text-[13px] text-gray-600">Step 2 of 3</span>
          <Button type="submit" loading={isSubmitting}>
            Create widget
            <ArrowRightIcon className="size-4" />
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <FormError message={formLevelMessage(error, ['name'])} />
        <TextField label="Widget name" name="widget" value={name} onChange={(event) => setName(event.target.value)} hint="Only your team sees this name." error={error?.fieldErrors.name} autoFocus />
      </div>
    </StepCard>
  );
}

function InstallSnippet({ name, snippet, onContinue }: { name: string; snippet: string; onContinue: () => void }) {
  return (
    <StepCard
      eyebrow="Your chat widget"
      title="Add Parley to your website"
      description={
        <>
          Paste this snippet just before the closing <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-[13px] text-gray-800">&lt;/body&gt;</code> tag
          on every page where the chat should appear.
        </>
      }
      footer={
        <>
          <span className="text-[13px] text-gray-600">You can find this snippet again in Settings → Setup.</span>
          <Button onClick={onContinue}>
            Continue
            <ArrowRightIcon className="size-4" />
          </Button>
        </>
      }
    >
      <CodeBlock code={snippet} label={`${name} · install snippet`} onCopy={() => captureEvent('install snippet copied')} />
    </StepCard>
  );
}
