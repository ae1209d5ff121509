/** One string kept across reloads, under a key of the chat app's origin. */
export type StoredValue = {
  read(): string | null;
  write(value: string | null): void;
  /** Another tab of the same origin wrote the value. */
  watch(listener: () => void): () => void;
};

function localStorageOrNull(): Storage | null {
  try {
    // Reading the property itself throws where storage is blocked (e.g. third-party iframes with cookies disabled).
    const storage = window.localStorage;
    storage.getItem('parley:probe');
    return storage;
  } catch {
    return null;
  }
}

/**
 * localStorage, falling back to memory when the browser refuses it (blocked third-party storage, a full quota):
 * the chat then works for as long as the page stays open.
 */
export function storedValue(key: string, storage: Storage | null = localStorageOrNull()): StoredValue {
  let memory: string | null = null;
  let inMemoryOnly = !storage;
  return {
    read() {
      if (inMemoryOnly) return memory;
      try {
        return storage!.getItem(key);
      } catch {
        return memory;
      }
    },
    write(value) {
      memory = value;
      if (inMemoryOnly) return;
      try {
        if (value === null) storage!.removeItem(key);
        else storage!.setItem(key, value);
      } catch {
        inMemoryOnly = true;
      }
    },
    watch(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key && event.storageArea === storage) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
