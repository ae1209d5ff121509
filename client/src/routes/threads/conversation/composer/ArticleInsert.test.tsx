import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { messageFixture, resolveConversation, type ArticleFixture } from '../../../../../test/conversationFixtures';
import { resolveInbox, threadFixture } from '../../../../../test/inboxFixtures';
import { renderRoute } from '../../../../../test/renderRoute';
import { connectionMonitor } from '../../../../relay/connectionState';

type Rendered = ReturnType<typeof renderRoute>;

const refundPolicy = { id: 'article-1', title: 'Refund policy', excerpt: 'How refunds work', url: 'http://localhost:3000/help/acme/refund-policy' };
const refundTimes = { id: 'article-2', title: 'How long refunds take', excerpt: '', url: 'http://localhost:3000/help/acme/refund-times' };

async function openConversation(suggested: ArticleFixture[] = []) {
  const rendered = renderRoute('/dashboard/threads/thread-1');
  const thread = threadFixture(1, { contact: { id: 'contact-1', displayName: 'Grace Hopper', name: 'Grace Hopper' } });
  await resolveInbox(rendered.environment, [thread]);
  await resolveConversation(rendered.environment, thread, [messageFixture(1, { body: 'How do I get a refund?' })], {}, suggested);
  await screen.findByText('How do I get a refund?');
  act(() => connectionMonitor.socketConnected());
  return rendered;
}

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value, selectionStart: value.length } });
const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;

/** Answers the article search the composer sent for `query` with `articles`. */
async function answerSearch({ environment }: Rendered, query: string, articles: ArticleFixture[]) {
  let operation: ReturnType<typeof environment.mock.getAllOperations>[number] | undefined;
  await waitFor(() => {
    operation = environment.mock.getAllOperations().find((pending) => pending.request.node.params.name === 'useArticleSearchQuery' && pending.request.variables.query === query);
    if (!operation) throw new Error(`no article search for “${query}”`);
  });
  expect(operation!.request.variables).toMatchObject({ organizationId: 'organization-1', first: 6 });
  await act(async () => {
    environment.mock.resolve(
      operation!,
      MockPayloadGenerator.generate(operation!, {
        Node: () => ({ __typename: 'Organization', id: 'organization-1' }),
        Organization: () => ({ id: 'organization-1', searchKnowledgeArticles: articles.map((article) => ({ article })) }),
      }),
    );
  });
}

describe('inserting an article from the composer', () => {
  it('searches published articles after "#", moves with the arrows and inserts the chosen one as a help center link', async () => {
    const rendered = await openConversation();
    const box = screen.getByLabelText('Reply to Grace Hopper');

    type(box, 'See #');
    expect(screen.getByText('Type a few words to search your published articles.')).toBeTruthy();
    type(box, 'See #refund');
    expect(screen.getByText('Searching articles…')).toBeTruthy();
    await answerSearch(rendered, 'refund', [refundPolicy, refundTimes]);

    const list = screen.getByRole('listbox', { name: 'Insert an article' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Refund policyHow refunds work', `How long refunds take${refundTimes.url}`]);
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(activeOption(box)).toContain('Refund policy');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)).toContain('How long refunds take');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe(`See [Refund policy](${refundPolicy.url}) `);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says when nothing matches, and closes with Escape', async () => {
    const rendered = await openConversation();
    const box = screen.getByLabelText('Reply to Grace Hopper');
    type(box, '#cancel my plan');
    await answerSearch(rendered, 'cancel my plan', []);
    expect(screen.getByText('No published article matches “cancel my plan”.')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByText('No published article matches “cancel my plan”.')).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe('#cancel my plan');
  });

  it('starts the search from the toolbar’s "Insert article" button', async () => {
    const rendered = await openConversation();
    const box = screen.getByLabelText('Reply to Grace Hopper') as HTMLTextAreaElement;
    type(box, 'Have a look:');
    box.setSelectionRange(box.value.length, box.value.length);
    fireEvent.click(screen.getByRole('button', { name: 'Insert article' }));
    expect(box.value).toBe('Have a look: #');
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.select(box);
    type(box, 'Have a look: #how long');
    await answerSearch(rendered, 'how long', [refundTimes]);
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(box.value).toBe(`Have a look: [How long refunds take](${refundTimes.url}) `);
  });
});

describe('suggested articles in the contact sidebar', () => {
  it('lists articles for the visitor’s last message and inserts a link into the reply', async () => {
    await openConversation([refundPolicy, refundTimes]);
    const [sidebar] = screen.getAllByRole('region', { name: 'Suggested articles' });
    expect(within(sidebar).getAllByRole('listitem').map((item) => item.querySelector('a')?.textContent)).toEqual(['Refund policy', 'How long refunds take']);
    const box = screen.getByLabelText('Reply to Grace Hopper') as HTMLTextAreaElement;
    type(box, 'Here you go: ');
    box.setSelectionRange(box.value.length, box.value.length);
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Insert link to “Refund policy”' }));
    expect(box.value).toBe(`Here you go: [Refund policy](${refundPolicy.url}) `);
  });

  it('says so when no article matches', async () => {
    await openConversation([]);
    expect(screen.getAllByText('No published article matches the visitor’s last message.').length).toBeGreaterThan(0);
  });
});
