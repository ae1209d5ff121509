import type { AuthorKind } from '../generated/prisma/client';

/**
 * A thread awaits a reply from the first visitor message nobody has answered yet. An operator's reply to the
 * visitor ends the wait (a note does not: the visitor never sees it), and so do closing, snoozing or marking it
 * pending, since then nobody owes the visitor an answer right now. A wait that ends also ends its email reminders.
 */
export const replyNoLongerAwaited = { awaitingReplySince: null, unansweredNotifiedAt: null } as const;

/** Authors who answer for the team: operators, and integrations acting through an API key. */
export const teamAuthorKinds = ['OPERATOR', 'INTEGRATION'] as const satisfies AuthorKind[];
export const isTeamAuthor = (kind: AuthorKind) => (teamAuthorKinds as readonly AuthorKind[]).includes(kind);
