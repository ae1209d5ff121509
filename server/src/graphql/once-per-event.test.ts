import { describe, expect, it, jest } from '@jest/globals';
import { oncePerEvent } from './once-per-event';

/** A load that counts how often it ran. */
function counted() {
  let runs = 0;
  return { load: () => Promise.resolve(++runs) };
}

describe('reads shared by the copies of an event', () => {
  it('are made once for every subscriber of one event, and again for the next event', async () => {
    const read = counted();
    const event = { kind: 'THREAD_UPDATED', threadId: 't1' };
    expect(await Promise.all([oncePerEvent(event, 'thread', read.load), oncePerEvent(event, 'thread', read.load)])).toEqual([1, 1]);
    expect(await oncePerEvent({ ...event }, 'thread', read.load)).toBe(2);
  });

  it('are made once for the copies of one publication on several topics, arriving one after the other, and never shared with another', async () => {
    const read = counted();
    const inbox = { kind: 'MESSAGE_ADDED', threadId: 't1', messageId: 'm1', publication: 'p-1' };
    expect(await oncePerEvent(inbox, 'message', read.load)).toBe(1);
    expect(await oncePerEvent({ ...inbox }, 'message', read.load)).toBe(1);
    expect(await oncePerEvent({ ...inbox, publication: 'p-2' }, 'message', read.load)).toBe(2);
  });

  it("keep a publication's reads only briefly: a copy delivered much later reads again", async () => {
    jest.useFakeTimers();
    try {
      const read = counted();
      const event = { kind: 'READ', threadId: 't1', publication: 'p-late' };
      expect(await oncePerEvent(event, 'thread', read.load)).toBe(1);
      jest.advanceTimersByTime(5_000);
      expect(await oncePerEvent({ ...event }, 'thread', read.load)).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
