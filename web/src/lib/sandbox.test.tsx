import { api } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxUrl, tabSandbox, withSandbox, worldKey } from './sandbox.ts';

describe("a tab's sandbox", () => {
  afterEach(() => sessionStorage.clear());

  it('comes from ?sandbox=NAME and is kept for the tab when later addresses no longer carry it', () => {
    expect(tabSandbox('?sandbox=demo-7', sessionStorage)).toBe('demo-7');
    expect(tabSandbox('', sessionStorage)).toBe('demo-7');
    expect(tabSandbox('?sandbox=other', sessionStorage)).toBe('other');
  });

  it('is the default world (none) without one, and a malformed name is never taken', () => {
    expect(tabSandbox('', sessionStorage)).toBeNull();
    expect(tabSandbox('?sandbox=Bad Name!', sessionStorage)).toBeNull();
    expect(tabSandbox(`?sandbox=${'a'.repeat(41)}`, sessionStorage)).toBeNull();
    sessionStorage.setItem('sandbox', 'ok-1');
    expect(tabSandbox('?sandbox=../x', sessionStorage)).toBe('ok-1');
  });

  it('goes on the X-Sandbox header and the socket URL, and leaves both alone in the default world', () => {
    const init = withSandbox({ headers: { lang: 'en-US' } }, 'demo-7');
    expect(new Headers(init.headers).get('x-sandbox')).toBe('demo-7');
    expect(new Headers(init.headers).get('lang')).toBe('en-US');
    expect(withSandbox({ method: 'GET' }, null)).toEqual({ method: 'GET' });
    expect(sandboxUrl('ws://host:8080/ws?x=1', 'demo-7')).toBe('ws://host:8080/ws?x=1&sandbox=demo-7');
    expect(sandboxUrl('ws://host:8080/ws', null)).toBe('ws://host:8080/ws');
  });

  it("keeps a sandbox tab's stored session apart from the default world's", () => {
    expect(worldKey('token', 'demo-7')).not.toBe(worldKey('token', null));
    expect(worldKey('token', null)).toBe('token');
  });
});

describe('the app opened with ?sandbox=NAME', () => {
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ code: 1002, msg: 'not found', data: null }), { status: 200 }),
  );
  beforeAll(() => {
    history.replaceState(null, '', '/?sandbox=team-a');
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
  });
  afterAll(() => {
    history.replaceState(null, '', '/');
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends X-Sandbox on every API call, also after the address lost the parameter', async () => {
    history.replaceState(null, '', '/?sandbox=team-a');
    const { request } = await import('./api.ts');
    history.replaceState(null, '', '/home');
    await request(api.common.base).catch(() => undefined);
    const init = fetchMock.mock.calls.at(-1)?.[1];
    expect(new Headers(init?.headers).get('x-sandbox')).toBe('team-a');
    expect(sessionStorage.getItem('sandbox')).toBe('team-a');
  });

  it("sends X-Sandbox with the transfer screenshot's upload and the fetch of a stored ID photo", async () => {
    const { uploadImage } = await import('../features/cash/upload-screenshot.ts');
    const { fetchOwnPhoto } = await import('../features/kyc/photo.ts');
    const sent = () => new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).get('x-sandbox');
    await uploadImage(new File(['x'], 'shot.png', { type: 'image/png' })).catch(() => undefined);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('common/uploader');
    expect(sent()).toBe('team-a');
    await fetchOwnPhoto('/api/v1/uploads/1').catch(() => undefined);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('uploads/1');
    expect(sent()).toBe('team-a');
  });

  it('shows a badge naming the sandbox', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { initI18n } = await import('./i18n.ts');
    await initI18n('en-US');
    const { SandboxBadge } = await import('../components/sandbox-badge.tsx');
    render(<SandboxBadge />);
    expect(screen.getByText('Sandbox: team-a')).toBeTruthy();
  });
});
