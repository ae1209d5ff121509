/**
 * The texts a new widget and organization start with (the database's column defaults are the English ones), in
 * each of the widget's languages. While the admin keeps a default and writes no translation of it, a visitor reads
 * the default in their own language rather than in English. Shared by the chat (greeting, away message) and the
 * server (auto-reply).
 */
export const defaultTexts = {
  greeting: {
    en: 'Hi! How can we help?',
    de: 'Hallo! Wie können wir helfen?',
    fr: 'Bonjour ! Comment pouvons-nous vous aider ?',
    es: '¡Hola! ¿En qué podemos ayudarte?',
    pt: 'Olá! Como podemos ajudar?',
  },
  awayMessage: {
    en: "We're away right now. Leave your email and we'll get back to you.",
    de: 'Wir sind gerade nicht da. Hinterlassen Sie Ihre E-Mail-Adresse, dann melden wir uns bei Ihnen.',
    fr: 'Nous sommes absents pour le moment. Laissez votre e-mail et nous vous répondrons.',
    es: 'Ahora no estamos disponibles. Déjanos tu correo y te responderemos.',
    pt: 'Não estamos disponíveis agora. Deixe seu e-mail e entraremos em contato.',
  },
  autoReply: {
    en: "Thanks for your message! We're not around right now, but we'll reply as soon as we're back.",
    de: 'Danke für Ihre Nachricht! Wir sind gerade nicht da, antworten aber, sobald wir zurück sind.',
    fr: 'Merci pour votre message ! Nous ne sommes pas disponibles pour le moment, mais nous vous répondrons dès notre retour.',
    es: '¡Gracias por tu mensaje! Ahora no estamos disponibles, pero te responderemos en cuanto volvamos.',
    pt: 'Obrigado pela sua mensagem! Não estamos disponíveis agora, mas responderemos assim que voltarmos.',
  },
} as const;

type DefaultText = keyof typeof defaultTexts;

/** The admin's English text, or, when it is still the default, the default in `language` (when there is one). */
export function defaultInLanguage(key: DefaultText, english: string, language: string): string {
  const defaults: Record<string, string> = defaultTexts[key];
  return english === defaults.en ? (defaults[language] ?? english) : english;
}
