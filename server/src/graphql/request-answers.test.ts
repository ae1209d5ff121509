import { describe, expect, it } from '@jest/globals';
import type { Context } from './context';
import { answerOncePerRequest, answersKept, rememberAnswer } from './request-answers';

/** What request-answers reads of a context: the answers its request (or subscription) keeps. */
function requestContext(): Context {
  return { seed: { answers: new Map() } } as unknown as Context;
}

describe('answers asked once per request', () => {
  it('asks each question once, and answers later askers from the first ask', async () => {
    const context = requestContext();
    let asked = 0;
    const load = async () => ++asked;
    expect(await answerOncePerRequest(context, 'contact c owns thread t', load)).toBe(1);
    expect(await answerOncePerRequest(context, 'contact c owns thread t', load)).toBe(1);
    expect(asked).toBe(1);
  });

  it('answers from what the request already knows without asking', async () => {
    const context = requestContext();
    rememberAnswer(context, 'contact c owns thread t', true);
    let asked = 0;
    expect(await answerOncePerRequest(context, 'contact c owns thread t', async () => (++asked, false))).toBe(true);
    expect(asked).toBe(0);
  });

  it('keeps a bounded number of answers for a subscription that lives for days, forgetting the oldest first', async () => {
    const context = requestContext();
    const asked = new Map<string, number>();
    const ask = (key: string) => answerOncePerRequest(context, key, async () => asked.set(key, (asked.get(key) ?? 0) + 1).get(key));
    // A visitor's socket that is sent many messages with files asks one answer per message.
    for (let message = 0; message < 1000; message++) await ask(`contact c sees message ${message}`);
    expect(context.seed.answers.size).toBe(answersKept);
    const newest = 'contact c sees message 999';
    await ask(newest);
    expect(asked.get(newest)).toBe(1);
    // The oldest was forgotten: asked again, it is answered afresh, not wrongly.
    await ask('contact c sees message 0');
    expect(asked.get('contact c sees message 0')).toBe(2);
    expect(context.seed.answers.size).toBe(answersKept);
  });
});
