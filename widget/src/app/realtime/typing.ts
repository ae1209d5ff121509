import { createStore } from '../store';

/** An operator typing stops showing after this long without news: a lost "stopped typing" must not linger. */
const typingExpiresMs = 8000;

/** Who on the team is typing in which thread (by the thread's id), as the live events report it. */
export function createTypingStore() {
  const state = createStore<Readonly<Record<string, string>>>({});
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const clear = (threadId: string) => {
    clearTimeout(timers.get(threadId));
    timers.delete(threadId);
    if (!(threadId in state.get())) return;
    const { [threadId]: _gone, ...rest } = state.get();
    state.set(rest);
  };

  return {
    get: state.get,
    subscribe: state.subscribe,
    typing(threadId: string, name: string) {
      clearTimeout(timers.get(threadId));
      timers.set(threadId, setTimeout(() => clear(threadId), typingExpiresMs));
      if (state.get()[threadId] !== name) state.set({ ...state.get(), [threadId]: name });
    },
    clear,
  };
}

export type TypingStore = ReturnType<typeof createTypingStore>;
