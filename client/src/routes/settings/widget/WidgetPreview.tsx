import { useEffect, useRef, useState, type RefObject } from 'react';
import { previewChannelName, type PreviewMessage, type PreviewSettings } from '../../../../../widget/src/shared/preview';
import { cx } from '../../../components/cx';
import { previewBootstrapScript } from './previewBootstrap';

type Props = { clientId: string; settings: PreviewSettings; enabled: boolean };

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A stand-in page of the customer's site with the real loader on it, in preview mode: the real launcher and the real
 * chat app, showing the settings being edited before they are saved.
 */
function previewPage(clientId: string, previewId: string): string {
  const loader = `${location.origin}/widget.js`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget preview</title><style>
body{margin:0;min-height:100vh;background:#f3f4f6;font:14px system-ui,sans-serif}
.bar{height:44px;background:#fff;border-bottom:1px solid #e5e7eb}.page{max-width:520px;margin:28px 24px}
.line{height:12px;border-radius:6px;background:#e5e7eb;margin:0 0 12px}.hero{height:120px;border-radius:12px;background:#e5e7eb;margin:0 0 20px}
</style></head><body><div class="bar"></div><div class="page" aria-hidden="true"><div class="hero"></div>
<div class="line" style="width:70%"></div><div class="line" style="width:90%"></div><div class="line" style="width:55%"></div></div>
<script>${previewBootstrapScript}</script>
<script src="${escape(loader)}" data-client-id="${escape(clientId)}" data-preview="${escape(previewId)}" async></script></body></html>`;
}

/** Wide enough for the widget's desktop layout (the loader goes full screen under 481px), scaled down to fit. */
const pageSize = { width: 520, height: 760 };

/** The scale at which the preview page fits the width it is given. */
function useFitScale(viewport: RefObject<HTMLDivElement | null>): number {
  const [scale, setScale] = useState(0.75);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const fit = () => setScale(Math.min(1, element.clientWidth / pageSize.width) || 0.75);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport]);
  return scale;
}

/** The live preview beside the settings: changes show here as they are typed. */
export function WidgetPreview({ clientId, settings, enabled }: Props) {
  // Names the channel to this page's preview only; other tabs previewing the same widget have their own.
  const [id] = useState(() => Math.random().toString(36).slice(2) + Date.now().toString(36));
  const [open, setOpen] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const scale = useFitScale(viewport);
  const channel = useRef<BroadcastChannel | null>(null);
  const latest = useRef(settings);

  useEffect(() => {
    const opened = new BroadcastChannel(previewChannelName(id));
    channel.current = opened;
    // The app asks when it starts (and again after a reload): answer with the settings as they are now.
    opened.onmessage = ({ data }: MessageEvent<PreviewMessage>) => {
      if (data?.type === 'parley:preview-ready') opened.postMessage({ type: 'parley:preview', settings: latest.current } satisfies PreviewMessage);
    };
    return () => opened.close();
  }, [id]);

  useEffect(() => {
    latest.current = settings;
    channel.current?.postMessage({ type: 'parley:preview', settings } satisfies PreviewMessage);
  }, [settings]);

  const show = (next: boolean) => {
    setOpen(next);
    const parley = (frame.current?.contentWindow as (Window & { Parley?: (command: string) => void }) | null)?.Parley;
    parley?.(next ? 'open' : 'close');
  };

  return (
    <section aria-labelledby="widget-preview-title" className="min-w-0 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-card">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-100 px-4 py-3">
        <div>
          <h2 id="widget-preview-title" className="text-[15px] font-semibold text-gray-900">
            Live preview
          </h2>
          <p className="text-[13px] text-gray-600">{enabled ? 'Unsaved changes show here as you type.' : 'This widget is off: visitors see no launcher.'}</p>
        </div>
        <div role="group" aria-label="Preview the chat" className="inline-flex rounded-lg bg-gray-100 p-0.5">
          {[
            { value: true, label: 'Open' },
            { value: false, label: 'Closed' },
          ].map((option) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={open === option.value}
              onClick={() => show(option.value)}
              className={cx(
                'rounded-md px-3 py-1 text-[13px] font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
                open === option.value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </header>
      <div ref={viewport} className="overflow-hidden bg-gray-100" style={{ height: pageSize.height * scale }}>
        <iframe
          ref={frame}
          title="Widget preview"
          srcDoc={previewPage(clientId, id)}
          className="block origin-top-left border-0"
          style={{ width: pageSize.width, height: pageSize.height, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
