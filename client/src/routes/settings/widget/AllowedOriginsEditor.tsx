import { useId, useState, type FormEvent } from 'react';
import { checkNewOrigin } from '../../../../../server/src/widgets/origin-rule';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CloseIcon, PlusIcon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';

type Props = { origins: string[]; onChange: (origins: string[]) => void; error?: string; editable: boolean };

/**
 * The websites the widget may run on. Each entry is checked as it is added, by the rule the server applies on
 * save, so a mistake is named beside the field while it is still being typed rather than after saving.
 */
export function AllowedOriginsEditor({ origins, onChange, error, editable }: Props) {
  const [entry, setEntry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const noteId = useId();
  const add = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkNewOrigin(entry, origins);
    if (checked.problem !== undefined) return setProblem(checked.problem);
    onChange([...origins, checked.origin]);
    setEntry('');
    setProblem(null);
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
                  onChange={(event) => {
                    setEntry(event.target.value);
                    setProblem(null);
                  }}
                  onKeyDown={(event) => event.key === 'Enter' && add(event)}
                  placeholder="https://www.example.com"
                  inputMode="url"
                  spellCheck={false}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={noteId}
                  // The note sits below the field and its button, so the field's own error slot stays empty; its ring still turns red.
                  className={problem ? 'ring-red-400! focus:ring-red-600!' : undefined}
                />
              </div>
              <Button variant="secondary" icon={<PlusIcon className="size-4" />} onClick={() => add()}>
                Add
              </Button>
            </div>
            {problem ? (
              <p id={noteId} role="alert" className="text-[13px] text-red-700">
                {problem}
              </p>
            ) : (
              <p id={noteId} className="text-[13px] text-gray-600">
                The address up to the domain (and :port if any), without a path, e.g. https://shop.example.com.
              </p>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
