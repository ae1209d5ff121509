import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import type { WidgetPicker_widgets$key } from './__generated__/WidgetPicker_widgets.graphql';
import { selectedWidgetId, WidgetPicker } from './WidgetPicker';

type Props<Widget extends { id: string }> = {
  widgets: readonly Widget[] & WidgetPicker_widgets$key;
  /** Set for admins: they may add widgets. */
  organizationId?: string;
  empty: { icon: ReactNode; description: string };
  children: (widget: Widget) => ReactNode;
};

/**
 * The widget a settings page is about: a picker when there are several (the choice kept in `?widget=`), the chosen
 * widget's content, or an empty state when the organization has none yet.
 */
export function WidgetSelection<Widget extends { id: string }>({ widgets, organizationId, empty, children }: Props<Widget>) {
  const [params, setParams] = useSearchParams();
  const selectedId = selectedWidgetId(widgets, params.get('widget'));
  const selected = widgets.find((widget) => widget.id === selectedId);
  return (
    <>
      {(widgets.length > 0 || organizationId) && (
        <WidgetPicker widgets={widgets} selectedId={selectedId ?? ''} onSelect={(widgetId) => setParams({ widget: widgetId }, { replace: true })} organizationId={organizationId} />
      )}
      {selected ? (
        children(selected)
      ) : (
        <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50/60">
          <EmptyState icon={empty.icon} title="No widget yet" description={empty.description} />
        </div>
      )}
    </>
  );
}
