import { Component, type ReactNode } from 'react';
import { AlertIcon } from './icons';
import { StatusMessage } from './StatusMessage';
import { WidgetLayout } from './WidgetLayout';
import { t } from './i18n/translate';
import { reportWidgetError } from './telemetry/errorReporting';

type Props = { onRetry: () => void; onClose?: () => void; children: ReactNode };

/** A failed load (network down, server error) shows a retry instead of a blank panel. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    void reportWidgetError(error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <WidgetLayout title={t('chat')} onClose={this.props.onClose}>
        <StatusMessage icon={<AlertIcon />} title={t('errorTitle')} body={t('errorBody')}>
          <button type="button" className="button" onClick={this.retry}>
            {t('retry')}
          </button>
        </StatusMessage>
      </WidgetLayout>
    );
  }
}
