import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { CheckCircleIcon, ChatBubbleIcon, ClockIcon, SearchIcon, UserIcon } from '../../../components/icons';
import type { InboxFilters } from '../inboxFilters';

function emptyCopy(filters: InboxFilters) {
  if (filters.search.trim()) {
    return { icon: <SearchIcon className="size-6" />, title: 'No matches', description: `No conversation mentions “${filters.search.trim()}” in this view.` };
  }
  if (filters.assignment === 'MINE') {
    return { icon: <UserIcon className="size-6" />, title: 'Nothing assigned to you', description: 'Conversations you or a teammate assign to you show up here.' };
  }
  if (filters.assignment === 'UNASSIGNED') {
    return { icon: <CheckCircleIcon className="size-6" />, title: 'Everything has an owner', description: 'No conversation in this view is waiting to be picked up.' };
  }
  switch (filters.status) {
    case 'PENDING':
      return { icon: <ClockIcon className="size-6" />, title: 'Nobody to wait for', description: 'Conversations waiting on a visitor’s answer appear here.' };
    case 'SNOOZED':
      return { icon: <ClockIcon className="size-6" />, title: 'Nothing snoozed', description: 'Snoozed conversations rest here and come back on their own.' };
    case 'CLOSED':
      return { icon: <CheckCircleIcon className="size-6" />, title: 'No closed conversations', description: 'Conversations you close are kept here.' };
    default:
      return { icon: <ChatBubbleIcon className="size-6" />, title: 'All caught up', description: 'New conversations appear here the moment a visitor writes.' };
  }
}

export function ThreadListEmpty({ filters, onClearFilters }: { filters: InboxFilters; onClearFilters: () => void }) {
  const { icon, title, description } = emptyCopy(filters);
  const filtered = Boolean(filters.search.trim() || filters.widgetId || filters.teamId || filters.labelId || filters.assignment !== 'ALL');
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      className="py-16"
      action={filtered ? <Button variant="secondary" size="sm" onClick={onClearFilters}>Clear filters</Button> : undefined}
    />
  );
}
