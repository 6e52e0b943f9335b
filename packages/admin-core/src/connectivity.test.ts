import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserNetwork,
  type ConnectivityOptions,
  type ConnectivityStatus,
  createConnectivity,
  fetchProbe,
  type NetworkSignal,
} from './connectivity';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A browser whose `navigator.onLine` and events the test controls. */
function fakeNetwork(onLine = true) {
  const listeners = new Set<(signal: NetworkSignal) => void>();
  const network = {
    onLine,
    isOnline: () => network.onLine,
    subscribe(listener: (signal: NetworkSignal) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(signal: NetworkSignal) {
      if (signal !== 'focus') network.onLine = signal === 'online';
      for (const listener of [...listeners]) listener(signal);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
  return network;
}

/** A probe whose answer the test sets; it records each call. */
function fakeProbe(answered = false) {
  const probe = {
    answered,
    calls: 0,
    run: async (_signal: AbortSignal) => {
      probe.calls += 1;
      return probe.answered;
    },
  };
  return probe;
}

function setup(options: ConnectivityOptions & { onLine?: boolean; answered?: boolean } = {}) {
  const network = fakeNetwork(options.onLine);
  const probe = fakeProbe(options.answered);
  const connectivity = createConnectivity({ network, probe: probe.run, ...options });
  const seen: ConnectivityStatus[] = [];
  connectivity.subscribe(() => seen.push(connectivity.getSnapshot()));
  return { connectivity, network, probe, seen };
}

const networkError = () => new TypeError('Failed to fetch');

describe('connectivity', () => {
  it('starts from navigator.onLine', () => {
    expect(setup().connectivity.getSnapshot()).toBe('online');
    expect(setup({ onLine: false }).connectivity.getSnapshot()).toBe('offline');
    expect(createConnectivity({ network: null }).getSnapshot()).toBe('online');
  });

  it("follows the browser's offline and online events", () => {
    const { connectivity, network, seen } = setup({ probe: null });
    const stop = connectivity.start();
    network.emit('offline');
    expect(connectivity.getSnapshot()).toBe('offline');
    network.emit('online');
    expect(connectivity.getSnapshot()).toBe('online');
    expect(seen).toEqual(['offline', 'online']);
    stop();
    expect(network.listenerCount).toBe(0);
  });

  it('goes offline when a request gets no answer and online on any answer, even an error', async () => {
    const { connectivity, seen } = setup();
    const fetchImpl = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(new Response('{}', { status: 500 }));
    const observed = connectivity.observe(fetchImpl);

    await expect(observed('/api/admin/goals')).rejects.toThrow('Failed to fetch');
    expect(connectivity.getSnapshot()).toBe('offline');
    const answer = await observed('/api/admin/goals', { method: 'GET' });
    expect(answer.status).toBe(500);
    expect(connectivity.getSnapshot()).toBe('online');
    expect(fetchImpl).toHaveBeenLastCalledWith('/api/admin/goals', { method: 'GET' });
    expect(seen).toEqual(['offline', 'online']);
  });

  it('ignores requests aborted through their signal (timeouts and cancels)', async () => {
    const { connectivity } = setup();
    const controller = new AbortController();
    controller.abort();
    const observed = connectivity.observe(() =>
      Promise.reject(new DOMException('aborted', 'AbortError')),
    );
    await expect(observed('/api/admin/goals', { signal: controller.signal })).rejects.toThrow();
    expect(connectivity.getSnapshot()).toBe('online');
  });

  it('probes with a doubling back-off while offline and comes back online on an answer', async () => {
    const { connectivity, probe } = setup({ probeInitialDelayMs: 1_000, probeMaxDelayMs: 4_000 });
    connectivity.start();
    connectivity.reportNetworkFailure();
    expect(probe.calls).toBe(0);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(probe.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(probe.calls).toBe(3);
    // Capped.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(probe.calls).toBe(4);
    expect(connectivity.getSnapshot()).toBe('offline');

    probe.answered = true;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(probe.calls).toBe(5);
    expect(connectivity.getSnapshot()).toBe('online');

    // Online: no more probes; the next loss starts again from the first delay.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe.calls).toBe(5);
    probe.answered = false;
    connectivity.reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe.calls).toBe(6);
  });

  it("probes at once on the browser's online event and on focus", async () => {
    const { connectivity, network, probe } = setup({ probeInitialDelayMs: 10_000 });
    connectivity.start();
    network.emit('offline');
    expect(connectivity.getSnapshot()).toBe('offline');

    network.emit('focus');
    await vi.advanceTimersByTimeAsync(0);
    expect(probe.calls).toBe(1);
    expect(connectivity.getSnapshot()).toBe('offline');

    probe.answered = true;
    network.emit('online');
    await vi.advanceTimersByTimeAsync(0);
    expect(probe.calls).toBe(2);
    expect(connectivity.getSnapshot()).toBe('online');

    // Focus while online probes nothing.
    network.emit('focus');
    await vi.advanceTimersByTimeAsync(0);
    expect(probe.calls).toBe(2);
  });

  it('stays offline after the online event until the server answers', async () => {
    const { connectivity, network, probe } = setup();
    connectivity.start();
    network.emit('offline');
    network.emit('online');
    await vi.advanceTimersByTimeAsync(0);
    expect(probe.calls).toBe(1);
    expect(connectivity.getSnapshot()).toBe('offline');
  });

  it('runs one probe at a time and gives up on one that hangs', async () => {
    let calls = 0;
    const signals: AbortSignal[] = [];
    const hanging = (signal: AbortSignal) => {
      calls += 1;
      signals.push(signal);
      return new Promise<boolean>((resolve) => {
        signal.addEventListener('abort', () => resolve(false));
      });
    };
    const connectivity = createConnectivity({
      network: null,
      probe: hanging,
      probeTimeoutMs: 5_000,
    });
    connectivity.start();
    connectivity.reportNetworkFailure();
    void connectivity.check();
    void connectivity.check();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(signals[0]?.aborted).toBe(true);
    expect(connectivity.getSnapshot()).toBe('offline');
  });

  it('probes when started offline, and stops probing when stopped', async () => {
    const { connectivity, probe } = setup({ onLine: false, probeInitialDelayMs: 1_000 });
    const stop = connectivity.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe.calls).toBe(1);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe.calls).toBe(1);
  });

  it('an answer during a probe wins over the probe', async () => {
    let settle: (answered: boolean) => void = () => {};
    const connectivity = createConnectivity({
      network: null,
      probe: () =>
        new Promise<boolean>((resolve) => {
          settle = resolve;
        }),
    });
    connectivity.start();
    connectivity.reportNetworkFailure();
    const probing = connectivity.check();
    connectivity.reportAnswer();
    settle(false);
    await probing;
    expect(connectivity.getSnapshot()).toBe('online');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('browserNetwork', () => {
  it('reads navigator.onLine and relays online, offline and focus', () => {
    const target = new EventTarget();
    const network = browserNetwork(target, { onLine: false });
    expect(network?.isOnline()).toBe(false);
    const signals: NetworkSignal[] = [];
    const stop = network?.subscribe((signal) => signals.push(signal));
    for (const type of ['offline', 'online', 'focus', 'blur'])
      target.dispatchEvent(new Event(type));
    expect(signals).toEqual(['offline', 'online', 'focus']);
    stop?.();
    target.dispatchEvent(new Event('online'));
    expect(signals).toHaveLength(3);
  });

  it('is absent without a window', () => {
    expect(browserNetwork(null)).toBeNull();
  });
});

describe('fetchProbe', () => {
  it('counts any answer as reachable and a failed fetch as not', async () => {
    const fetchImpl = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 503 }))
      .mockRejectedValueOnce(networkError());
    const probe = fetchProbe('/healthz', fetchImpl);
    const { signal } = new AbortController();
    expect(await probe(signal)).toBe(true);
    expect(await probe(signal)).toBe(false);
    expect(fetchImpl).toHaveBeenCalledWith('/healthz', {
      method: 'GET',
      cache: 'no-store',
      signal,
    });
  });
});
