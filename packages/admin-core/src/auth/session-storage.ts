import type { SessionUser } from '@console/contract';
import { parseSessionUser } from '../api/answers';
import { STORAGE_KEYS } from '../constants';
import type { KeyValueStorage } from '../storage';
import { getTokenExpiry } from '../token';

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  user: SessionUser;
}

/** The three session keys of the specification, read and written in one place. */
export interface SessionStorage {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** The stored user, or null when it is missing or not a valid user. */
  getUser(): SessionUser | null;
  saveSession(session: { accessToken: string; refreshToken: string; user: SessionUser }): void;
  saveTokens(tokens: { accessToken: string; refreshToken: string }): void;
  /** Replaces the stored user, keeping the tokens (e.g. after the admin renamed themselves). */
  saveUser(user: SessionUser): void;
  clear(): void;
  /**
   * The session to restore at startup: a token whose `exp` is in the future and a valid stored
   * user. `'refresh'` when the token is well formed but ran out less than `refreshWithinMs` ago and
   * a refresh token and a valid user are stored: the keys stay (other tabs may be using the refresh
   * token) and the caller refreshes first. Anything else (malformed, unsigned-looking or long
   * expired token, unparsable user) clears the keys and answers null.
   */
  restore(now: number, refreshWithinMs?: number): StoredSession | 'refresh' | null;
}

function parseStoredUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    return parseSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function createSessionStorage(storage: KeyValueStorage): SessionStorage {
  const clear = () => {
    storage.removeItem(STORAGE_KEYS.accessToken);
    storage.removeItem(STORAGE_KEYS.refreshToken);
    storage.removeItem(STORAGE_KEYS.user);
  };
  return {
    getAccessToken: () => storage.getItem(STORAGE_KEYS.accessToken),
    getRefreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken),
    getUser: () => parseStoredUser(storage.getItem(STORAGE_KEYS.user)),
    saveSession({ accessToken, refreshToken, user }) {
      storage.setItem(STORAGE_KEYS.accessToken, accessToken);
      storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    },
    saveTokens({ accessToken, refreshToken }) {
      storage.setItem(STORAGE_KEYS.accessToken, accessToken);
      storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    },
    saveUser(user) {
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    },
    clear,
    restore(now, refreshWithinMs = 0) {
      const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
      const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
      const user = parseStoredUser(storage.getItem(STORAGE_KEYS.user));
      const expiry = getTokenExpiry(accessToken);
      if (accessToken !== null && user !== null && expiry !== null) {
        if (expiry > now) return { accessToken, refreshToken, user };
        if (refreshToken !== null && now - expiry < refreshWithinMs) return 'refresh';
      }
      clear();
      return null;
    },
  };
}
