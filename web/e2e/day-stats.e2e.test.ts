import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, loginDemo, route, shot, withBrowser } from './harness.ts';
import { startServer } from './test-server.ts';

/** "16.65K" → 16650: the abbreviated volume shown on Markets. */
const volumeOf = (text: string | null) => {
  const m = /([\d.]+)([KMBT]?)/.exec(text ?? '');
  const scale = new Map([
    ['', 1],
    ['K', 1e3],
    ['M', 1e6],
    ['B', 1e9],
    ['T', 1e12],
  ]);
  return m ? Number(m[1]) * (scale.get(m[2] ?? '') ?? 1) : Number.NaN;
};

describe.skipIf(!hasChromium())('24h statistics across a restart, in a phone-sized Chromium', () => {
  const { webDist, browser } = withBrowser();

  it("keeps BTC's 24h volume and open on Markets when the server restarts", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'day-stats-'));
    const databaseUrl = `file:${join(dir, 'app.db')}`;
    let server = await startServer(webDist(), { databaseUrl });
    try {
      const session = await loginDemo(server.baseUrl);
      const page = await loggedInPage(browser(), session);
      const volume = page.locator('.ticker-row[data-symbol="BTCUSDT"] .ticker-name em');
      await page.goto(`${server.baseUrl}/${route('tabbar/markets/index')}`);
      const shown = async () => {
        await expect.poll(async () => volumeOf(await volume.textContent())).not.toBeNaN();
        return volumeOf(await volume.textContent());
      };
      const before = await shown();
      await server.stop();

      server = await startServer(webDist(), { databaseUrl, port: server.port });
      await page.reload();
      const after = await shown();
      await shot(page, 'markets-after-restart');
      // Only the seconds of the restart are added; the day is not cut to one minute.
      expect(after / before).toBeGreaterThan(0.98);
      expect(after / before).toBeLessThan(1.02);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
