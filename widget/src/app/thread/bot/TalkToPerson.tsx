import { useState } from 'react';
import { t } from '../../i18n/translate';
import { useRuntime } from '../../runtime/RuntimeContext';
import { talkToPerson } from './talk-to-person';

/** Under the answer bot's replies: the visitor can always ask for a person instead. */
export function TalkToPerson({ threadId }: { threadId: string }) {
  const runtime = useRuntime();
  const [state, setState] = useState<'idle' | 'asking' | 'failed'>('idle');
  const ask = () => {
    setState('asking');
    talkToPerson(runtime.environment, threadId).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <div className="talk-to-person">
      <button type="button" className="button" disabled={state === 'asking'} onClick={ask}>
        {t('talkToPerson')}
      </button>
      {state === 'failed' && (
        <p className="talk-to-person-error" role="alert">
          {t('talkToPersonFailed')}
        </p>
      )}
    </div>
  );
}
