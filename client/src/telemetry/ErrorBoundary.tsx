import { Component, type ErrorInfo, type ReactNode } from 'react';
import { serverEventIdOf } from '../lib/serverErrors';
import { reportError } from './errorReporting';
import { ErrorScreen } from './ErrorScreen';

type State = { failed: boolean; reference?: string };

/**
 * The last line of defence around the whole app: a friendly screen instead of a blank page, and a report when
 * error reporting is on. It works without the Sentry SDK, which is only loaded (lazily) when configured.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, reference: serverEventIdOf(error) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    const details = { componentStack: info.componentStack ?? undefined, serverEventId: serverEventIdOf(error) };
    void reportError(error, details).then((eventId) => {
      if (eventId) this.setState({ reference: eventId });
    });
  }

  render() {
    return this.state.failed ? <ErrorScreen reference={this.state.reference} /> : this.props.children;
  }
}
