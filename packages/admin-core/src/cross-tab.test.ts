import { describe, expect, it, vi } from 'vitest';
import { createBroadcastChannelSync, createSilentChannel, parseCrossTabMessage } from './cross-tab';

/** A BroadcastChannel stand-in: instances with one name deliver to each other. */
class FakeChannel extends EventTarget {
  static open: FakeChannel[] = [];
  closed = false;
  constructor(readonly name: string) {
    super();
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) {
      if (other !== this && other.name === this.name && !other.closed) {
        other.dispatchEvent(new MessageEvent('message', { data }));
      }
    }
  }
  close() {
    this.closed = true;
  }
}

const Channel = FakeChannel as unknown as Parameters<typeof createBroadcastChannelSync>[1];

describe('cross-tab channel', () => {
  it('validates messages', () => {
    expect(parseCrossTabMessage({ type: 'signed-out' })).toEqual({ type: 'signed-out' });
    expect(parseCrossTabMessage({ type: 'signed-out', reason: 'deactivated' })).toEqual({
      type: 'signed-out',
      reason: 'deactivated',
    });
    expect(parseCrossTabMessage({ type: 'signed-out', reason: { toString: 'x' } })).toEqual({
      type: 'signed-out',
    });
    expect(parseCrossTabMessage({ type: 'signed-in', extra: 1 })).toEqual({ type: 'signed-in' });
    expect(parseCrossTabMessage({ type: 'activity', at: 5 })).toEqual({ type: 'activity', at: 5 });
    expect(parseCrossTabMessage({ type: 'activity', at: 'soon' })).toBeNull();
    expect(parseCrossTabMessage({ type: 'activity', at: Number.NaN })).toBeNull();
    expect(parseCrossTabMessage({ type: 'other' })).toBeNull();
    expect(parseCrossTabMessage('signed-out')).toBeNull();
    expect(parseCrossTabMessage(null)).toBeNull();
  });

  it('carries valid messages between tabs over BroadcastChannel and drops the rest', () => {
    const first = createBroadcastChannelSync('admin-session', Channel);
    const second = createBroadcastChannelSync('admin-session', Channel);
    const received = vi.fn();
    const unsubscribe = second.subscribe(received);
    first.post({ type: 'signed-out' });
    FakeChannel.open[0]?.postMessage({ type: 'bogus' });
    expect(received).toHaveBeenCalledTimes(1);
    expect(received).toHaveBeenCalledWith({ type: 'signed-out' });
    unsubscribe();
    first.post({ type: 'signed-in' });
    expect(received).toHaveBeenCalledTimes(1);
    second.close();
    expect(FakeChannel.open[1]?.closed).toBe(true);
  });

  it('is silent where there is no BroadcastChannel', () => {
    const channel = createBroadcastChannelSync('x', undefined);
    const listener = vi.fn();
    const unsubscribe = channel.subscribe(listener);
    channel.post({ type: 'signed-out' });
    unsubscribe();
    channel.close();
    expect(listener).not.toHaveBeenCalled();
    expect(createSilentChannel().post({ type: 'signed-in' })).toBeUndefined();
  });
});
