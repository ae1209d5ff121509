import type { Widget } from './widget';

/** `window.Parley`: callable as `Parley('open')` and as `Parley.open()`; unknown commands are ignored. */
export type ParleyApi = ((command: string, ...args: unknown[]) => void) & Widget;

declare global {
  interface Window {
    /** Before the loader runs, the install snippet's stub: a function that keeps its calls in `q`. */
    Parley?: ((command: string, ...args: unknown[]) => void) & Partial<Widget> & { q?: ArrayLike<unknown>[] };
  }
}

/** Replaces the snippet's stub with the real API and replays the calls the page made while the loader downloaded. */
export function installGlobalApi(widget: Widget) {
  const queued = window.Parley?.q ?? [];
  const commands: Widget = {
    ...widget,
    shutdown() {
      widget.shutdown();
      delete window.Parley;
    },
  };
  const api: ParleyApi = Object.assign((command: string, ...args: unknown[]) => {
    // Own properties only: `Parley('call')` must not reach Function.prototype.call.
    if (Object.hasOwn(commands, command)) (commands[command as keyof Widget] as (...args: unknown[]) => void)(...args);
  }, commands);
  window.Parley = api;
  for (const call of queued) api(...(Array.from(call) as [string, ...unknown[]]));
}
