-- The background sweeps find due snoozes and waits through an index instead of reading every thread.
CREATE INDEX "Thread_snoozedUntil_idx" ON "Thread"("snoozedUntil");

CREATE INDEX "Thread_awaitingReplySince_idx" ON "Thread"("awaitingReplySince");
