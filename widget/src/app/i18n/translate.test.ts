import { describe, expect, it } from '@jest/globals';
import { locales, messages } from './messages';
import { pickLocale, t } from './translate';

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
  it('gives every language the same placeholders as English', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of locales) {
      for (const [key, english] of Object.entries(messages.en)) {
        expect([locale, key, placeholders(messages[locale][key as keyof typeof messages.en])]).toEqual([locale, key, placeholders(english)]);
      }
    }
  });
});

describe('t', () => {
  it('fills placeholders', () => {
    expect(t('helloName', { name: 'Ada' })).toBe('Hi Ada');
  });
});
