import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebviewBody } from '../../features/content/components/webview-body.tsx';
import { initI18n } from '../../lib/i18n.ts';
import { createNavigator, setNavigator } from '../../lib/navigation.ts';

const allowed = ['https://line.me'];
const frame = () => document.querySelector('iframe.webview-frame');

describe('the webview', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    setNavigator(createNavigator({ navigate: () => {}, current: () => '/', canGoBack: () => false }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('frames the app’s own pages and the allowed origins', () => {
    const own = render(<WebviewBody url={`${window.location.origin}/static/agreement.html`} allowed={[]} />);
    expect(frame()?.getAttribute('src')).toBe(`${window.location.origin}/static/agreement.html`);
    own.unmount();
    render(<WebviewBody url="https://line.me/R/ti/p/@coinly" allowed={allowed} />);
    expect(frame()?.getAttribute('src')).toBe('https://line.me/R/ti/p/@coinly');
  });

  it('does not frame a page off the list, and offers it in the browser with its host named', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<WebviewBody url="https://line.me.phish.example/login" allowed={allowed} />);
    expect(frame()).toBeNull();
    expect(screen.getByText('This page opens outside the app')).toBeTruthy();
    expect(screen.getByText(/^line\.me\.phish\.example is not one of this app's pages/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open in browser' }));
    expect(open).toHaveBeenCalledWith('https://line.me.phish.example/login', '_blank', 'noopener,noreferrer');
  });

  it('refuses what is not an http(s) address', () => {
    render(<WebviewBody url="javascript:alert(1)" allowed={allowed} />);
    expect(frame()).toBeNull();
    expect(screen.getByText('Url is empty, please go back and try again')).toBeTruthy();
  });
});
