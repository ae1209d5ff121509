import { describe, expect, it } from '@jest/globals';
import { RateLimitedError } from '../errors';
import { createRateLimits } from './rate-limits';

describe('rate limits counted in memory', () => {
  it('refuse past the budget, and a stopped instance forgets what it counted (the timers that held it are gone)', async () => {
    const limits = createRateLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) await limits.consume('signUp', 'ip:10.0.0.1');
    await expect(limits.consume('signUp', 'ip:10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError);
    await limits.stop();
    await expect(limits.consume('signUp', 'ip:10.0.0.1')).resolves.toBeUndefined();
    await limits.stop();
  });

  it("count a visitor's message against both budgets at once, and a refused one against neither", async () => {
    const limits = createRateLimits();
    for (let attempt = 0; attempt < 120; attempt += 1) await limits.consume('visitorMessagePerAddress', 'ip:10.0.0.2');
    await expect(limits.consumeAll(['visitorMessage', 'contact:c1'], ['visitorMessagePerAddress', 'ip:10.0.0.2'])).rejects.toBeInstanceOf(RateLimitedError);
    // The refused message gave its attempt back: the visitor's own budget of 60 is whole.
    for (let attempt = 0; attempt < 60; attempt += 1) await limits.consumeAll(['visitorMessage', 'contact:c1'], ['visitorMessagePerAddress', 'ip:10.0.0.3']);
    await expect(limits.consumeAll(['visitorMessage', 'contact:c1'], ['visitorMessagePerAddress', 'ip:10.0.0.3'])).rejects.toBeInstanceOf(RateLimitedError);
    await limits.stop();
  });
});
