import { describe, expect, it } from '@jest/globals';
import { createBackgroundTasks } from '../background-tasks';
import { createLogger } from '../logger';
import { answerAsDeliveryOf, deliveredEvent, inAnswerScope, inDelivery, readingAsDeliveryOf } from './deliveries';

const publication = { threadId: 't1', messageId: 'm1', publication: 'p1' };

describe('whose reads a piece of work shares', () => {
  it('is the publication an answer reads as, once the operation says so, and only within that operation', async () => {
    const before: Array<object | null> = [];
    const after: Array<object | null> = [];
    await inAnswerScope(async () => {
      before.push(readingAsDeliveryOf());
      answerAsDeliveryOf(publication);
      await Promise.resolve();
      after.push(readingAsDeliveryOf(), deliveredEvent());
    });
    expect(before).toEqual([null]);
    expect(after).toEqual([publication, null]);
    expect(readingAsDeliveryOf()).toBeNull();
  });

  it('is nothing outside an answer scope, whatever an operation says', () => {
    answerAsDeliveryOf(publication);
    expect(readingAsDeliveryOf()).toBeNull();
  });

  it("is never a delivery's or an answer's for background work they start", async () => {
    const seen: Array<object | null> = [];
    const background = createBackgroundTasks(createLogger('error'));
    const probe = async () => {
      await Promise.resolve();
      seen.push(readingAsDeliveryOf());
    };
    // The delivery lasts until the work it started has run: a delivery over would name no event anyway.
    await inDelivery({ kind: 'MESSAGE_ADDED', ...publication }, async () => {
      background.run('from a delivery', probe);
      await background.idle();
    });
    await inAnswerScope(async () => {
      background.run('started before the answer said what it reads as', probe);
      answerAsDeliveryOf(publication);
      background.run('started after', probe);
    });
    await background.idle();
    expect(seen).toEqual([null, null, null]);
  });
});
