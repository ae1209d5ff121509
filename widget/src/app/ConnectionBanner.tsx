import { useEffect, useState } from 'react';
import { useRuntime } from './runtime/RuntimeContext';
import { useStore } from './store';
import { t } from './i18n/translate';

/** A first connection usually takes a moment; saying "Connecting…" for that moment would only flash. */
const connectingGraceMs = 1500;

/** Says when the chat isn't live: offline (messages wait in the outbox) or (re)connecting. */
export function ConnectionBanner() {
  const state = useStore(useRuntime().connection);
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    if (state !== 'connecting') return;
    const timer = setTimeout(() => setGraceOver(true), connectingGraceMs);
    return () => {
      clearTimeout(timer);
      setGraceOver(false);
    };
  }, [state]);

  const message = state === 'offline' ? t('offline') : state === 'connecting' && graceOver ? t('connecting') : null;
  return (
    <div role="status" className={message ? `banner banner-${state}` : 'banner-empty'}>
      {message}
    </div>
  );
}
