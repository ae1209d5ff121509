import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FormError } from '../../components/FormError';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { useUpdateContactMutation } from '../../mutations/useUpdateContactMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import type { ContactDetailsForm_contact$key } from './__generated__/ContactDetailsForm_contact.graphql';
import type { ContactDetailsForm_definitions$key } from './__generated__/ContactDetailsForm_definitions.graphql';

const contactFragment = graphql`
  fragment ContactDetailsForm_contact on Contact {
    id
    name
    email
    phone
    company
    attributes
  }
`;

const definitionsFragment = graphql`
  fragment ContactDetailsForm_definitions on ContactAttributeDefinition @relay(plural: true) {
    key
    label
    type
  }
`;

const standardFields = ['name', 'email', 'phone', 'company'] as const;
type StandardField = (typeof standardFields)[number];

/** A stored attribute value as the text its control edits. */
function asText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

type ContactDetailsFormProps = { contact: ContactDetailsForm_contact$key; definitions: ContactDetailsForm_definitions$key };

/** Name, email, phone, company and the organization's custom attributes, each typed, saved together. */
export function ContactDetailsForm({ contact: contactKey, definitions: definitionsKey }: ContactDetailsFormProps) {
  const contact = useFragment(contactFragment, contactKey);
  const definitions = useFragment(definitionsFragment, definitionsKey);
  const stored = (contact.attributes ?? {}) as Record<string, unknown>;
  const [updateContact, saving] = useUpdateContactMutation();
  const toast = useToast();
  const [fields, setFields] = useState<Record<StandardField, string>>({
    name: contact.name ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    company: contact.company ?? '',
  });
  const [attributes, setAttributes] = useState<Record<string, string>>(() => Object.fromEntries(definitions.map((definition) => [definition.key, asText(stored[definition.key])])));
  const [error, setError] = useState<MutationFailure | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const changedAttributes = definitions
      .filter((definition) => (attributes[definition.key] ?? '') !== asText(stored[definition.key]))
      .map((definition) => ({ key: definition.key, value: attributes[definition.key] ?? '' }));
    const outcome = await updateContact({ contactId: contact.id, ...fields, attributes: changedAttributes });
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: 'Contact saved' });
  };

  const fieldError = (name: string) => error?.fieldErrors[name];
  const renderedFields = [...standardFields, ...definitions.map((definition) => `attributes.${definition.key}`)];

  return (
    <Card
      title="Details"
      footer={
        <div className="flex justify-end">
          <Button type="submit" form="contact-details" loading={saving}>
            Save details
          </Button>
        </div>
      }
    >
      <form id="contact-details" onSubmit={withErrorReport(save)} noValidate className="space-y-4">
        <FormError message={formLevelMessage(error, renderedFields)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" name="name" value={fields.name} error={fieldError('name')} onChange={(event) => setFields({ ...fields, name: event.target.value })} maxLength={100} />
          <TextField label="Email" name="email" type="email" value={fields.email} error={fieldError('email')} onChange={(event) => setFields({ ...fields, email: event.target.value })} />
          <TextField label="Phone" name="phone" type="tel" value={fields.phone} error={fieldError('phone')} onChange={(event) => setFields({ ...fields, phone: event.target.value })} />
          <TextField label="Company" name="company" value={fields.company} error={fieldError('company')} onChange={(event) => setFields({ ...fields, company: event.target.value })} maxLength={100} />
          {definitions.map((definition) => {
            const value = attributes[definition.key] ?? '';
            const onValue = (next: string) => setAttributes({ ...attributes, [definition.key]: next });
            const errorText = fieldError(`attributes.${definition.key}`);
            if (definition.type === 'BOOLEAN') {
              return (
                <Select
                  key={definition.key}
                  label={definition.label}
                  error={errorText}
                  value={value || 'unset'}
                  onValueChange={(next) => onValue(next === 'unset' ? '' : next)}
                  options={[
                    { value: 'unset', label: 'Not set' },
                    { value: 'true', label: 'Yes' },
                    { value: 'false', label: 'No' },
                  ]}
                />
              );
            }
            return (
              <TextField
                key={definition.key}
                label={definition.label}
                name={`attribute-${definition.key}`}
                type={definition.type === 'DATE' ? 'date' : 'text'}
                inputMode={definition.type === 'NUMBER' ? 'decimal' : undefined}
                value={value}
                error={errorText}
                onChange={(event) => onValue(event.target.value)}
              />
            );
          })}
        </div>
        {definitions.length === 0 && <p className="text-[13px] text-gray-600">Admins can add custom attributes, such as a plan or a renewal date, in Settings → Contact attributes.</p>}
      </form>
    </Card>
  );
}
