import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkOf, hasChromium, loggedInPage, loginDemo, route, storageKey, withBrowser } from './harness.ts';
import { useSandbox } from './sandbox.ts';

describe.skipIf(!hasChromium())('start-up of a cold page in a phone-sized Chromium', () => {
  const { webDist, browser } = withBrowser();
  const sandbox = useSandbox(import.meta.url);

  it('loads everything the entry imports in one start chunk (beside the bundler runtime), not a file per shared module', () => {
    const manifest = JSON.parse(readFileSync(`${webDist()}/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { imports?: string[] }
    >;
    const imports = manifest['index.html']?.imports ?? [];
    expect(imports.map((f) => f.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['_rolldown-runtime', '_start']);
  });

  it('brings its styles inside index.html, never asks for a stylesheet that is not there, and shows the tab bar only together with the page in the address bar', async () => {
    const html = readFileSync(`${webDist()}/index.html`, 'utf8');
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);

    const w = sandbox();
    const page = await loggedInPage(browser(), await loginDemo(w.baseUrl, w.send), w.name);
    // Records every moment the tab bar is in the document without the page of the address bar.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { tabBarAlone: seen });
      new MutationObserver(() => {
        if (document.querySelector('.tab-bar') && !document.querySelector('[data-page]'))
          seen.push(location.hash);
      }).observe(document, { childList: true, subtree: true });
    });
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'stylesheet' && r.status() >= 400) missing.push(r.url());
    });
    // The page's chunk arrives late, as on a slow network: the start-up mark stays until it is there.
    await page.route(chunkOf(webDist(), 'src/pages/tabbar/trade/index.tsx'), async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await r.continue();
    });
    await page.goto(w.url(route('tabbar/trade/index')));
    await page.locator('[data-page="trade"]').waitFor();

    // Product detail's chart chunk imports the entry, whose styles are inline: none is fetched again.
    await page.goto(w.url(route('product/detail?symbol=BTCUSDT')));
    await page.locator('.candle-chart canvas').first().waitFor();

    expect(missing).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { tabBarAlone: string[] }).tabBarAlone)).toEqual(
      [],
    );
  });

  it("asks for the Trade tab's products and open positions while the tab's chunk is still downloading", async () => {
    const w = sandbox();
    const page = await loggedInPage(browser(), await loginDemo(w.baseUrl, w.send), w.name);
    const asked: string[] = [];
    page.on('request', (r) => {
      const call = /\/api\/v1\/([^?]+)/.exec(r.url())?.[1];
      if (call) asked.push(call);
    });
    let askedBeforeChunk: string[] = [];
    // The tab's chunk is held until both calls are asked (at most 10 s): on a loaded machine the page may
    // take longer than any fixed wait to send them, and an app that waited for the chunk never does.
    const expected = ['product/list', 'user/newOrderList'];
    await page.route(chunkOf(webDist(), 'src/pages/tabbar/trade/index.tsx'), async (r) => {
      const until = Date.now() + 10_000;
      while (!expected.every((c) => asked.includes(c)) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      askedBeforeChunk = [...asked];
      await r.continue();
    });
    await page.goto(w.url(route('tabbar/trade/index')));
    await page.locator('[data-page="trade"] .trade-actions').waitFor();

    expect(askedBeforeChunk).toEqual(expect.arrayContaining(expected));
    // Asked once: the tab's own query found the answer the start-up asked for. (The positions are
    // asked a second time on purpose: the settlement catch-up of a first visit.)
    expect(asked.filter((c) => c === 'product/list')).toHaveLength(1);
  });
  it("downloads the Trade tab's data module while the language still loads, so its first data is asked for as soon as the language is known", async () => {
    const w = sandbox();
    const page = await loggedInPage(browser(), await loginDemo(w.baseUrl, w.send), w.name);
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify('de')),
      storageKey('language', w.name),
    );
    const isDataModule = chunkOf(webDist(), 'src/pages/tabbar/trade/data.ts');
    const dataAsked = new Promise<true>((resolve) =>
      page.on('request', (r) => {
        if (isDataModule(new URL(r.url()))) resolve(true);
      }),
    );
    // The German words are held until the data module is asked for (at most 10 s): an app that asks for it
    // only after the language is set up never does while they are held.
    let askedWhileHeld = false;
    await page.route(chunkOf(webDist(), 'src/locales/de.json'), async (r) => {
      const givenUp = new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000));
      askedWhileHeld = await Promise.race([dataAsked, givenUp]);
      await r.continue();
    });
    await page.goto(w.url(route('tabbar/trade/index')));
    await page.locator('[data-page="trade"] .trade-actions').waitFor();
    expect(askedWhileHeld).toBe(true);
  });
});
