import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { previewChannelName, type PreviewMessage } from '../../../../../widget/src/shared/preview';
import { renderRoute, resolveOperation, signedInViewer } from '../../../../test/renderRoute';

const savedWidget = {
  id: 'widget-1',
  clientId: 'client-abc',
  name: 'Online shop',
  enabled: true,
  color: '#4f46e5',
  position: 'BOTTOM_RIGHT',
  launcherText: '',
  greeting: 'Hi! How can we help?',
  avatarUrl: null,
  askForEmail: 'WHEN_AWAY',
  preChatFields: [{ key: 'order_number', label: 'Order number', required: false }],
  allowedOrigins: ['https://shop.example.com'],
  identityVerification: false,
  locale: null,
  defaultTeam: null,
  translations: [{ locale: 'fr', greeting: 'Bonjour !', awayMessage: '', autoReply: '', emailSubject: '', emailIntro: '', preChatLabels: [] }],
};

const untranslated = { greeting: '', awayMessage: '', autoReply: '', emailSubject: '', emailIntro: '', preChatLabels: [] };

function organizationWith(role: 'OWNER' | 'ADMIN' | 'AGENT'): MockResolvers {
  return {
    Query: () => ({ viewer: { id: 'viewer-1' } }),
    Organization: () => ({
      id: 'organization-1',
      viewerRole: role,
      awayMessage: 'We are away.',
      autoReply: 'Thanks! We reply soon.',
      teams: [{ id: 'team-1', name: 'Support' }],
      widgets: [savedWidget],
    }),
  };
}

async function openWidgetSettings(role: 'OWNER' | 'ADMIN' | 'AGENT') {
  const rendered = renderRoute('/dashboard/settings/widget');
  await resolveOperation(rendered.environment, 'DashboardLayoutQuery', signedInViewer(role));
  await resolveOperation(rendered.environment, 'WidgetSettingsPageQuery', organizationWith(role));
  return rendered;
}

/** Listens where the preview's widget app listens: the settings it would show. */
function previewListener() {
  const srcDoc = screen.getByTitle('Widget preview').getAttribute('srcdoc') ?? '';
  const previewId = /data-preview="([^"]+)"/.exec(srcDoc)?.[1];
  expect(srcDoc).toContain('data-client-id="client-abc"');
  const channel = new BroadcastChannel(previewChannelName(previewId!));
  const received: PreviewMessage[] = [];
  channel.onmessage = (event) => received.push(event.data as PreviewMessage);
  return { received, close: () => channel.close() };
}

describe('WidgetSettingsPage', () => {
  it('sends the unsaved look to the live preview as the admin types, then saves every setting', async () => {
    const { environment } = await openWidgetSettings('ADMIN');
    expect(screen.getByLabelText('Widget name')).toHaveProperty('value', 'Online shop');
    expect(screen.getByText('https://shop.example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    const preview = previewListener();

    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#0F766E' } });
    fireEvent.change(screen.getByLabelText('Launcher text'), { target: { value: 'Chat with us' } });
    fireEvent.click(screen.getByRole('radio', { name: /Bottom left/ }));
    await waitFor(() =>
      expect(preview.received.at(-1)).toEqual({
        type: 'parley:preview',
        settings: {
          color: '#0F766E',
          position: 'BOTTOM_LEFT',
          launcherText: 'Chat with us',
          greeting: 'Hi! How can we help?',
          avatarUrl: null,
          locale: null,
          askForEmail: 'WHEN_AWAY',
          preChatFields: [{ key: 'order_number', label: 'Order number', required: false }],
          translations: [
            { locale: 'es', greeting: '', awayMessage: '', preChatLabels: [] },
            { locale: 'fr', greeting: 'Bonjour !', awayMessage: '', preChatLabels: [] },
            { locale: 'de', greeting: '', awayMessage: '', preChatLabels: [] },
            { locale: 'pt', greeting: '', awayMessage: '', preChatLabels: [] },
          ],
        },
      }),
    );
    preview.close();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    expect(screen.getByText(/Text contrast 5\.\d:1 · easy to read/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.node.params.name).toBe('useUpdateWidgetMutation');
    expect(save.request.variables.input).toEqual({
      widgetId: 'widget-1',
      name: 'Online shop',
      enabled: true,
      color: '#0F766E',
      position: 'BOTTOM_LEFT',
      launcherText: 'Chat with us',
      greeting: 'Hi! How can we help?',
      avatarUrl: null,
      askForEmail: 'WHEN_AWAY',
      preChatFields: [{ key: 'order_number', label: 'Order number', required: false }],
      allowedOrigins: ['https://shop.example.com'],
      identityVerification: false,
      defaultTeamId: null,
      locale: null,
      translations: [
        { locale: 'es', ...untranslated },
        { locale: 'fr', ...untranslated, greeting: 'Bonjour !' },
        { locale: 'de', ...untranslated },
        { locale: 'pt', ...untranslated },
      ],
    });
  });

  it('edits the texts of each language on its tab, with the preview in that language, and saves them', async () => {
    const { environment } = await openWidgetSettings('ADMIN');
    const preview = previewListener();
    const languages = screen.getByRole('tablist', { name: 'Language' });
    fireEvent.mouseDown(within(languages).getByRole('tab', { name: 'Deutsch' }));
    const greeting = screen.getByLabelText('Greeting (Deutsch)');
    // Empty fields show what visitors of that language see instead: the English text.
    expect(greeting).toHaveProperty('placeholder', 'Hi! How can we help?');
    expect(screen.getByLabelText('Away message (Deutsch)')).toHaveProperty('placeholder', 'We are away.');
    fireEvent.focus(greeting);
    fireEvent.change(greeting, { target: { value: 'Hallo! Wie können wir helfen?' } });
    fireEvent.change(screen.getByLabelText('Pre-chat field “Order number” (Deutsch)'), { target: { value: 'Bestellnummer' } });
    await waitFor(() => {
      const last = preview.received.at(-1);
      expect(last?.type === 'parley:preview' && last.settings.locale).toBe('de');
      expect(last?.type === 'parley:preview' && last.settings.translations[2]).toEqual({
        locale: 'de',
        greeting: 'Hallo! Wie können wir helfen?',
        awayMessage: '',
        preChatLabels: [{ key: 'order_number', label: 'Bestellnummer' }],
      });
    });
    preview.close();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.variables.input.translations[2]).toEqual({
      locale: 'de',
      ...untranslated,
      greeting: 'Hallo! Wie können wir helfen?',
      preChatLabels: [{ key: 'order_number', label: 'Bestellnummer' }],
    });
    const message = 'German: Keep the greeting to 200 characters or fewer.';
    await resolveOperation(environment, 'useUpdateWidgetMutation', {
      Mutation: () => ({ updateWidget: { __typename: 'ValidationError', message, fieldErrors: [{ field: 'translations', message }] } }),
    });
    // Beside the languages, once: not in the banner, not beside the English greeting.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Languages' })).getByRole('alert').textContent).toBe(message);
  });

  it('warns when text on the chosen colour would be hard to read', async () => {
    await openWidgetSettings('OWNER');
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#777777' } });
    expect(screen.getByText(/Text contrast 3\.\d:1 · hard to read/)).toBeTruthy();
  });

  it('names what is wrong with a website as it is added, keeping it out of the list and sending nothing', async () => {
    const { environment } = await openWidgetSettings('ADMIN');
    const field = screen.getByLabelText('Add a website');
    const add = (text: string) => {
      fireEvent.change(field, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    };
    // What the field is described by: the problem with the entry, or the hint when there is none.
    const note = () => document.getElementById(field.getAttribute('aria-describedby')!)!.textContent;
    const hint = 'The address up to the domain (and :port if any), without a path, e.g. https://shop.example.com.';
    add('https://shop.example.com/checkout');
    expect(note()).toBe('“https://shop.example.com/checkout” is not a website origin: leave out everything after the domain and port, as in https://shop.example.com.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    add('shop.example.com');
    expect(note()).toBe('“shop.example.com” is not a website origin: start it with https:// (or http://), as in https://shop.example.com.');
    add('not a website');
    expect(note()).toMatch(/“not a website” is not a website origin\. Use the form https:\/\/example\.com/);
    const listed = () => within(screen.getByRole('list', { name: 'Allowed websites' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(listed()).toEqual(['https://shop.example.com']);

    add('https://Blog.example.com/');
    expect(listed()).toEqual(['https://shop.example.com', 'https://blog.example.com']);
    expect(note()).toBe(hint);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    add('https://shop.example.com');
    expect(note()).toBe('https://shop.example.com is already in the list.');
    expect(listed()).toEqual(['https://shop.example.com', 'https://blog.example.com']);
    fireEvent.change(field, { target: { value: 'https://shop.example.co' } });
    expect(note()).toBe(hint);
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('useUpdateWidgetMutation');
  });

  it('shows the server’s refusal beside the allowed websites and keeps the edits', async () => {
    const { environment } = await openWidgetSettings('ADMIN');
    fireEvent.change(screen.getByLabelText('Add a website'), { target: { value: 'https://blog.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = 'List at most 50 websites.';
    await resolveOperation(environment, 'useUpdateWidgetMutation', {
      Mutation: () => ({ updateWidget: { __typename: 'ValidationError', message, fieldErrors: [{ field: 'allowedOrigins', message }] } }),
    });
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://blog.example.com' }));
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('adds, fills and removes pre-chat fields, up to five', async () => {
    await openWidgetSettings('ADMIN');
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const label = screen.getByLabelText('Field 2 label');
    fireEvent.change(label, { target: { value: 'Company name' } });
    fireEvent.blur(label);
    expect(screen.getByLabelText('Field 2 key')).toHaveProperty('value', 'company_name');
    for (let count = 3; count <= 5; count += 1) fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(screen.getByRole('button', { name: 'Add field' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove field 1' }));
    expect(screen.getByLabelText('Field 1 label')).toHaveProperty('value', 'Company name');
  });

  it('shows the pre-chat form in the live preview as it is edited: asked always, with each labelled question', async () => {
    await openWidgetSettings('ADMIN');
    const preview = previewListener();
    const lastPreChat = () => {
      const last = preview.received.at(-1);
      return last?.type === 'parley:preview' ? { askForEmail: last.settings.askForEmail, preChatFields: last.settings.preChatFields } : null;
    };
    fireEvent.click(screen.getByRole('radio', { name: /Always/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Required' }));
    // A question still without a label is not shown; once labelled it is, with a key even before one is typed.
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await waitFor(() =>
      expect(lastPreChat()).toEqual({ askForEmail: 'ALWAYS', preChatFields: [{ key: 'order_number', label: 'Order number', required: true }] }),
    );
    fireEvent.change(screen.getByLabelText('Field 2 label'), { target: { value: 'Company name' } });
    await waitFor(() =>
      expect(lastPreChat()).toEqual({
        askForEmail: 'ALWAYS',
        preChatFields: [
          { key: 'order_number', label: 'Order number', required: true },
          { key: 'company_name', label: 'Company name', required: false },
        ],
      }),
    );
    preview.close();
  });

  it('shows the identity secret on demand and rotates it only after confirmation', async () => {
    const { environment } = await openWidgetSettings('ADMIN');
    expect(screen.queryByText(/createHmac/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show secret' }));
    await resolveOperation(environment, 'WidgetIdentitySecretQuery', { Widget: () => ({ id: 'widget-1', identitySecret: 'old-secret-123' }) });
    expect(screen.getByText(/createHmac\('sha256', 'old-secret-123'\)/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    expect(screen.getByRole('dialog', { name: 'Rotate the identity secret?' })).toBeTruthy();
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useRotateWidgetIdentitySecretMutation')).toBe(false);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate secret' }));
    await resolveOperation(environment, 'useRotateWidgetIdentitySecretMutation', {
      Mutation: () => ({ rotateWidgetIdentitySecret: { __typename: 'RotateWidgetIdentitySecretPayload', widget: { id: 'widget-1', identitySecret: 'new-secret-456' } } }),
    });
    await waitFor(() => expect(screen.getByText(/createHmac\('sha256', 'new-secret-456'\)/)).toBeTruthy());
  });

  it('is read-only for an agent: no saving, no secret', async () => {
    await openWidgetSettings('AGENT');
    expect(screen.getByText('Only admins and owners can change widget settings.')).toBeTruthy();
    expect(screen.getByLabelText('Widget name')).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show secret' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New widget' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
    expect(screen.getByTitle('Widget preview')).toBeTruthy();
  });
});
