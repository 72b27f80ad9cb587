import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { failedScript, lazyPage } from '../lib/lazy-page.tsx';
import { Boundary, chunkBackoff, tapsBeforeReload } from './error-boundary.tsx';

const Hello = () => <p>loaded page</p>;
const widget = { broken: true };
function Widget() {
  if (widget.broken) throw new Error('widget failed');
  return <p>widget ok</p>;
}

describe('error boundary and retryable lazy pages', () => {
  beforeAll(() => initI18n('en-US'));

  const renderPage = async (Page: ReturnType<typeof lazyPage>, reload = vi.fn()) => {
    await act(async () => {
      render(
        <Boundary reload={reload}>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </Boundary>,
      );
    });
    return screen.findByRole('button', { name: 'Loading failed, click to reload' });
  };
  const chunk = 'https://app.example/assets/markets-3fa1.js';
  const fetchFailed = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);

  it('names the script a failed import names, or none', () => {
    expect(failedScript(fetchFailed())).toBe(chunk);
    expect(failedScript(new TypeError(`error loading dynamically imported module: ${chunk}?v=2`))).toBe(
      chunk,
    );
    expect(failedScript(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedScript('nope')).toBeNull();
  });

  it('retries a failed chunk at a new address, because the browser remembers the failed one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    // As Chromium does: the original address fails for good once it failed.
    const load = vi.fn(async () => {
      throw fetchFailed();
    });
    const reimport = vi.fn(async (url: string) => {
      if (!online) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      return { default: Hello };
    });
    const reload = vi.fn();
    const retry = await renderPage(lazyPage(load, reimport), reload);
    online = true;
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('loaded page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reimport.mock.calls.at(-1)?.[0]).toMatch(
      /^https:\/\/app\.example\/assets\/markets-3fa1\.js\?retry=\d+$/,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page on the tap after in-place retries kept failing while online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fails = vi.fn(async () => {
      throw fetchFailed();
    });
    const reload = vi.fn();
    await renderPage(lazyPage(fails, fails), reload);
    for (let i = 0; i < tapsBeforeReload; i++) {
      const retry = await screen.findByRole('button', { name: 'Loading failed, click to reload' });
      await act(async () => fireEvent.click(retry));
      expect(reload).not.toHaveBeenCalled();
    }
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to reload' });
    await act(async () => fireEvent.click(retry));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows "Loading failed, click to reload" when a chunk fails, and loads it again on the tap', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Hello };
    });
    const Page = lazyPage(load);
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </Boundary>,
      );
    });
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to reload' });
    online = true;
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('loaded page')).toBeTruthy();
  });

  it('tries a chunk that keeps failing again with a back-off, never in a loop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fails = vi.fn(async () => {
      throw fetchFailed();
    });
    await renderPage(lazyPage(fails, fails));
    await act(() => new Promise((r) => setTimeout(r, chunkBackoff(0) / 2)));
    expect(fails).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain('Trying again in 1 s');
    await act(() => new Promise((r) => setTimeout(r, chunkBackoff(0))));
    expect(fails).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Loading failed, click to reload' })).toBeTruthy();
    expect(chunkBackoff(1)).toBe(2 * chunkBackoff(0));
    expect(chunkBackoff(20)).toBe(30_000);
  });

  it('keeps the rest of the screen when one widget throws, and retries it when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    widget.broken = true;
    render(
      <div>
        <p>header stays</p>
        <Boundary compact>
          <Widget />
        </Boundary>
      </div>,
    );
    expect(screen.getByText('header stays')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('Loading failed, click to reload');
    widget.broken = false;
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(screen.getByText('widget ok')).toBeTruthy();
  });
});
