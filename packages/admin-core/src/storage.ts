/** The subset of the Web Storage API the core needs; inject `localStorage` or a memory store. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory storage for tests, server rendering or browsers that refuse `localStorage`. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/**
 * `localStorage` when the browser grants it, else memory. Reading `window.localStorage` itself
 * can throw (privacy modes, sandboxed frames), and a quota error on write must not break sign-in.
 */
export function browserStorage(): KeyValueStorage {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  return storage ? toleratingStorage(storage) : createMemoryStorage();
}

function toleratingStorage(storage: KeyValueStorage): KeyValueStorage {
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the session still works for this page's lifetime.
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // Same as above: nothing to remove from a storage we cannot reach.
      }
    },
  };
}
