import { StatusMessage } from './StatusMessage';
import { WidgetLayout } from './WidgetLayout';
import { t } from './i18n/translate';

export function WidgetLoading({ onClose }: { onClose?: () => void }) {
  return (
    <WidgetLayout title={t('chat')} onClose={onClose}>
      <StatusMessage icon={<span className="spinner" />} title={t('loading')} live />
    </WidgetLayout>
  );
}
