import type { ContactAttributeDefinition, ContactAttributeType } from '../generated/prisma/client';
import { FieldError, ValidationError } from '../errors';

export type AttributeValue = string | number | boolean;

/** Turns one typed text into the value stored for a definition, or the reason it is not one. */
export function parseAttributeValue(type: ContactAttributeType, text: string): { value: AttributeValue } | { error: string } {
  const trimmed = text.trim();
  switch (type) {
    case 'TEXT':
      return trimmed.length > 500 ? { error: 'Use at most 500 characters.' } : { value: trimmed };
    case 'NUMBER': {
      const number = Number(trimmed);
      return trimmed === '' || !Number.isFinite(number) ? { error: 'Enter a number, such as 42 or 3.5.' } : { value: number };
    }
    case 'DATE':
      // Calendar dates only (YYYY-MM-DD), so a value never shifts with anyone's timezone.
      return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) && !Number.isNaN(Date.parse(`${trimmed}T00:00:00Z`)) && new Date(`${trimmed}T00:00:00Z`).toISOString().startsWith(trimmed)
        ? { value: trimmed }
        : { error: 'Enter a date as YYYY-MM-DD.' };
    case 'BOOLEAN':
      return trimmed === 'true' || trimmed === 'false' ? { value: trimmed === 'true' } : { error: 'Choose yes or no.' };
  }
}

/**
 * The contact's new attribute values: each given key must be defined for the organization and parse as its type; an
 * empty text clears the value. Every problem is reported at once, naming the attribute, and nothing is stored then.
 */
export function mergeAttributeValues(
  definitions: Pick<ContactAttributeDefinition, 'key' | 'label' | 'type'>[],
  current: Record<string, AttributeValue>,
  changes: { key: string; value: string }[],
): Record<string, AttributeValue> {
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  const next = { ...current };
  const errors: FieldError[] = [];
  for (const { key, value } of changes) {
    const definition = byKey.get(key);
    if (!definition) {
      errors.push(new FieldError(`attributes.${key}`, `There is no contact attribute "${key}" in this organization.`));
      continue;
    }
    if (value.trim() === '') {
      delete next[key];
      continue;
    }
    const parsed = parseAttributeValue(definition.type, value);
    if ('error' in parsed) errors.push(new FieldError(`attributes.${key}`, `${definition.label}: ${parsed.error}`));
    else next[key] = parsed.value;
  }
  if (errors.length > 0) throw new ValidationError(errors[0]!.message, errors);
  return next;
}
