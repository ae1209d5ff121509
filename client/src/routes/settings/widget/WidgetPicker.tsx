import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { cx } from '../../../components/cx';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { PlusIcon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { ReadOnlyNotice } from '../../../components/ReadOnlyNotice';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useCreateWidgetMutation } from '../../../mutations/useCreateWidgetMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { WidgetPicker_widgets$key } from './__generated__/WidgetPicker_widgets.graphql';

const widgetsFragment = graphql`
  fragment WidgetPicker_widgets on Widget @relay(plural: true) {
    id
    name
    enabled
    readOnlyReason
  }
`;

type Props = {
  widgets: WidgetPicker_widgets$key;
  selectedId: string;
  onSelect: (widgetId: string) => void;
  /** Set for admins: they may add widgets (one per site or brand). */
  organizationId?: string;
};

/** Which widget the page is about, when the organization has several, and a way to add one. */
export function WidgetPicker({ widgets: widgetsKey, selectedId, onSelect, organizationId }: Props) {
  const widgets = useFragment(widgetsFragment, widgetsKey);
  const [creating, setCreating] = useState(false);
  const selected = widgets.find((widget) => widget.id === selectedId);
  return (
    <div className="mb-6 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Widgets" className="flex flex-wrap gap-1.5">
          {widgets.map((widget) => (
            <button
              key={widget.id}
              type="button"
              aria-current={widget.id === selectedId ? 'page' : undefined}
              onClick={() => onSelect(widget.id)}
              className={cx(
                'inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                widget.id === selectedId ? 'bg-indigo-50 text-indigo-900 ring-indigo-200' : 'bg-white text-gray-700 ring-gray-200 hover:bg-gray-50',
              )}
            >
              <span className={cx('size-2 rounded-full', widget.enabled ? 'bg-emerald-500' : 'bg-gray-400')} aria-hidden="true" />
              {widget.name}
              {!widget.enabled && <span className="text-xs font-normal text-gray-600">(off)</span>}
              {widget.readOnlyReason && <span className="text-xs font-normal text-amber-800">(read-only)</span>}
            </button>
          ))}
        </nav>
        {organizationId && (
          <>
            <Button variant="ghost" size="sm" icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
              New widget
            </Button>
            <CreateWidgetDialog
              open={creating}
              onOpenChange={setCreating}
              organizationId={organizationId}
              onCreated={(widgetId) => {
                setCreating(false);
                onSelect(widgetId);
              }}
            />
          </>
        )}
      </div>
      <ReadOnlyNotice reason={selected?.readOnlyReason} />
    </div>
  );
}

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; organizationId: string; onCreated: (widgetId: string) => void };

function CreateWidgetDialog({ open, onOpenChange, organizationId, onCreated }: DialogProps) {
  const [createWidget, isCreating] = useCreateWidgetMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await createWidget({ organizationId, name });
    if (!outcome.ok) return setError(outcome.error);
    setName('');
    onCreated(outcome.payload.widget.id);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New widget" description="One widget per website or brand, each with its own look and install snippet.">
      <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4 pb-4">
        <FormError message={formLevelMessage(error, ['name'])} kind={error?.kind} />
        <TextField label="Widget name" value={name} onChange={(event) => setName(event.target.value)} placeholder="Help center" error={error?.fieldErrors.name} autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isCreating}>
            Create widget
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The widget named by `?widget=` in the address, else the first one. */
export function selectedWidgetId(widgets: ReadonlyArray<{ id: string }>, requested: string | null): string | null {
  return widgets.find((widget) => widget.id === requested)?.id ?? widgets[0]?.id ?? null;
}
