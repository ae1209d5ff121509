import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Adds a just-created record to a list field of its parent (e.g. an organization's `labels`), keeping the
 * list sorted by one of its fields as the server sorts it.
 */
export function insertInOrder(store: RecordSourceSelectorProxy, parentId: string, field: string, record: RecordProxy | null | undefined, sortField: string): void {
  const parent = store.get(parentId);
  // Lists the store has never loaded (with the same arguments) are left for the next fetch.
  const list = parent?.getLinkedRecords(field);
  if (!record || !parent || !list) return;
  const keyOf = (item: RecordProxy | null | undefined) => String(item?.getValue(sortField) ?? '');
  parent.setLinkedRecords([...list, record].sort((a, b) => keyOf(a).localeCompare(keyOf(b))), field);
}
