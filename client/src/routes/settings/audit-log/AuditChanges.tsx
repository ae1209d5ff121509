/** A value as the audit log shows it: text as is, lists joined, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

type Changes = Record<string, { before?: unknown; after?: unknown }>;

/** Changed fields of an entry, each with its value before and after. */
export function AuditChanges({ changes }: { changes: unknown }) {
  const entries = Object.entries((changes ?? {}) as Changes);
  if (entries.length === 0) return null;
  return (
    <dl className="mt-1 space-y-0.5 text-[13px] text-gray-600">
      {entries.map(([field, { before, after }]) => (
        <div key={field} className="flex flex-wrap gap-x-1.5">
          <dt className="font-medium text-gray-700">{field}:</dt>
          <dd className="break-all">
            {before === null || before === undefined ? shown(after) : `${shown(before)} → ${shown(after)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
