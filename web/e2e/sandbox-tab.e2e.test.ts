import { describe, expect, it } from 'vitest';
import { hasChromium, shot, testPhone, withBrowser } from './harness.ts';
import { useSandbox } from './sandbox.ts';

describe.skipIf(!hasChromium())('the app opened with ?sandbox=NAME', () => {
  const { browser } = withBrowser();
  // The file's sandbox on the run's shared server; the default world is that server's own.
  const sandbox = useSandbox(import.meta.url);

  it('shows a badge and sends the sandbox on its API calls and the socket, and keeps it for the tab only', async () => {
    const { baseUrl, name } = sandbox();
    const context = await browser().newContext(testPhone);
    const page = await context.newPage();
    const apiSandboxes: Array<string | undefined> = [];
    const sockets: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/v1/')) apiSandboxes.push(req.headers()['x-sandbox']);
    });
    page.on('websocket', (ws) => sockets.push(ws.url()));

    await page.goto(`${baseUrl}/?sandbox=${name}`);
    const badge = page.locator('.sandbox-badge');
    await expect.poll(() => badge.textContent()).toBe(`Sandbox: ${name}`);
    await expect.poll(() => apiSandboxes.length).toBeGreaterThan(0);
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    await shot(page, 'sandbox-badge');

    expect(new Set(apiSandboxes)).toEqual(new Set([name]));

    // A reload without the parameter stays in the sandbox (the tab kept it).
    sockets.length = 0;
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => badge.textContent()).toBe(`Sandbox: ${name}`);
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    expect(sockets.every((url) => new URL(url).searchParams.get('sandbox') === name)).toBe(true);

    // Another tab is its own: no badge, no sandbox on its socket.
    const other = await context.newPage();
    const otherSockets: string[] = [];
    other.on('websocket', (ws) => otherSockets.push(ws.url()));
    await other.goto(`${baseUrl}/`);
    await expect.poll(() => otherSockets.length).toBeGreaterThan(0);
    expect(otherSockets.some((url) => new URL(url).searchParams.has('sandbox'))).toBe(false);
    expect(await other.locator('.sandbox-badge').count()).toBe(0);
    await context.close();
  });
});
