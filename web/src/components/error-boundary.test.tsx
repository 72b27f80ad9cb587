import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../app/lazy-page.tsx';
import { initI18n } from '../lib/i18n.ts';
import { Boundary } from './error-boundary.tsx';

const Hello = () => <p>loaded page</p>;
const widget = { broken: true };
function Widget() {
  if (widget.broken) throw new Error('widget failed');
  return <p>widget ok</p>;
}

describe('error boundary and retryable lazy pages', () => {
  beforeAll(() => initI18n('en-US'));

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
    expect(screen.getByRole('alert').textContent).toBe('Loading failed, click to reload');
    widget.broken = false;
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(screen.getByText('widget ok')).toBeTruthy();
  });
});
