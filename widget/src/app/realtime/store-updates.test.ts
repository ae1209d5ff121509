import { describe, expect, it } from '@jest/globals';
import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';
import { markSynced, mergeMessages, messagesConnectionKey, syncedCursor } from './store-updates';

/** A visitor's thread whose first page (messages 1 to 3) was read from the server. */
function loadedThread() {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
  commitLocalUpdate(environment, (store) => {
    const thread = store.create('thread-1', 'VisitorThread');
    const connection = store.create('thread-1:messages', 'VisitorThreadMessagesConnection');
    thread.setLinkedRecord(connection, `__${messagesConnectionKey}_connection`);
    const pageInfo = store.create('thread-1:messages:pageInfo', 'PageInfo');
    pageInfo.setValue('cursor-3', 'endCursor');
    connection.setLinkedRecord(pageInfo, 'pageInfo');
    connection.setLinkedRecords([], 'edges');
    mergeMessages(store, thread, [1, 2, 3].map((seq) => ({ node: message(store, seq), cursor: `cursor-${seq}` })));
  });
  return environment;
}

function message(store: RecordSourceProxy, seq: number): RecordProxy {
  const record = store.create(`message-${seq}`, 'VisitorMessage');
  record.setValue(seq, 'seq');
  return record;
}

function update(environment: Environment, change: (store: RecordSourceProxy, thread: RecordProxy) => void) {
  commitLocalUpdate(environment, (store) => change(store, store.get('thread-1')!));
}

function read(environment: Environment) {
  let cursor: string | null | undefined;
  update(environment, (_store, thread) => (cursor = syncedCursor(thread)));
  return cursor;
}

describe('where a resync starts', () => {
  it('stays where the last read ended when a queued message is acknowledged ahead of replies not seen yet', () => {
    const environment = loadedThread();
    let gap = false;
    // Sent from the outbox on reconnection as message 5; the team wrote message 4 meanwhile.
    update(environment, (store, thread) => ({ gap } = mergeMessages(store, thread, [{ node: message(store, 5), cursor: 'cursor-5' }])));
    expect(gap).toBe(true);
    expect(read(environment)).toBe('cursor-3');
  });

  it('moves on once a resync has read further', () => {
    const environment = loadedThread();
    update(environment, (_store, thread) => markSynced(thread, 'cursor-5'));
    expect(read(environment)).toBe('cursor-5');
  });
});
