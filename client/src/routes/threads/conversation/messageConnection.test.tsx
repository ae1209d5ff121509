import { describe, expect, it } from '@jest/globals';
import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { insertMessage, markSynced, messagesConnectionKey, syncedCursor } from './messageConnection';

/** A thread whose first page (messages 1 to 3) was read from the server. */
function loadedThread() {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
  commitLocalUpdate(environment, (store) => {
    const thread = store.create('thread-1', 'Thread');
    const connection = store.create('thread-1:messages', 'ThreadMessagesConnection');
    thread.setLinkedRecord(connection, `__${messagesConnectionKey}_connection`);
    const pageInfo = store.create('thread-1:messages:pageInfo', 'PageInfo');
    pageInfo.setValue('cursor-3', 'endCursor');
    connection.setLinkedRecord(pageInfo, 'pageInfo');
    connection.setLinkedRecords([], 'edges');
    for (const seq of [1, 2, 3]) insertMessage(store, 'thread-1', message(store, seq), `cursor-${seq}`);
  });
  return environment;
}

function message(store: RecordSourceProxy, seq: number) {
  const record = store.create(`message-${seq}`, 'Message');
  record.setValue(seq, 'seq');
  return record;
}

function read(environment: Environment) {
  let cursor: string | null = null;
  commitLocalUpdate(environment, (store) => {
    cursor = syncedCursor(store, 'thread-1');
  });
  return cursor;
}

describe('where a resync starts', () => {
  it('stays where the last read ended when a send lands ahead of messages not seen yet', () => {
    const environment = loadedThread();
    // The reply queued offline is acknowledged as message 6; 4 and 5 were written by the visitor meanwhile.
    commitLocalUpdate(environment, (store) => insertMessage(store, 'thread-1', message(store, 6), 'cursor-6'));
    expect(read(environment)).toBe('cursor-3');
  });

  it('moves on once a resync has read further', () => {
    const environment = loadedThread();
    commitLocalUpdate(environment, (store) => markSynced(store, 'thread-1', 'cursor-6'));
    expect(read(environment)).toBe('cursor-6');
  });
});
