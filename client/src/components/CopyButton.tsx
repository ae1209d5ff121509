import { useEffect, useState } from 'react';
import { withErrorReport } from '../telemetry/withErrorReport';
import { Button, type ButtonVariant } from './Button';
import { CheckIcon, CopyIcon } from './icons';

/** Copies text and says so for a moment; the label change is announced to screen readers too. */
type CopyButtonProps = { text: string; label?: string; variant?: ButtonVariant; onCopied?: () => void };

export function CopyButton({ text, label = 'Copy', variant = 'secondary', onCopied }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      onCopied?.();
    } catch {
      setState('failed');
    }
  };

  return (
    <Button size="sm" variant={variant} onClick={withErrorReport(copy)} icon={state === 'copied' ? <CheckIcon className="size-4 text-emerald-600" /> : <CopyIcon className="size-4" />}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy' : label}</span>
    </Button>
  );
}
