export type ThreadStatus = 'OPEN' | 'PENDING' | 'SNOOZED' | 'CLOSED';
export type ThreadAssignment = 'ALL' | 'MINE' | 'UNASSIGNED';

/** What the thread list shows; kept in the URL so a view can be shared, bookmarked and restored with Back. */
export type InboxFilters = {
  status: ThreadStatus;
  assignment: ThreadAssignment;
  widgetId: string | null;
  teamId: string | null;
  labelId: string | null;
  search: string;
};

export const statusTabs: ReadonlyArray<{ value: ThreadStatus; label: string }> = [
  { value: 'OPEN', label: 'Open' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'SNOOZED', label: 'Snoozed' },
  { value: 'CLOSED', label: 'Closed' },
];

export const assignmentOptions: ReadonlyArray<{ value: ThreadAssignment; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'MINE', label: 'Mine' },
  { value: 'UNASSIGNED', label: 'Unassigned' },
];

const statuses = new Set<string>(statusTabs.map((tab) => tab.value));
const assignments = new Set<string>(assignmentOptions.map((option) => option.value));

export function filtersFromParams(params: URLSearchParams): InboxFilters {
  const status = params.get('status')?.toUpperCase() ?? '';
  const assignment = params.get('assigned')?.toUpperCase() ?? '';
  return {
    status: statuses.has(status) ? (status as ThreadStatus) : 'OPEN',
    assignment: assignments.has(assignment) ? (assignment as ThreadAssignment) : 'ALL',
    widgetId: params.get('widget') || null,
    teamId: params.get('team') || null,
    labelId: params.get('label') || null,
    search: params.get('q') ?? '',
  };
}

/** The query string for `filters`, leaving defaults out so the plain inbox URL stays plain. */
export function paramsFor(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'OPEN') params.set('status', filters.status.toLowerCase());
  if (filters.assignment !== 'ALL') params.set('assigned', filters.assignment.toLowerCase());
  if (filters.widgetId) params.set('widget', filters.widgetId);
  if (filters.teamId) params.set('team', filters.teamId);
  if (filters.labelId) params.set('label', filters.labelId);
  if (filters.search.trim()) params.set('q', filters.search);
  return params;
}

/** The connection arguments a filter set queries with; blank ones are left out, as the server ignores them. */
export function connectionArguments(filters: InboxFilters) {
  const search = filters.search.trim();
  return {
    status: filters.status,
    assignment: filters.assignment,
    widgetId: filters.widgetId,
    teamId: filters.teamId,
    labelId: filters.labelId,
    search: search === '' ? null : search,
  };
}

export type ConnectionArguments = ReturnType<typeof connectionArguments>;
