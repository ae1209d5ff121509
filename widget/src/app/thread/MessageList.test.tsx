import { Suspense } from 'react';
import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useWidgetLocale } from '../i18n/translate';
import { MessageList } from './MessageList';
import type { ThreadItem } from './thread-items';

const at = new Date(Date.UTC(2026, 0, 5, 10, 0)).toISOString();
const message = (key: string, fields: Partial<ThreadItem>): ThreadItem => ({
  key,
  messageId: key,
  body: '',
  createdAt: at,
  fromVisitor: false,
  fromAnswerBot: false,
  authorName: '',
  authorAvatarUrl: null,
  files: [],
  ...fields,
});
const items = [
  message('q', { body: 'How do I get a refund?', fromVisitor: true, authorName: 'Visitor #1', state: 'sent' }),
  // What the server signs it with never shows for the bot: the widget names it in the visitor's language.
  message('a', { body: 'Within 14 days of purchase.', fromAnswerBot: true, authorName: 'Answer bot' }),
];

function Conversation({ language, answerBotName }: { language: string; answerBotName: string | null }) {
  useWidgetLocale(language);
  return <MessageList items={items} organizationName="Acme" answerBotName={answerBotName} onResend={() => undefined} onDelete={() => undefined} />;
}

async function show(language: string, answerBotName: string | null) {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <Conversation language={language} answerBotName={answerBotName} />
      </Suspense>,
    );
  });
}

describe('the answer bot in the conversation', () => {
  it('signs with the default name in the visitor’s language', async () => {
    await show('de', null);
    expect(screen.getByText('Antwort-Bot', { selector: '.group-author' })).toBeTruthy();
    expect(screen.getByText('Antwort-Bot:')).toBeTruthy();
  });

  it('signs with the name the organization gave it, in every language', async () => {
    await show('fr', 'Sunny');
    expect(screen.getByText('Sunny', { selector: '.group-author' })).toBeTruthy();
    expect(screen.queryByText('Bot de réponses')).toBeNull();
  });
});
