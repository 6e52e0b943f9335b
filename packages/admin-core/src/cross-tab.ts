import type { Unsubscribe } from './store';

/** What one tab tells the others. */
export type CrossTabMessage =
  | { type: 'activity'; at: number }
  | { type: 'signed-in' }
  /** `reason`: why the server ended the session (`sessionEndReasonOf`), if it said. */
  | { type: 'signed-out'; reason?: string | null };

/** A channel between the tabs of one origin; BroadcastChannel in browsers, in-memory in tests. */
export interface CrossTabChannel {
  post(message: CrossTabMessage): void;
  subscribe(listener: (message: CrossTabMessage) => void): Unsubscribe;
  close(): void;
}

export const CROSS_TAB_CHANNEL_NAME = 'admin-session';

/** Messages come from other code on the same origin; anything unexpected is ignored. */
export function parseCrossTabMessage(data: unknown): CrossTabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, at, reason } = data as { type?: unknown; at?: unknown; reason?: unknown };
  if (type === 'signed-in') return { type };
  if (type === 'signed-out') {
    return typeof reason === 'string' ? { type, reason } : { type };
  }
  if (type === 'activity' && typeof at === 'number' && Number.isFinite(at)) return { type, at };
  return null;
}

interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

type BroadcastChannelConstructor = new (name: string) => BroadcastChannelLike;

/** A tab channel over BroadcastChannel, or a silent one where the browser has none. */
export function createBroadcastChannelSync(
  name: string = CROSS_TAB_CHANNEL_NAME,
  Channel: BroadcastChannelConstructor | undefined = globalThis.BroadcastChannel,
): CrossTabChannel {
  if (!Channel) return createSilentChannel();
  const channel = new Channel(name);
  return {
    post(message) {
      channel.postMessage(message);
    },
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        const message = parseCrossTabMessage(event.data);
        if (message) listener(message);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close() {
      channel.close();
    },
  };
}

/** For a single tab (tests, server rendering, old browsers): posts go nowhere. */
export function createSilentChannel(): CrossTabChannel {
  return { post() {}, subscribe: () => () => {}, close() {} };
}
