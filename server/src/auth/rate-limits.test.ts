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
});
