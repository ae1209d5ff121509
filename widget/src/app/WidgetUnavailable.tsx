import { AlertIcon } from './icons';
import { StatusMessage } from './StatusMessage';
import { WidgetLayout } from './WidgetLayout';
import { t } from './i18n/translate';

/**
 * Unknown or disabled client id, or (`notOnThisSite`) a website the widget doesn't allow: say so plainly instead of
 * showing a broken chat.
 */
export function WidgetUnavailable({ onClose, notOnThisSite }: { onClose?: () => void; notOnThisSite?: boolean }) {
  return (
    <WidgetLayout title={t('chat')} onClose={onClose}>
      <StatusMessage
        icon={<AlertIcon />}
        title={notOnThisSite ? t('notOnThisSiteTitle') : t('unavailableTitle')}
        body={notOnThisSite ? t('notOnThisSiteBody') : t('unavailableBody')}
      />
    </WidgetLayout>
  );
}
