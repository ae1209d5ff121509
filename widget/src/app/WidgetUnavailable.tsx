import { AlertIcon } from './icons';
import { StatusMessage } from './StatusMessage';
import { WidgetLayout } from './WidgetLayout';
import { t } from './i18n/translate';

/** Unknown or disabled client id: say so plainly instead of showing a broken chat. */
export function WidgetUnavailable({ onClose }: { onClose?: () => void }) {
  return (
    <WidgetLayout title={t('chat')} onClose={onClose}>
      <StatusMessage icon={<AlertIcon />} title={t('unavailableTitle')} body={t('unavailableBody')} />
    </WidgetLayout>
  );
}
