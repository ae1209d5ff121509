import { describe, expect, it } from '@jest/globals';
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

  it('leaves a language without translations in English', () => {
    expect(inLanguage(widget, 'fr')).toBe(widget);
  });
});
