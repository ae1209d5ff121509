import { describe, expect, it } from '@jest/globals';
import { envelopeEndpoint, isSentryDsn, normalizedDsn } from './dsn';

describe('Sentry DSNs', () => {
  it('spells one DSN one way, however it was written', () => {
    expect(normalizedDsn('https://key:secret@o1.ingest.sentry.io:443/42/')).toBe(normalizedDsn('https://key@o1.ingest.sentry.io/42'));
    expect(normalizedDsn('https://key@o1.ingest.sentry.io/42')).not.toBe(normalizedDsn('https://other@o1.ingest.sentry.io/42'));
    expect(normalizedDsn('https://key@o1.ingest.sentry.io/42')).not.toBe(normalizedDsn('https://key@o1.ingest.sentry.io/43'));
  });

  it('finds the project’s envelope endpoint, self-hosted path prefixes included', () => {
    expect(envelopeEndpoint('https://key@o1.ingest.sentry.io/42')).toBe('https://o1.ingest.sentry.io/api/42/envelope/');
    expect(envelopeEndpoint('http://key@sentry.internal:9000/errors/7')).toBe('http://sentry.internal:9000/errors/api/7/envelope/');
  });

  it('refuses what is not a DSN', () => {
    expect(['', 'https://o1.ingest.sentry.io/42', 'ftp://key@host/1', 'https://key@host/', 'not a url'].map(isSentryDsn)).toEqual([false, false, false, false, false]);
  });
});
