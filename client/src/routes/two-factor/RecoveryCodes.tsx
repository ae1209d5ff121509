import { useState } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { CopyButton } from '../../components/CopyButton';
import { Notice } from '../../components/Notice';

/** Recovery codes, shown once right after they are made: copy or download them, then confirm they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'parley-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="space-y-4">
      <Notice tone="warning">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </Notice>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg border border-gray-200 bg-gray-50 p-4 font-mono text-sm text-gray-900 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label="Copy codes" />
        <Button size="sm" variant="secondary" onClick={download}>
          Download
        </Button>
      </div>
      <Checkbox label="I have saved my recovery codes" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
      <Button onClick={onDone} disabled={!saved}>
        Done
      </Button>
    </div>
  );
}
