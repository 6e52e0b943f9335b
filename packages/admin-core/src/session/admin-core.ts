import {
  type ApiClient,
  type CrossTabLock,
  createApiClient,
  type Logger,
  type Navigation,
} from '../api/client';
import { type AuthStore, createAuthStore } from '../auth/auth-store';
import { createSessionStorage, type SessionStorage } from '../auth/session-storage';
import {
  type Connectivity,
  createConnectivity,
  fetchProbe,
  type NetworkSource,
} from '../connectivity';
import { type CrossTabChannel, createBroadcastChannelSync } from '../cross-tab';
import { installTokenDiagnostics } from '../diagnostics';
import type { ActivitySource } from '../inactivity/activity-source';
import { createLazyInactivityMonitor } from '../inactivity/lazy-monitor';
import type { InactivityMonitorOptions } from '../inactivity/monitor';
import type { InactivityMonitor } from '../inactivity/state';
import { type AccessibilityStore, createAccessibilityStore } from '../preferences/accessibility';
import { createLanguageStore, type LanguageStore } from '../preferences/language';
import type { MatchMedia } from '../preferences/media';
import { createThemeStore, type Theme, type ThemeStore } from '../preferences/theme';
import { type Scheduler, systemScheduler } from '../scheduler';
import { browserStorage, type KeyValueStorage } from '../storage';
import { createValueStore, type ReadableStore } from '../store';

export interface AdminCoreOptions {
  /** `localStorage` (tolerating failures) by default. */
  storage?: KeyValueStorage;
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
  /** The admin API prefix, `/api/admin` by default. */
  prefix?: string;
  scheduler?: Scheduler;
  logger?: Logger;
  /** How to reach /login after a failed refresh; `window.location` by default. */
  navigation?: Navigation | null;
  loginPath?: string;
  /** Where `admin-auth-expired` is fired and heard; `window` by default. */
  eventTarget?: EventTarget | null;
  /** BroadcastChannel `admin-session` by default. */
  crossTab?: CrossTabChannel | null;
  /** Serializes token refreshes across tabs; the Web Locks API by default. */
  lock?: CrossTabLock;
  /** Mouse, key, scroll, touch and click on `window` by default. */
  activitySource?: ActivitySource | null;
  inactivity?: Pick<
    InactivityMonitorOptions,
    'timeoutMs' | 'warningBeforeMs' | 'checkIntervalMs' | 'activityThrottleMs'
  >;
  matchMedia?: MatchMedia | null;
  /** `<html>` by default: theme class, `lang` and `dir`. */
  root?: HTMLElement | null;
  navigator?: Pick<Navigator, 'language' | 'languages'> | null;
  defaultTheme?: Theme;
  /** The development token helpers on `window`; they never exist in production builds. */
  diagnostics?: boolean;
  /** `navigator.onLine` and the `online`/`offline`/`focus` events of `window` by default. */
  network?: NetworkSource | null;
  /**
   * What the connectivity probes while offline (any answer means the server is back);
   * `<baseUrl>/healthz` by default, `null` to wait for the browser's `online` event instead.
   */
  healthUrl?: string | null;
}

/** Everything one console needs: create it once per page and hand it to `AdminCoreProvider`. */
export interface AdminCore {
  readonly session: SessionStorage;
  readonly client: ApiClient;
  readonly auth: AuthStore;
  /**
   * Reads the signed-in admin's rights again (`/auth/me`) and takes them as they are. The console's
   * shell asks once it shows a session (at most once per 10 s, an ask within them made when they
   * have passed); a 403 makes the client ask at once (`user-rereader.ts`).
   */
  rereadUser(): void;
  /**
   * Whether a read of the rights answering a 403 is under way: a page refused meanwhile waits for
   * it instead of showing the refusal, since the rights it brings may take the page away.
   */
  readonly rightsCheck: ReadableStore<boolean>;
  /**
   * Resolves once no read answering a 403 is under way. A caller that got a 403 awaits it, then
   * finds the admin's rights as the server has them now in `auth`.
   */
  rightsChecked(): Promise<void>;
  readonly inactivity: InactivityMonitor;
  readonly theme: ThemeStore;
  readonly language: LanguageStore;
  readonly accessibility: AccessibilityStore;
  /** Whether the server can be reached: the API client's outcomes and the browser's signals. */
  readonly connectivity: Connectivity;
  /**
   * Restores the session, applies theme and language, starts listening (expiry event, other tabs,
   * OS preferences) and runs the inactivity monitor while signed in. Returns the stop function;
   * calling `start` again after stopping works (React strict mode does that).
   */
  start(): () => void;
}

export function createAdminCore(options: AdminCoreOptions = {}): AdminCore {
  const scheduler = options.scheduler ?? systemScheduler;
  const storage = options.storage ?? browserStorage();
  const crossTab = options.crossTab === undefined ? createBroadcastChannelSync() : options.crossTab;
  const logger = options.logger ?? console;

  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const healthUrl =
    options.healthUrl === undefined ? `${options.baseUrl ?? ''}/healthz` : options.healthUrl;
  const connectivity = createConnectivity({
    network: options.network,
    probe: healthUrl === null ? null : fetchProbe(healthUrl, fetchImpl),
    scheduler,
  });

  const session = createSessionStorage(storage);
  const client = createApiClient({
    session,
    baseUrl: options.baseUrl,
    prefix: options.prefix,
    // Every answer the client gets, or fails to get, tells whether the server is reachable.
    fetch: connectivity.observe(fetchImpl),
    scheduler,
    logger,
    navigation: options.navigation,
    loginPath: options.loginPath,
    eventTarget: options.eventTarget,
    lock: options.lock,
    onForbidden: (sentAt) => rereadUser(sentAt),
  });
  const auth = createAuthStore({
    client,
    session,
    now: scheduler.now,
    eventTarget: options.eventTarget,
    crossTab,
  });
  // A refusal may mean another admin changed this one's rights: the menu and pages follow them.
  // The code that reads them again is fetched at the first refusal, not before /login paints.
  let rereader: Promise<(refusedSentAt?: number) => Promise<void>> | null = null;
  const rightsCheck = createValueStore(false);
  let checksUnderWay = 0;
  let checksDone: Array<() => void> = [];
  function rereadUser(refusedSentAt?: number) {
    const refusal = refusedSentAt !== undefined;
    // Set before the refused call's caller hears of the 403, so it finds the check under way.
    if (refusal) {
      checksUnderWay += 1;
      rightsCheck.set(true);
    }
    rereader ??= import('../auth/user-rereader').then(({ createUserRereader }) =>
      createUserRereader({ client, auth, scheduler }),
    );
    rereader
      .then(
        (reread) => reread(refusedSentAt),
        () => {
          rereader = null;
        },
      )
      .finally(() => {
        if (!refusal) return;
        checksUnderWay -= 1;
        if (checksUnderWay > 0) return;
        rightsCheck.set(false);
        const waiting = checksDone;
        checksDone = [];
        for (const resolve of waiting) resolve();
      });
  }
  function rightsChecked(): Promise<void> {
    if (checksUnderWay === 0) return Promise.resolve();
    return new Promise((resolve) => checksDone.push(resolve));
  }
  const inactivity = createLazyInactivityMonitor({
    ...options.inactivity,
    scheduler,
    crossTab,
    activitySource: options.activitySource,
    onExpire: () => auth.endSession(),
  });
  const theme = createThemeStore({
    storage,
    matchMedia: options.matchMedia,
    root: options.root,
    defaultTheme: options.defaultTheme,
  });
  const language = createLanguageStore({
    storage,
    root: options.root,
    navigator: options.navigator,
  });
  const accessibility = createAccessibilityStore({ matchMedia: options.matchMedia });

  function followAuthentication(): () => void {
    let signedIn = false;
    const sync = () => {
      const { isAuthenticated } = auth.getSnapshot();
      if (isAuthenticated === signedIn) return;
      signedIn = isAuthenticated;
      if (isAuthenticated) inactivity.start();
      else inactivity.stop();
    };
    const unsubscribe = auth.subscribe(sync);
    sync();
    return () => {
      unsubscribe();
      inactivity.stop();
    };
  }

  function start() {
    const stops = [
      theme.start(),
      language.start(),
      accessibility.start(),
      connectivity.start(),
      followAuthentication(),
    ];
    stops.push(auth.start());
    if (import.meta.env.DEV && options.diagnostics !== false && typeof window !== 'undefined') {
      stops.push(
        installTokenDiagnostics({
          session,
          client,
          now: scheduler.now,
          logger: console,
          target: window,
        }),
      );
    }
    return () => {
      for (const stop of stops.reverse()) stop();
    };
  }

  return {
    session,
    client,
    auth,
    inactivity,
    theme,
    language,
    accessibility,
    connectivity,
    rereadUser: () => rereadUser(),
    rightsCheck: { getSnapshot: rightsCheck.getSnapshot, subscribe: rightsCheck.subscribe },
    rightsChecked,
    start,
  };
}
