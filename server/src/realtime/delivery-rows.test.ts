import { describe, expect, it } from '@jest/globals';
import { deliveryRowRead } from './delivery-rows';

describe('reads of a delivered row that one read serves', () => {
  it('covers a plain read by id, and the subsets the documents ask for', () => {
    expect(deliveryRowRead('Message', 'findUnique', { where: { id: 'm1' } })?.id).toBe('m1');
    const widgetMessage = { where: { id: 'm1' }, include: { authorUser: { select: { name: true, avatarSmallKey: true } }, organization: { select: { answerBotName: true } } } };
    expect(deliveryRowRead('Message', 'findUniqueOrThrow', widgetMessage)?.args.include).toHaveProperty('attachments');
    const inboxThread = { where: { id: 't1' }, include: { readStates: { select: { lastReadSeq: true, userId: true, contactId: true } }, contact: true } };
    expect(deliveryRowRead('Thread', 'findUniqueOrThrow', inboxThread)?.id).toBe('t1');
    expect(deliveryRowRead('Thread', 'findUnique', { where: { id: 't1' }, select: { id: true, status: true, contact: { select: { email: true } } } })?.id).toBe('t1');
  });

  it('leaves alone what it does not cover: more relations, other orderings or filters, other lookups and models', () => {
    expect(deliveryRowRead('Thread', 'findUnique', { where: { id: 't1' }, include: { messages: true } })).toBeNull();
    expect(deliveryRowRead('Message', 'findUnique', { where: { id: 'm1' }, include: { attachments: { orderBy: { createdAt: 'desc' } } } })).toBeNull();
    expect(deliveryRowRead('Thread', 'findUnique', { where: { id: 't1' }, include: { readStates: { where: { userId: 'u1' } } } })).toBeNull();
    expect(deliveryRowRead('Message', 'findUnique', { where: { id: 'm1' }, include: { organization: { select: { name: true, plan: true } } } })).toBeNull();
    expect(deliveryRowRead('Thread', 'findUnique', { where: { id: 't1', organizationId: 'o1' } })).toBeNull();
    expect(deliveryRowRead('Thread', 'findFirst', { where: { id: 't1' } })).toBeNull();
    expect(deliveryRowRead('Contact', 'findUnique', { where: { id: 'c1' } })).toBeNull();
  });
});
