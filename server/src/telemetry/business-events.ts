import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Analytics } from './analytics';
import type { Services } from '../services';

/**
 * Analytics knows people and organizations by the same opaque ids the dashboard sees (Relay global ids),
 * so server and browser events about one person join up.
 */
const userKey = (userId: string) => encodeGlobalID('User', userId);
const organizationKey = (organizationId: string) => encodeGlobalID('Organization', organizationId);

/** Widgets and organizations already reported by this process, for events that happen once. */
const reported = new WeakMap<Analytics, Set<string>>();

function reportedKeys(analytics: Analytics): Set<string> {
  const seen = reported.get(analytics) ?? new Set<string>();
  reported.set(analytics, seen);
  return seen;
}

function firstTime(analytics: Analytics, key: string): boolean {
  const seen = reportedKeys(analytics);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

export function recordSignUp(services: Services, userId: string) {
  services.analytics.capture(userKey(userId), 'user signed up');
}

export function recordOrganizationCreated(services: Services, { organizationId, userId }: { organizationId: string; userId: string }) {
  services.analytics.capture(userKey(userId), 'organization created', { organizationId: organizationKey(organizationId) });
}

/** A widget loaded by a page on another site is installed there; reported once per widget by this process. */
export function recordWidgetInstalled(services: Services, widget: { id: string; organizationId: string }) {
  if (!firstTime(services.analytics, `widget:${widget.id}`)) return;
  services.analytics.capture(organizationKey(widget.organizationId), 'widget installed', {
    organizationId: organizationKey(widget.organizationId),
    widgetId: encodeGlobalID('Widget', widget.id),
  });
}

/**
 * Call once an operator's reply to a visitor is stored. The organization's first reply ever is reported (notes
 * don't count), once, even when this process restarts later.
 */
export async function recordOperatorReply(services: Services, { organizationId, userId }: { organizationId: string; userId: string }) {
  const key = `first-reply:${organizationId}`;
  // Once this process knows the organization's first reply is behind it, later replies cost no query.
  if (reportedKeys(services.analytics).has(key)) return;
  const replies = await services.db.prisma.message.count({ where: { organizationId, authorKind: 'OPERATOR', kind: 'MESSAGE' }, take: 2 });
  if (!firstTime(services.analytics, key) || replies > 1) return;
  services.analytics.capture(userKey(userId), 'first reply', { organizationId: organizationKey(organizationId) });
}

/** The organization's plan changed (Stripe reported an upgrade, a downgrade or a cancellation). */
export function recordPlanChanged(services: Services, change: { organizationId: string; from: string; to: string; status: string; seats: number }) {
  services.analytics.capture(organizationKey(change.organizationId), 'plan changed', {
    organizationId: organizationKey(change.organizationId),
    plan: change.to,
    previousPlan: change.from,
    subscriptionStatus: change.status,
    seats: change.seats,
  });
}
