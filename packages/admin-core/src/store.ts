export type Listener = () => void;
export type Unsubscribe = () => void;

/** What every stateful part of the core offers; React reads it with useSyncExternalStore. */
export interface ReadableStore<T> {
  getSnapshot(): T;
  subscribe(listener: Listener): Unsubscribe;
}

export interface WritableStore<T> extends ReadableStore<T> {
  set(next: T): void;
}

/** A minimal observable value: listeners run only when the value changes (by identity). */
export function createValueStore<T>(initial: T): WritableStore<T> {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** A typed event emitter for one-off events (warnings, expiries) rather than state. */
export interface EventSource<E> {
  on(listener: (event: E) => void): Unsubscribe;
}

export function createEmitter<E>(): EventSource<E> & { emit(event: E): void } {
  const listeners = new Set<(event: E) => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}
