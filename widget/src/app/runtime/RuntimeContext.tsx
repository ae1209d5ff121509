import { createContext, useContext } from 'react';
import type { WidgetRuntime } from './runtime';

export const RuntimeContext = createContext<WidgetRuntime | null>(null);

export function useRuntime(): WidgetRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs a RuntimeContext provider.');
  return runtime;
}
