import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isOnline, setOnline, trackedFetch, watchOnline } from './online.ts';

/** A fetch whose answer the test decides, later. */
function pendingFetch() {
  let fail: (error: unknown) => void = () => undefined;
  const answer = new Promise<Response>((_, reject) => {
    fail = reject;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer),
  );
  return { fail };
}

describe('the online state', () => {
  beforeAll(() => watchOnline());
  afterEach(() => {
    vi.unstubAllGlobals();
    setOnline(true);
  });

  it('goes offline when a request fails at the network level, and online again with any answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await expect(trackedFetch('/api/v1/common/base')).rejects.toThrow('Failed to fetch');
    expect(isOnline()).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('{}', { status: 500 })));
    await trackedFetch('/api/v1/common/base');
    expect(isOnline()).toBe(true);
  });

  it('stays online when a request sent during an outage fails only after the browser said it is back', async () => {
    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    const request = pendingFetch();
    const sent = trackedFetch('/api/v1/market/list');
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    request.fail(new TypeError('Failed to fetch'));
    await expect(sent).rejects.toThrow('Failed to fetch');
    expect(isOnline()).toBe(true);
  });

  it('does not count a request the app cancelled', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new DOMException('stop', 'AbortError')));
    await expect(trackedFetch('/api/v1/common/base')).rejects.toThrow('stop');
    expect(isOnline()).toBe(true);
  });
});
