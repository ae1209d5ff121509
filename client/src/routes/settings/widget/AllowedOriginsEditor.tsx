import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CloseIcon, PlusIcon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';

type Props = { origins: string[]; onChange: (origins: string[]) => void; error?: string; editable: boolean };

/** The websites the widget may run on; the server checks each entry when the settings are saved. */
export function AllowedOriginsEditor({ origins, onChange, error, editable }: Props) {
  const [entry, setEntry] = useState('');
  const add = (event?: FormEvent) => {
    event?.preventDefault();
    const origin = entry.trim().replace(/\/$/, '');
    if (!origin) return;
    if (!origins.includes(origin)) onChange([...origins, origin]);
    setEntry('');
  };
  return (
    <Card
      id="widget-origins"
      title="Allowed websites"
      description="The widget refuses to start anywhere else. Your chat link always works."
    >
      <div className="space-y-4">
        {origins.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-3 py-3 text-sm text-gray-600">Any website can use this widget. Add your sites to keep it off others.</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label="Allowed websites">
            {origins.map((origin) => (
              <li key={origin} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 truncate font-mono text-[13px] text-gray-900">{origin}</span>
                {editable && (
                  <Button variant="ghost" size="sm" aria-label={`Remove ${origin}`} icon={<CloseIcon className="size-4" />} onClick={() => onChange(origins.filter((candidate) => candidate !== origin))} />
                )}
              </li>
            ))}
          </ul>
        )}
        {error && <p className="text-[13px] text-red-700">{error}</p>}
        {editable && (
          <div className="space-y-1.5">
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label="Add a website"
                  value={entry}
                  onChange={(event) => setEntry(event.target.value)}
                  onKeyDown={(event) => event.key === 'Enter' && add(event)}
                  placeholder="https://www.example.com"
                  inputMode="url"
                  spellCheck={false}
                />
              </div>
              <Button variant="secondary" icon={<PlusIcon className="size-4" />} onClick={() => add()}>
                Add
              </Button>
            </div>
            <p className="text-[13px] text-gray-600">The address up to the domain (and :port if any), without a path, e.g. https://shop.example.com.</p>
          </div>
        )}
      </div>
    </Card>
  );
}
