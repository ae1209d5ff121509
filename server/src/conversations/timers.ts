import { emailUnansweredThreads } from '../notifications/unanswered-email';
import type { Services } from '../services';
import { publishOfficeHoursTransitions } from './availability';
import { emailMissedReplies } from './missed-replies';
import { publishExpiredPresence } from './presence';
import { wakeSnoozedThreads } from './snooze';

const sweepIntervalMs = 10_000;

/** Background upkeep of one instance: snoozes that end, presence that expires, office hours that open or close, replies to email, reminders of unanswered threads. */
export function startConversationTimers(services: Services): { stop(): void } {
  let lastSweep = new Date();
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    const now = new Date();
    try {
      await wakeSnoozedThreads(services, now);
      await publishExpiredPresence(services, lastSweep, now);
      await emailUnansweredThreads(services, now);
      await publishOfficeHoursTransitions(services, lastSweep, now);
      await emailMissedReplies(services, now);
      lastSweep = now;
    } catch (error) {
      services.logger.warn('Conversation upkeep failed; retrying on the next sweep', { error: String(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), sweepIntervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
