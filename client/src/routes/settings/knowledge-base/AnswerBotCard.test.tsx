import { screen, within } from '@testing-library/react';
import { renderRoute, resolveOperation, signedInViewer } from '../../../../test/renderRoute';

async function openAnswerBotCard(organization: object) {
  const { environment } = renderRoute('/dashboard/settings/knowledge-base');
  await resolveOperation(environment, 'DashboardLayoutQuery', signedInViewer('ADMIN'));
  // A knowledge base with no articles yet: the page around the card.
  const viewer = signedInViewer('ADMIN');
  await resolveOperation(environment, 'KnowledgeBaseSettingsPageQuery', {
    ...viewer,
    Organization: (context, generateId) => ({
      ...(viewer.Organization as (...args: unknown[]) => object)(context, generateId),
      helpCenterUrl: 'https://chat.example/help/acme',
      knowledgeArticles: [],
      knowledgeCollections: [],
    }),
  });
  await resolveOperation(environment, 'AnswerBotCardQuery', {
    ...viewer,
    Organization: () => ({ id: 'organization-1', answerBotAvailable: true, answerBotResolvedCount: 0, answerBotHandedOverCount: 0, answerBotName: null, ...organization }),
  });
  return screen.findByRole('region', { name: 'Answer bot' });
}

describe('AnswerBotCard', () => {
  it('points a plan without the answer bot to the plans, with the switch off and out of reach', async () => {
    const card = await openAnswerBotCard({ answerBotInPlan: false, answerFirstEnabled: false });
    expect(within(card).getByText(/part of the Pro and Business plans\./)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/dashboard/settings/upgrade');
    expect((within(card).getByLabelText(/^Answer first/) as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps the switch usable to turn off a bot the plan no longer has', async () => {
    const card = await openAnswerBotCard({ answerBotInPlan: false, answerFirstEnabled: true });
    expect(within(card).getByText(/it stays quiet until you upgrade/)).toBeTruthy();
    expect((within(card).getByLabelText(/^Answer first/) as HTMLInputElement).disabled).toBe(false);
  });

  it('offers the bot’s name with the default as the placeholder', async () => {
    const card = await openAnswerBotCard({ answerBotInPlan: true, answerFirstEnabled: true });
    const name = within(card).getByLabelText('Bot name') as HTMLInputElement;
    expect([name.value, name.placeholder]).toEqual(['', 'Answer bot']);
    expect(screen.queryByText(/part of the Pro and Business plans/)).toBeNull();
  });
});
