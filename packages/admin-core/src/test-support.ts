/**
 * Helpers for this package's tests (not exported from the entry points): tokens, answers,
 * a tab hub and a controllable matchMedia.
 */
import type { SessionUser } from '@console/contract';
import type { CrossTabChannel, CrossTabMessage } from './cross-tab';
import type { MatchMedia } from './preferences/media';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** A JWT-shaped token; the signature is not real (the client never verifies it). */
export function makeToken(
  payload: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  return `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** A token expiring `seconds` after `now` (epoch ms). */
export const tokenExpiringIn = (seconds: number, now = Date.now()) =>
  makeToken({ sub: '1', exp: Math.floor(now / 1000) + seconds });

export const adminUser: SessionUser = {
  id: 7,
  name: 'Ada Admin',
  username: 'ada',
  isSuperUser: false,
  permissions: ['goals:read', 'levels:read'],
};

export const superUser: SessionUser = {
  id: 1,
  name: 'Root',
  username: 'root',
  isSuperUser: true,
  permissions: [],
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const ok = (data: unknown, message = 'OK') =>
  jsonResponse(200, { success: true, message, data });

export const failure = (
  status: number,
  code: string,
  message: string,
  details?: Array<{ path: string; message: string }>,
) => jsonResponse(status, { success: false, message, code, ...(details ? { details } : {}) });

/** Tabs of one origin: what one tab posts, every other tab receives. */
export function createTabHub() {
  const tabs = new Set<Set<(message: CrossTabMessage) => void>>();
  return {
    openTab(): CrossTabChannel & { posted: CrossTabMessage[] } {
      const listeners = new Set<(message: CrossTabMessage) => void>();
      tabs.add(listeners);
      const posted: CrossTabMessage[] = [];
      return {
        posted,
        post(message) {
          posted.push(message);
          for (const other of tabs) {
            if (other === listeners) continue;
            for (const listener of [...other]) listener(message);
          }
        },
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        close() {
          tabs.delete(listeners);
        },
      };
    },
  };
}

/** A matchMedia whose answers the test sets; `set` fires `change` like the browser does. */
export function createFakeMatchMedia(initial: Record<string, boolean> = {}) {
  const matches = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  const listenerCount = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  const matchMedia: MatchMedia = (query) => {
    const set = listeners.get(query) ?? new Set<() => void>();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return matches.get(query) ?? false;
      },
      addEventListener: (_type: string, listener: () => void) => set.add(listener),
      removeEventListener: (_type: string, listener: () => void) => set.delete(listener),
    } as unknown as MediaQueryList;
  };
  return {
    matchMedia,
    listenerCount,
    set(query: string, value: boolean) {
      matches.set(query, value);
      for (const listener of [...(listeners.get(query) ?? [])]) listener();
    },
  };
}
