import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import type { ContactAttributeType } from '../../../mutations/__generated__/useCreateContactAttributeDefinitionMutation.graphql';
import { useCreateContactAttributeDefinitionMutation } from '../../../mutations/useCreateContactAttributeDefinitionMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';

export const attributeTypeLabels = { TEXT: 'Text', NUMBER: 'Number', DATE: 'Date', BOOLEAN: 'Yes / no' } as const;

type AttributeType = keyof typeof attributeTypeLabels;

/** "Seats in plan" → "seats_in_plan": a key is suggested from the label until the admin edits it. */
function keyFrom(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40);
}

export function NewContactAttributeForm({ organizationId }: { organizationId: string }) {
  const [create, saving] = useCreateContactAttributeDefinitionMutation();
  const toast = useToast();
  const [label, setLabel] = useState('');
  const [key, setKey] = useState('');
  const [keyEdited, setKeyEdited] = useState(false);
  const [type, setType] = useState<AttributeType>('TEXT');
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await create({ organizationId, label, key, type: type as ContactAttributeType });
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: `${label.trim()} added` });
    setLabel('');
    setKey('');
    setKeyEdited(false);
  };

  return (
    <Card
      title="New attribute"
      className="mb-6"
      footer={
        <div className="flex justify-end">
          <Button type="submit" form="new-contact-attribute" loading={saving}>
            Add attribute
          </Button>
        </div>
      }
    >
      <form id="new-contact-attribute" onSubmit={withErrorReport(submit)} noValidate className="space-y-4">
        <FormError message={formLevelMessage(error, ['label', 'key', 'type'])} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Label"
            placeholder="Plan"
            value={label}
            error={error?.fieldErrors.label}
            onChange={(event) => {
              setLabel(event.target.value);
              if (!keyEdited) setKey(keyFrom(event.target.value));
            }}
            maxLength={60}
          />
          <TextField
            label="Key"
            hint="Used in the CSV export and webhooks."
            placeholder="plan"
            value={key}
            error={error?.fieldErrors.key}
            onChange={(event) => {
              setKey(event.target.value);
              setKeyEdited(true);
            }}
            maxLength={40}
          />
          <Select
            label="Type"
            value={type}
            onValueChange={setType}
            options={(Object.keys(attributeTypeLabels) as AttributeType[]).map((value) => ({ value, label: attributeTypeLabels[value] }))}
          />
        </div>
      </form>
    </Card>
  );
}
