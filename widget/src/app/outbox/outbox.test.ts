import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { storedValue } from '../storage';
import { memoryValue } from '../test-support/test-runtime';
import { threadItems } from '../thread/thread-items';
import { createOutbox, type OutboxEntry } from './outbox';
import { createOutboxSender, type SendResult } from './outbox-sender';

let ids = 0;
const newId = () => `id-${(ids += 1)}`;

describe('the outbox', () => {
  afterEach(() => localStorage.clear());

  it('keeps queued messages, with their ids, across a reload', () => {
    const before = createOutbox(storedValue('parley:outbox:abc', localStorage), newId);
    const first = before.add('thread-1', 'Hello');
    const second = before.add('thread-1', 'Anyone there?');

    const afterReload = createOutbox(storedValue('parley:outbox:abc', localStorage), newId);
    expect(afterReload.get().pending).toEqual([first, second]);
  });

  it('works in memory when the browser refuses storage', () => {
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const outbox = createOutbox(storedValue('parley:outbox:abc', blocked), newId);
    const entry = outbox.add('thread-1', 'Hello');
    expect(outbox.get().pending).toEqual([entry]);
  });

  it('picks up what another tab queued', () => {
    const stored = storedValue('parley:outbox:abc', localStorage);
    const outbox = createOutbox(stored, newId);
    const otherTab = createOutbox(storedValue('parley:outbox:abc', localStorage), newId);
    const entry = otherTab.add('thread-1', 'From the other tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'parley:outbox:abc', storageArea: localStorage }));
    expect(outbox.get().pending).toEqual([entry]);
  });

  it('ignores storage it can’t read instead of failing', () => {
    expect(createOutbox(memoryValue('{not json'), newId).get().pending).toEqual([]);
    expect(createOutbox(memoryValue('[{"body":1}]'), newId).get().pending).toEqual([]);
  });

  it('keeps an acknowledged message until the thread shows the server’s copy, then shows it once', () => {
    const outbox = createOutbox(memoryValue(), newId);
    const entry = outbox.add('thread-1', 'Hello');
    outbox.deliver(entry.clientMessageId, { messageId: 'm1', seq: 1 });
    expect(outbox.get().pending).toEqual([]);

    const base = { clientThreadId: 'thread-1', operatorsLastReadSeq: 0, ...outbox.get() };
    expect(threadItems({ ...base, messages: [] }).map((item) => [item.body, item.state])).toEqual([['Hello', 'sent']]);
    const stored = { id: 'm1', seq: 1, body: 'Hello', createdAt: entry.createdAt, fromVisitor: true, authorName: 'Visitor #1', clientMessageId: entry.clientMessageId, attachments: [] };
    expect(threadItems({ ...base, messages: [stored] })).toHaveLength(1);
    expect(threadItems({ ...base, messages: [stored], operatorsLastReadSeq: 1 })[0].state).toBe('read');
  });
});

describe('the outbox sender', () => {
  let online = true;
  beforeEach(() => {
    jest.useFakeTimers();
    online = true;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function setup(results: SendResult[]) {
    const outbox = createOutbox(memoryValue(), newId);
    const sent: OutboxEntry[] = [];
    const send = jest.fn(async (entry: OutboxEntry) => {
      sent.push(entry);
      const result = results.shift() ?? { kind: 'retry' };
      return result.kind === 'sent' ? { ...result, seq: sent.length } : result;
    });
    const onUnauthorized = jest.fn();
    const sender = createOutboxSender({ outbox, send, canSend: () => online, onUnauthorized });
    return { outbox, sender, sent, send, onUnauthorized };
  }

  const sentOk: SendResult = { kind: 'sent', messageId: 'm', seq: 0 };

  it('sends queued messages in the order they were written', async () => {
    const { outbox, sender, sent } = setup([sentOk, sentOk]);
    outbox.add('thread-1', 'one');
    outbox.add('thread-1', 'two');
    await sender.kick();
    expect(sent.map((entry) => entry.body)).toEqual(['one', 'two']);
    expect(outbox.get().pending).toEqual([]);
    expect(outbox.get().delivered.map((entry) => entry.body)).toEqual(['one', 'two']);
  });

  it('waits while offline, and retries a failed send with the same ids until the server acknowledges it', async () => {
    const { outbox, sender, sent } = setup([{ kind: 'retry' }, { kind: 'retry' }, sentOk, sentOk]);
    online = false;
    const first = outbox.add('thread-1', 'one');
    const second = outbox.add('thread-1', 'two');
    await sender.kick();
    expect(sent).toEqual([]);

    online = true;
    await sender.kick();
    expect(sent).toEqual([first]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([first, first]);
    await jest.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([first, first, first, second]);
    expect(new Set(sent.map((entry) => entry.clientMessageId))).toEqual(new Set([first.clientMessageId, second.clientMessageId]));
    expect(outbox.get().pending).toEqual([]);
  });

  it('treats a thrown request like an unreachable server', async () => {
    const { outbox, sender, send } = setup([]);
    send.mockRejectedValueOnce(new Error('offline'));
    const entry = outbox.add('thread-1', 'one');
    await sender.kick();
    expect(outbox.get().pending).toEqual([entry]);
  });

  it('waits as long as the server asks after a rate limit', async () => {
    const { outbox, sender, sent } = setup([{ kind: 'retry', afterMs: 5000 }, sentOk]);
    outbox.add('thread-1', 'one');
    await sender.kick();
    await jest.advanceTimersByTimeAsync(4000);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
  });

  it('marks a message the server refuses for good, and goes on with the next', async () => {
    const { outbox, sender, sent } = setup([{ kind: 'rejected' }, sentOk]);
    const refused = outbox.add('thread-1', 'x');
    outbox.add('thread-1', 'fine');
    await sender.kick();
    expect(sent.map((entry) => entry.body)).toEqual(['x', 'fine']);
    expect(outbox.get().pending).toEqual([{ ...refused, failed: true }]);
    await sender.kick();
    expect(sent).toHaveLength(2);
  });

  it('sends a refused message again when the visitor asks, with the same ids, or lets it be deleted', async () => {
    const { outbox, sender, sent } = setup([{ kind: 'rejected' }, { kind: 'rejected' }, sentOk]);
    const first = outbox.add('thread-1', 'first try');
    const second = outbox.add('thread-1', 'second');
    await sender.kick();
    expect(outbox.get().pending).toEqual([{ ...first, failed: true }, { ...second, failed: true }]);

    outbox.retry(first.clientMessageId);
    expect(outbox.get().pending).toEqual([first, { ...second, failed: true }]);
    await sender.kick();
    expect(sent.map((entry) => entry.clientMessageId)).toEqual([first.clientMessageId, second.clientMessageId, first.clientMessageId]);
    outbox.discard(second.clientMessageId);
    expect(outbox.get().pending).toEqual([]);
    expect(outbox.get().delivered.map((entry) => entry.body)).toEqual(['first try']);
  });

  it('gives up on a message the server keeps failing with an unexpected error, and goes on with the next', async () => {
    const { outbox, sender, sent } = setup([{ kind: 'error' }, { kind: 'error' }, { kind: 'error' }, sentOk]);
    const stuck = outbox.add('thread-1', 'stuck');
    outbox.add('thread-1', 'next');
    await sender.kick();
    await jest.advanceTimersByTimeAsync(30_000);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sent.map((entry) => entry.body)).toEqual(['stuck', 'stuck', 'stuck', 'next']);
    expect(outbox.get().pending).toEqual([{ ...stuck, failed: true }]);
  });

  it('asks for a new session when the server no longer knows the visitor, keeping the message', async () => {
    const { outbox, sender, onUnauthorized } = setup([{ kind: 'unauthorized' }]);
    const entry = outbox.add('thread-1', 'one');
    await sender.kick();
    expect(onUnauthorized).toHaveBeenCalled();
    expect(outbox.get().pending).toEqual([entry]);
  });
});
