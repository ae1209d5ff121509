import { graphql, usePaginationFragment } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ShieldIcon } from '../../../components/icons';
import { auditActionLabel } from './auditActionLabels';
import { AuditChanges } from './AuditChanges';
import type { AuditLogList_organization$key } from './__generated__/AuditLogList_organization.graphql';

const organizationFragment = graphql`
  fragment AuditLogList_organization on Organization
  @refetchable(queryName: "AuditLogListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    action: { type: "String" }
    actor: { type: "String" }
    from: { type: "DateTime" }
    to: { type: "DateTime" }
  ) {
    auditLog(first: $count, after: $cursor, action: $action, actor: $actor, from: $from, to: $to) @connection(key: "AuditLogList_auditLog", filters: ["action", "actor", "from", "to"]) {
      edges {
        node {
          id
          action
          actorKind
          actorLabel
          ipAddress
          targetLabel
          changes
          createdAt
        }
      }
    }
  }
`;

/** A member is recorded as "Name <email>": shown as the name over the email. */
function ActorName({ label }: { label: string }) {
  const person = /^(.*) <(.+)>$/.exec(label);
  if (!person) return <span className="break-all">{label}</span>;
  return (
    <>
      <span className="block font-medium text-gray-900">{person[1]}</span>
      <span className="block text-[13px] break-all text-gray-600">{person[2]}</span>
    </>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function AuditLogList({ organization: organizationKey }: { organization: AuditLogList_organization$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(organizationFragment, organizationKey);
  const edges = data.auditLog.edges;
  if (edges.length === 0) {
    return <EmptyState icon={<ShieldIcon className="size-6" />} title="No entries" description="Nothing recorded matches these filters." />;
  }
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-medium uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-5 py-2.5">Time</th>
              <th scope="col" className="px-5 py-2.5">Action</th>
              <th scope="col" className="px-5 py-2.5">Actor</th>
              <th scope="col" className="px-5 py-2.5">IP address</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {edges.map(({ node: entry }) => (
              <tr key={entry.id} className="align-top">
                <td className="whitespace-nowrap px-5 py-3 text-gray-700">
                  <time dateTime={entry.createdAt}>{timeFormat.format(new Date(entry.createdAt))}</time>
                </td>
                <td className="px-5 py-3">
                  <span className="font-medium text-gray-900">{auditActionLabel(entry.action)}</span>
                  {entry.targetLabel && <span className="text-gray-600"> · {entry.targetLabel}</span>}
                  <AuditChanges changes={entry.changes} />
                </td>
                <td className="px-5 py-3 text-gray-700">
                  <ActorName label={entry.actorLabel} />
                  {entry.actorKind !== 'MEMBER' && (
                    <Badge className="ml-1.5" tone="indigo">
                      {entry.actorKind === 'API_KEY' ? 'API key' : 'System'}
                    </Badge>
                  )}
                </td>
                <td className="whitespace-nowrap px-5 py-3 font-mono text-[13px] text-gray-600">{entry.ipAddress || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasNext && (
        <div className="border-t border-gray-100 px-5 py-3">
          <Button variant="secondary" size="sm" loading={isLoadingNext} onClick={() => loadNext(25)}>
            Show older entries
          </Button>
        </div>
      )}
    </div>
  );
}
