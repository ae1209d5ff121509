import type { AuditEntry } from '../generated/prisma/client';

const columns = ['time', 'action', 'actor_kind', 'actor', 'ip_address', 'target_type', 'target', 'changes'] as const;

/** A CSV cell, quoted when needed; cells starting like a formula are prefixed so spreadsheets show rather than run them. */
export function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((entry) =>
    [
      entry.createdAt.toISOString(),
      entry.action,
      entry.actorKind,
      entry.actorLabel,
      entry.ipAddress,
      entry.targetType,
      entry.targetLabel,
      Object.keys(entry.changes ?? {}).length > 0 ? JSON.stringify(entry.changes) : '',
    ].map(cell).join(','),
  );
  return [columns.join(','), ...rows].join('\r\n') + '\r\n';
}
