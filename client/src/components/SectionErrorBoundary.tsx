import { Component, type ReactNode } from 'react';
import { Button } from './Button';
import { Notice } from './Notice';

type Props = { children: ReactNode; what: string };
type State = { error: Error | null };

/** One section of a page failed to load: say so in its place, offer a retry, and leave the rest of the page working. */
export class SectionErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Notice tone="warning">
        <p>
          {this.props.what} could not be loaded: {this.state.error.message}
        </p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </Notice>
    );
  }
}
