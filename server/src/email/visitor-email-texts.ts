import type { TranslatedLanguage } from '../widgets/widget-translations';

/** The fixed words of the email a visitor receives, in each of the widget's languages (the tone the widget uses). */
export type VisitorEmailTexts = {
  subjectReply(organization: string): string;
  subjectStarted(organization: string): string;
  introReplies(organization: string, count: number): string;
  introStarted(organization: string): string;
  replied(organization: string): string;
  whyLeftAddress(organization: string): string;
  whyHasAddress(organization: string): string;
  answerByEmail: string;
  answerByEmailLead: string;
  continueConversation: string;
};

const english: VisitorEmailTexts = {
  subjectReply: (organization) => `New reply from ${organization}`,
  subjectStarted: (organization) => `A message from ${organization}`,
  introReplies: (organization, count) => `You have ${count === 1 ? 'a new reply' : `${count} new replies`} from ${organization}:`,
  introStarted: (organization) => `${organization} wrote to you:`,
  replied: (organization) => `${organization} replied to your message:`,
  whyLeftAddress: (organization) => `You get this email because you left your address in the ${organization} chat.`,
  whyHasAddress: (organization) => `You get this email because ${organization} has your address.`,
  answerByEmail: 'Reply to this email, or continue the conversation in the chat',
  answerByEmailLead: 'Reply to this email to answer, or continue in the chat:',
  continueConversation: 'Continue the conversation',
};

const translations: Record<TranslatedLanguage, VisitorEmailTexts> = {
  de: {
    subjectReply: (organization) => `Neue Antwort von ${organization}`,
    subjectStarted: (organization) => `Eine Nachricht von ${organization}`,
    introReplies: (organization, count) => `Sie haben ${count === 1 ? 'eine neue Antwort' : `${count} neue Antworten`} von ${organization}:`,
    introStarted: (organization) => `${organization} hat Ihnen geschrieben:`,
    replied: (organization) => `${organization} hat auf Ihre Nachricht geantwortet:`,
    whyLeftAddress: (organization) => `Sie erhalten diese E-Mail, weil Sie Ihre Adresse im Chat von ${organization} angegeben haben.`,
    whyHasAddress: (organization) => `Sie erhalten diese E-Mail, weil ${organization} Ihre Adresse hat.`,
    answerByEmail: 'Antworten Sie auf diese E-Mail oder setzen Sie das Gespräch im Chat fort',
    answerByEmailLead: 'Antworten Sie auf diese E-Mail oder setzen Sie das Gespräch im Chat fort:',
    continueConversation: 'Gespräch fortsetzen',
  },
  fr: {
    subjectReply: (organization) => `Nouvelle réponse de ${organization}`,
    subjectStarted: (organization) => `Un message de ${organization}`,
    introReplies: (organization, count) => `Vous avez ${count === 1 ? 'une nouvelle réponse' : `${count} nouvelles réponses`} de ${organization} :`,
    introStarted: (organization) => `${organization} vous a écrit :`,
    replied: (organization) => `${organization} a répondu à votre message :`,
    whyLeftAddress: (organization) => `Vous recevez cet e-mail parce que vous avez laissé votre adresse dans le chat de ${organization}.`,
    whyHasAddress: (organization) => `Vous recevez cet e-mail parce que ${organization} dispose de votre adresse.`,
    answerByEmail: 'Répondez à cet e-mail ou poursuivez la conversation dans le chat',
    answerByEmailLead: 'Répondez à cet e-mail ou poursuivez dans le chat :',
    continueConversation: 'Poursuivre la conversation',
  },
  es: {
    subjectReply: (organization) => `Nueva respuesta de ${organization}`,
    subjectStarted: (organization) => `Un mensaje de ${organization}`,
    introReplies: (organization, count) => `Tienes ${count === 1 ? 'una nueva respuesta' : `${count} respuestas nuevas`} de ${organization}:`,
    introStarted: (organization) => `${organization} te ha escrito:`,
    replied: (organization) => `${organization} ha respondido a tu mensaje:`,
    whyLeftAddress: (organization) => `Recibes este correo porque dejaste tu dirección en el chat de ${organization}.`,
    whyHasAddress: (organization) => `Recibes este correo porque ${organization} tiene tu dirección.`,
    answerByEmail: 'Responde a este correo o continúa la conversación en el chat',
    answerByEmailLead: 'Responde a este correo o continúa en el chat:',
    continueConversation: 'Continuar la conversación',
  },
  pt: {
    subjectReply: (organization) => `Nova resposta de ${organization}`,
    subjectStarted: (organization) => `Uma mensagem de ${organization}`,
    introReplies: (organization, count) => `Você tem ${count === 1 ? 'uma nova resposta' : `${count} novas respostas`} de ${organization}:`,
    introStarted: (organization) => `${organization} escreveu para você:`,
    replied: (organization) => `${organization} respondeu à sua mensagem:`,
    whyLeftAddress: (organization) => `Você recebe este e-mail porque deixou seu endereço no chat de ${organization}.`,
    whyHasAddress: (organization) => `Você recebe este e-mail porque ${organization} tem seu endereço.`,
    answerByEmail: 'Responda a este e-mail ou continue a conversa no chat',
    answerByEmailLead: 'Responda a este e-mail ou continue no chat:',
    continueConversation: 'Continuar a conversa',
  },
};

export function visitorEmailTexts(language: TranslatedLanguage | null): VisitorEmailTexts {
  return language ? translations[language] : english;
}
