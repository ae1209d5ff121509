import { describe, expect, it } from '@jest/globals';
import { defaultTexts } from '../../shared/default-texts';
import { inLanguage } from './widget-texts';

const widget = {
  greeting: 'Hi! How can we help?',
  availability: { state: 'AWAY', awayMessage: 'We are away.' },
  preChatFields: [
    { key: 'order', label: 'Order number', required: true },
    { key: 'size', label: 'Shoe size', required: false },
  ],
  translations: [{ locale: 'de', greeting: 'Hallo!', awayMessage: '', preChatLabels: [{ key: 'order', label: 'Bestellnummer' }] }],
};

describe('inLanguage', () => {
  it('uses the texts of the chat language, English where one is missing', () => {
    const german = inLanguage(widget, 'de');
    expect(german.greeting).toBe('Hallo!');
    expect(german.availability).toEqual({ state: 'AWAY', awayMessage: 'We are away.' });
    expect(german.preChatFields.map((field) => field.label)).toEqual(['Bestellnummer', 'Shoe size']);
  });

  it("keeps the admin's own English texts in a language without translations", () => {
    const custom = { ...widget, greeting: 'Welcome to Acme!' };
    const french = inLanguage(custom, 'fr');
    expect([french.greeting, french.availability.awayMessage]).toEqual(['Welcome to Acme!', 'We are away.']);
  });

  it("reads the product's default texts in the chat's language while the admin keeps them", () => {
    const untouched = { ...widget, availability: { state: 'AWAY', awayMessage: defaultTexts.awayMessage.en }, translations: [] };
    const french = inLanguage(untouched, 'fr');
    expect([french.greeting, french.availability.awayMessage]).toEqual([defaultTexts.greeting.fr, defaultTexts.awayMessage.fr]);
    expect(inLanguage(untouched, 'en').greeting).toBe('Hi! How can we help?');
  });
});
