import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { WidgetAppQuery } from './__generated__/WidgetAppQuery.graphql';
import { visitorProfile } from './embed/visitor-profile';
import { widgetAppQuery } from './WidgetApp';
import { WidgetRoot } from './WidgetRoot';

const acme = { organizationName: 'Acme Inc.', greeting: 'Hi! Ask us anything.', color: '#0f766e', name: 'Website' };

function renderWidget({ onClose }: { onClose?: () => void } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<WidgetAppQuery>(environment, widgetAppQuery, { clientId: 'abc' });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <WidgetRoot initialQueryRef={queryRef} onClose={onClose} />
    </RelayEnvironmentProvider>,
  );
  // Async act: React retries a suspended tree in a later task, not synchronously.
  const resolve = (data: (operation: OperationDescriptor) => object) =>
    act(async () => environment.mock.resolveMostRecentOperation((operation) => ({ data: data(operation) })));
  return { environment, resolve };
}

const widgetPayload = (operation: OperationDescriptor) => MockPayloadGenerator.generate(operation, { PublicWidget: () => acme }).data!;

describe('WidgetRoot', () => {
  it('shows a loading state while the widget is fetched', () => {
    renderWidget();
    expect(screen.getByRole('status').textContent).toContain('Loading chat…');
  });

  it('asks for the widget of the client id in the address', () => {
    const { environment } = renderWidget();
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ clientId: 'abc' });
  });

  it('renders the organization, its greeting in the widget colour, and the start of a conversation', async () => {
    const { resolve } = renderWidget();
    await resolve(widgetPayload);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme Inc.');
    expect(screen.getByText('Hi! Ask us anything.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Start a conversation' })).toBeTruthy();
    expect(screen.getByText('Soon you’ll be able to message Acme Inc. right here.')).toBeTruthy();
    const widget = document.querySelector('.widget') as HTMLElement;
    expect(widget.style.getPropertyValue('--accent')).toBe('#0f766e');
    expect(widget.style.getPropertyValue('--on-accent')).toBe('#ffffff');
  });

  it('greets a visitor the page identified by name', async () => {
    const { resolve } = renderWidget();
    await resolve(widgetPayload);
    await act(async () => visitorProfile.identify({ name: 'Ada' }));
    expect(screen.getByText('Hi Ada')).toBeTruthy();
    await act(async () => visitorProfile.identify({}));
  });

  it('explains that the chat is unavailable when the client id is unknown or disabled', async () => {
    const { resolve } = renderWidget();
    await resolve(() => ({ publicWidget: null }));

    expect(screen.getByRole('heading', { name: 'Chat isn’t available' })).toBeTruthy();
    expect(screen.getByText('This chat may have been turned off, or the link may be wrong.')).toBeTruthy();
  });

  it('offers a retry when loading fails, and recovers', async () => {
    const { environment, resolve } = renderWidget();
    // React reports the caught error on the console; the boundary handling it is what's under test.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await resolve(widgetPayload);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme Inc.');
    consoleError.mockRestore();
  });

  it('has a close button only when embedded', async () => {
    const onClose = jest.fn();
    const { resolve } = renderWidget({ onClose });
    await resolve(widgetPayload);
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has no close button as a page of its own', async () => {
    const { resolve } = renderWidget();
    await resolve(widgetPayload);
    expect(screen.queryByRole('button', { name: 'Close chat' })).toBeNull();
  });

  it('treats an address without a client id as unavailable', () => {
    render(
      <RelayEnvironmentProvider environment={createMockEnvironment()}>
        <WidgetRoot initialQueryRef={null} />
      </RelayEnvironmentProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Chat isn’t available' })).toBeTruthy();
  });
});
