/** The contact list's filters as the page holds them: plain strings, so that they sit in form controls and the URL. */
export type ContactFilters = {
  search: string;
  verified: 'any' | 'true' | 'false';
  hasConversations: 'any' | 'true' | 'false';
  seenWithinDays: 'any' | '1' | '7' | '30' | '90';
  attributeKey: string;
  attributeValue: string;
};

export const noContactFilters: ContactFilters = { search: '', verified: 'any', hasConversations: 'any', seenWithinDays: 'any', attributeKey: '', attributeValue: '' };

const flag = (value: 'any' | 'true' | 'false') => (value === 'any' ? null : value === 'true');

/** The filters as the `contacts` connection's arguments; an attribute counts only with a value to match. */
export function contactVariables(filters: ContactFilters) {
  const attribute = filters.attributeKey && filters.attributeValue.trim() !== '';
  return {
    search: filters.search.trim() || null,
    verified: flag(filters.verified),
    hasConversations: flag(filters.hasConversations),
    seenWithinDays: filters.seenWithinDays === 'any' ? null : Number(filters.seenWithinDays),
    attributeKey: attribute ? filters.attributeKey : null,
    attributeValue: attribute ? filters.attributeValue.trim() : null,
  };
}

/** The server's CSV export of the same filter; it streams, so it stays correct however many contacts match. */
export function contactsCsvUrl(organizationId: string, filters: ContactFilters): string {
  const params = new URLSearchParams({ organizationId });
  for (const [name, value] of Object.entries(contactVariables(filters))) {
    if (value !== null) params.set(name, String(value));
  }
  return `/dashboard/contacts.csv?${params}`;
}
