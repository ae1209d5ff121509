import { z } from 'zod';
import type { Membership, PrismaClient } from '../generated/prisma/client';

/** The delays an operator can choose for the unanswered-thread email, in minutes; null turns it off. */
export const unansweredEmailDelays = [5, 15, 30, 60, 120] as const;

export const notificationPreferencesInput = z.object({
  notifyBrowser: z.boolean().nullish(),
  notifySound: z.boolean().nullish(),
  notifyEmailMentions: z.boolean().nullish(),
  unansweredEmailMinutes: z
    .number()
    .int()
    .refine((minutes) => (unansweredEmailDelays as readonly number[]).includes(minutes), `Choose ${unansweredEmailDelays.join(', ')} minutes, or off.`)
    .nullish(),
});

export type NotificationPreferencesChange = z.infer<typeof notificationPreferencesInput>;

/**
 * Changes the given preferences of one operator in one organization and leaves the others as they were. The
 * switches cannot be cleared, so a null switch means "unchanged"; a null delay means "off".
 */
export function updateNotificationPreferences(
  prisma: PrismaClient,
  membership: { userId: string; organizationId: string },
  change: NotificationPreferencesChange,
): Promise<Membership> {
  const switches = (['notifyBrowser', 'notifySound', 'notifyEmailMentions'] as const).filter((key) => typeof change[key] === 'boolean');
  return prisma.membership.update({
    where: { userId_organizationId: membership },
    data: {
      ...Object.fromEntries(switches.map((key) => [key, change[key]])),
      ...(change.unansweredEmailMinutes !== undefined ? { unansweredEmailMinutes: change.unansweredEmailMinutes } : {}),
    },
  });
}
