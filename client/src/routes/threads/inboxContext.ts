import type { RefObject } from 'react';
import type { OutgoingKind } from './conversation/outbox';

/** What the open conversation offers to the inbox's keyboard shortcuts. */
export type ConversationControls = { focusComposer: (kind: OutgoingKind) => void; closeThread: () => void };

/** What the inbox hands the conversation beside its list. */
export type InboxOutletContext = {
  viewer: { id: string; name: string; avatarUrl: string | null };
  /** The conversation's address, keeping the list's filters. */
  linkFor: (threadId: string) => string;
  /** The list alone, with its filters (for Back on small screens). */
  listPath: string;
  /** Where to go once `threadId` leaves the list: the next conversation, else the one before. */
  neighbourOf: (threadId: string) => string | null;
  controlsRef: RefObject<ConversationControls | null>;
};
