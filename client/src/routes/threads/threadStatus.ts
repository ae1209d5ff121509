import type { ThreadStatus } from './inboxFilters';

type Tone = 'gray' | 'indigo' | 'green' | 'amber' | 'red';

export const threadStatusLabels: Record<ThreadStatus, string> = { OPEN: 'Open', PENDING: 'Pending', SNOOZED: 'Snoozed', CLOSED: 'Closed' };

export const threadStatusTones: Record<ThreadStatus, Tone> = { OPEN: 'green', PENDING: 'amber', SNOOZED: 'indigo', CLOSED: 'gray' };
