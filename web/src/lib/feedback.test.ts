import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installAntdRender } from '../app/antd-render.ts';
import { hideAllFeedback, TOAST_MS, toast } from './feedback.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('toast under React 19', () => {
  beforeAll(() => installAntdRender());

  it('really appears in the document, without an icon, and goes away after 2000 ms', async () => {
    await act(async () => {
      await toast('Hello from a toast');
      await wait(50);
    });
    const node = document.querySelector('.adm-toast-main');
    expect(node?.textContent).toBe('Hello from a toast');
    expect(document.querySelector('.adm-toast-icon')).toBeNull();
    await act(async () => wait(TOAST_MS));
    await vi.waitFor(() => expect(document.body.textContent).not.toContain('Hello from a toast'), {
      timeout: 8000,
    });
  }, 20_000);

  it('is hidden by a route change unless it was raised for the next page', async () => {
    await act(async () => {
      await toast('Stale message');
      await wait(50);
    });
    await act(async () => hideAllFeedback());
    await vi.waitFor(() => expect(document.body.textContent).not.toContain('Stale message'), {
      timeout: 8000,
    });
    await act(async () => {
      await toast('Logged in', TOAST_MS, { acrossNavigation: true });
      await wait(50);
      hideAllFeedback();
      await wait(50);
    });
    expect(document.body.textContent).toContain('Logged in');
  }, 20_000);
});
