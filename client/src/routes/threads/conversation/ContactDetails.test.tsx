import { screen, within } from '@testing-library/react';
import { messageFixture, resolveConversation } from '../../../../test/conversationFixtures';
import { resolveInbox, threadFixture } from '../../../../test/inboxFixtures';
import { renderRoute } from '../../../../test/renderRoute';

describe('ContactDetails', () => {
  it('links the visitor’s page and referrer only when they are web addresses', async () => {
    const { environment } = renderRoute('/dashboard/threads/thread-1');
    await resolveInbox(environment, [threadFixture(1)]);
    await resolveConversation(environment, threadFixture(1), [messageFixture(1)], {
      currentUrl: 'javascript:alert(document.cookie)',
      referrer: 'https://search.example/?q=tents',
    });
    const details = within(await screen.findByRole('complementary', { name: 'Contact details' }));
    expect(details.getByText('javascript:alert(document.cookie)')).toBeTruthy();
    expect(details.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(details.getByRole('link', { name: /search\.example/ }).getAttribute('href')).toBe('https://search.example/?q=tents');
  });
});
