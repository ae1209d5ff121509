import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute, resolveOperation } from '../../test/renderRoute';

/** What the server sends for an unexpected error: masked, with the id of its report. */
const maskedError = { data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', eventId: '0f3c9a7e12ab4c5d8e9f001122334455' } }] };

async function failNext(environment: ReturnType<typeof renderRoute>['environment'], name: string) {
  await waitFor(() => {
    if (!environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === name)) throw new Error(`${name} not sent`);
  });
  const operation = environment.mock.getAllOperations().find((candidate) => candidate.request.node.params.name === name)!;
  await act(async () => environment.mock.resolve(operation, maskedError as never));
}

describe('masked server errors', () => {
  it('show a form failure with the reference of the server’s report', async () => {
    const { environment } = renderRoute('/register');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Maya Chen' } });
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'maya@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await failNext(environment, 'useRegisterMutation');

    expect(await screen.findByText('Something went wrong on our side. Try again in a moment. Reference: 0f3c9a7e12ab4c5d8e9f001122334455')).toBeTruthy();
  });

  it('show the error screen with the reference when a page cannot load', async () => {
    // Relay and React Router log the failure they hand to the error screen; that failure is this test's input.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = renderRoute('/dashboard/threads');

    await failNext(environment, 'DashboardLayoutQuery');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('0f3c9a7e12ab4c5d8e9f001122334455')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    logged.mockRestore();
  });
});
