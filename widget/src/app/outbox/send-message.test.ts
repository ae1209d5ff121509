import { describe, expect, it } from '@jest/globals';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { NetworkError } from '../relay/environment';
import type { OutboxEntry } from './outbox';
import { sendMessage } from './send-message';

const entry: OutboxEntry = { clientThreadId: 'thread-1', clientMessageId: 'message-1', body: 'Hello', createdAt: '2026-01-05T10:00:00.000Z' };

function send() {
  const environment = createMockEnvironment();
  const result = sendMessage(environment, entry);
  return { environment, result };
}

describe('sendMessage', () => {
  it('takes the stored message as sent', async () => {
    const { environment, result } = send();
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        MutationSendVisitorMessageResult: () => ({ __typename: 'SendVisitorMessagePayload' }),
        VisitorMessage: () => ({ id: 'stored-1', seq: 4 }),
      }),
    );
    await expect(result).resolves.toEqual({ kind: 'sent', messageId: 'stored-1', seq: 4 });
  });

  it('takes a ValidationError, or the request refused as bad input, as refused for good', async () => {
    const typed = send();
    typed.environment.mock.resolveMostRecentOperation({ data: { sendVisitorMessage: { __typename: 'ValidationError', message: 'Messages are at most 10,000 characters.' } } });
    await expect(typed.result).resolves.toEqual({ kind: 'rejected' });

    for (const code of ['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']) {
      const refused = send();
      refused.environment.mock.resolveMostRecentOperation({ data: null, errors: [{ message: 'Variable "$input" got invalid value', extensions: { code } }] } as never);
      await expect(refused.result).resolves.toEqual({ kind: 'rejected' });
    }
  });

  it('tells an unexpected server error from an unreachable server', async () => {
    const failing = send();
    failing.environment.mock.resolveMostRecentOperation({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } as never);
    await expect(failing.result).resolves.toEqual({ kind: 'error' });

    const offline = send();
    offline.environment.mock.rejectMostRecentOperation(new NetworkError('The chat server could not be reached.'));
    await expect(offline.result).rejects.toThrow(NetworkError);
  });
});
