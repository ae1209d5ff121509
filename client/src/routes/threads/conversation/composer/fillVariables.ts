/** What a canned response's {{variables}} are filled from; unknown visitor details fall back to friendly words. */
export type CannedVariables = {
  contact: { name: string | null; email: string | null };
  operator: { name: string };
  organization: { name: string };
};

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * Fills {{contact.firstName}}, {{contact.name}}, {{contact.email}}, {{operator.firstName}} and
 * {{organization.name}} (spaces inside the braces allowed). An anonymous visitor is "there" ("Hi there"); an
 * unknown address reads "your email address". Anything else in braces stays as written, for the operator to see.
 */
export function fillVariables(body: string, variables: CannedVariables): string {
  const contactName = variables.contact.name?.trim() || null;
  const values: Record<string, string> = {
    'contact.firstname': contactName ? firstNameOf(contactName) : 'there',
    'contact.name': contactName ?? 'there',
    'contact.email': variables.contact.email?.trim() || 'your email address',
    'operator.firstname': firstNameOf(variables.operator.name),
    'organization.name': variables.organization.name,
  };
  return body.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => values[name.toLowerCase()] ?? whole);
}
