import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import type { ContactFilters } from './contactFilters';

type Definition = { readonly key: string; readonly label: string; readonly type: string };

type ContactFiltersFormProps = { draft: ContactFilters; onChange: (filters: ContactFilters) => void; definitions: ReadonlyArray<Definition> };

const valueHint: Record<string, string> = { NUMBER: 'A number', DATE: 'YYYY-MM-DD', BOOLEAN: 'true or false', TEXT: 'Exact text' };

/** Search words and filters; the list follows as they change. */
export function ContactFiltersForm({ draft, onChange, definitions }: ContactFiltersFormProps) {
  const attribute = definitions.find((definition) => definition.key === draft.attributeKey);
  return (
    <form role="search" aria-label="Filter contacts" onSubmit={(event) => event.preventDefault()} className="grid gap-3 border-b border-gray-100 px-5 pb-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
      <div className="sm:col-span-2">
        <TextField label="Search" type="search" name="search" placeholder="Name, email or company" value={draft.search} onChange={(event) => onChange({ ...draft, search: event.target.value })} />
      </div>
      <Select
        label="Identity"
        value={draft.verified}
        onValueChange={(verified) => onChange({ ...draft, verified })}
        options={[
          { value: 'any', label: 'Verified or not' },
          { value: 'true', label: 'Verified' },
          { value: 'false', label: 'Not verified' },
        ]}
      />
      <Select
        label="Conversations"
        value={draft.hasConversations}
        onValueChange={(hasConversations) => onChange({ ...draft, hasConversations })}
        options={[
          { value: 'any', label: 'With or without' },
          { value: 'true', label: 'Has conversations' },
          { value: 'false', label: 'No conversations' },
        ]}
      />
      <Select
        label="Last seen"
        value={draft.seenWithinDays}
        onValueChange={(seenWithinDays) => onChange({ ...draft, seenWithinDays })}
        options={[
          { value: 'any', label: 'Any time' },
          { value: '1', label: 'In the last day' },
          { value: '7', label: 'In the last 7 days' },
          { value: '30', label: 'In the last 30 days' },
          { value: '90', label: 'In the last 90 days' },
        ]}
      />
      {definitions.length > 0 && (
        <>
          <Select
            label="Attribute"
            value={draft.attributeKey || 'none'}
            onValueChange={(key) => onChange({ ...draft, attributeKey: key === 'none' ? '' : key, attributeValue: '' })}
            options={[{ value: 'none', label: 'No attribute filter' }, ...definitions.map((definition) => ({ value: definition.key, label: definition.label }))]}
          />
          {attribute && (
            <TextField
              label={`${attribute.label} is`}
              name="attributeValue"
              placeholder={valueHint[attribute.type]}
              value={draft.attributeValue}
              onChange={(event) => onChange({ ...draft, attributeValue: event.target.value })}
            />
          )}
        </>
      )}
    </form>
  );
}
