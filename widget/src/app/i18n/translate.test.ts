import { describe, expect, it } from '@jest/globals';
import { en, locales } from './messages';
import { loadLocale, pickLocale, t } from './translate';

describe('pickLocale', () => {
  it('takes the first preferred language it has, by base language', () => {
    expect(pickLocale(['pt-BR', 'en'])).toBe('pt');
    expect(pickLocale(['it-IT', 'DE-at'])).toBe('de');
  });

  it('falls back to English', () => {
    expect(pickLocale(['ja'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});

describe('messages', () => {
  it('gives every language every text, with the same placeholders as English', async () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of locales.filter((code) => code !== 'en')) {
      const catalog = (await import(`./locales/${locale}`)).default as Record<string, string>;
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        expect([locale, key, placeholders(catalog[key])]).toEqual([locale, key, placeholders(english)]);
      }
    }
  });

  it('loads a language once, and marks it loaded for React', async () => {
    const first = loadLocale('de');
    await first;
    expect(loadLocale('de')).toMatchObject({ status: 'fulfilled' });
  });
});

describe('t', () => {
  it('fills placeholders', () => {
    expect(t('helloName', { name: 'Ada' })).toBe('Hi Ada');
  });
});
