import { afterEach, describe, expect, it } from '@jest/globals';
import { createPasswordChecker, type PasswordChecker } from './password-checker';
import { ValidationError } from '../errors';

describe('the password checker', () => {
  let checker: PasswordChecker;
  afterEach(() => checker.close());

  const verdict = (password: string, owner = { name: 'Ada Lovelace', email: 'ada@example.test' }) =>
    checker.assertStrong(password, owner, 'password').then(
      () => 'accepted',
      (error: unknown) => (error instanceof ValidationError ? error.fieldErrors.map(({ field, message }) => `${field}: ${message}`).join() : error),
    );

  it('gives each of several checks at once its own verdict, with advice on the field for a weak one', async () => {
    checker = createPasswordChecker();
    const verdicts = await Promise.all(['password1234', 'correct horse battery', 'lovelace1234', 'Quartz-Meadow-Lantern-91'].map((password) => verdict(password)));
    expect(verdicts).toEqual([
      expect.stringMatching(/^password: This password is too easy to guess\. .+/),
      'accepted',
      expect.stringMatching(/^password: This password is too easy to guess/),
      'accepted',
    ]);
  }, 30_000);

  it('refuses the checks still waiting when the server stops, and starts a new thread for the next one', async () => {
    checker = createPasswordChecker();
    const waiting = verdict('correct horse battery');
    await checker.close();
    expect(await waiting).toEqual(new Error('The server is stopping.'));
    expect(await verdict('correct horse battery')).toBe('accepted');
  }, 30_000);
});
