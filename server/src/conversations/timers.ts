import { emailUnansweredThreads } from '../notifications/unanswered-email';
import { startPeriodicTask } from '../periodic-task';
import type { Services } from '../services';
import { publishOfficeHoursTransitions } from './availability';
import { emailMissedReplies } from './missed-replies';
import { publishExpiredPresence } from './presence';
import { wakeSnoozedThreads } from './snooze';

const sweepIntervalMs = 10_000;

/** Background upkeep of one instance: snoozes that end, presence that expires, office hours that open or close, replies to email, reminders of unanswered threads. */
export function startConversationTimers(services: Services): { stop(): void } {
  let lastSweep = new Date();
  return startPeriodicTask(services.logger, {
    intervalMs: sweepIntervalMs,
    failure: 'Conversation upkeep failed; retrying on the next sweep',
    run: async () => {
      const now = new Date();
      await wakeSnoozedThreads(services, now);
      await publishExpiredPresence(services, lastSweep, now);
      await emailUnansweredThreads(services, now);
      await publishOfficeHoursTransitions(services, lastSweep, now);
      await emailMissedReplies(services, now);
      lastSweep = now;
    },
  });
}
