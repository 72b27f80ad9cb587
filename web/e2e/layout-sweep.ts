import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestPaths, paths } from '../src/app/paths.ts';
import { rootFontSize } from '../src/app/viewport.ts';
import { languages } from '../src/lib/i18n.ts';
import { hasChromium, loginDemo, withBrowser } from './harness.ts';
import { auditLayout } from './layout-audit.ts';
import { type Sandbox, useSandbox } from './sandbox.ts';

/**
 * The layout sweep: every route, in every language, at a phone's and a tablet's size, nothing reaches
 * past the screen and no button, tab, pill, title or price wraps or is cut. One file per size
 * (layout-phone, layout-tablet), so the two sizes run in workers of their own; in each, the guest's and
 * the demo user's sweeps run side by side, one page each, in one browser and one sandbox. The
 * language changes through the app's own chooser (as a guest, the saved language and a reload).
 * LAYOUT_LANGS=de,ru narrows it while fixing; SHOTS_DIR saves a screenshot of each screen.
 */
export const sizes = {
  phone: { name: 'phone', viewport: { width: 375, height: 812 } },
  tablet: { name: 'tablet', viewport: { width: 768, height: 1024 } },
} as const;
type Size = (typeof sizes)[keyof typeof sizes];

const only = process.env.LAYOUT_LANGS?.split(',');
/**
 * Without a font for its script Chromium draws boxes, whose widths say nothing: such a language is left
 * out (Debian: fonts-noto-cjk, fonts-thai-tlwg; `.ci/run` installs both, so CI sweeps all 13).
 */
const scriptOf = new Map([
  ['zh-Hans', 'zh-cn'],
  ['zh-Hant', 'zh-tw'],
  ['ja', 'ja'],
  ['ko', 'ko'],
  ['th', 'th'],
]);
const hasFontFor = (language: string) => {
  const script = scriptOf.get(language);
  if (!script) return true;
  try {
    return execFileSync('fc-list', [`:lang=${script}`], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};
const sweepLanguages = languages.filter((l) => (only ? only.includes(l) : hasFontFor(l)));

/** Query options the routes need to show something real (the demo's data, made in beforeAll). */
function withOptions(path: string, baseUrl: string, earnOrderId: number): string {
  const options: Record<string, string> = {
    [paths.productDetail]: '?symbol=BTCUSDT',
    [paths.productListDialog]: '?symbol=BTCUSDT',
    [paths.orderDialog]: '?symbol=BTCUSDT&direction=up',
    [paths.earnDetail]: '?id=1',
    [paths.earnOrder]: `?id=${earnOrderId}`,
    [paths.noticeView]: '?id=1',
    [paths.noticeDialog]: '?id=1',
    [paths.webview]: `?url=${encodeURIComponent(`${baseUrl}/api/v1/common/base`)}`,
  };
  return path + (Object.hasOwn(options, path) ? options[path] : '');
}

/** Waits until no request is in flight and no loading indicator shows, twice in a row (at most 4 s). */
async function settle(page: Page, inflight: () => number) {
  const deadline = Date.now() + 4000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    const loading = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                document.querySelector(
                  '.boot, .adm-skeleton, .adm-spin-loading, .adm-page-indicator-loading',
                ) !== null,
              ),
            ),
          ),
        ),
    );
    quiet = !loading && inflight() === 0 ? quiet + 1 : 0;
  }
}

function tracked(page: Page): () => number {
  let inflight = 0;
  page.on('request', () => inflight++);
  page.on('requestfinished', () => inflight--);
  page.on('requestfailed', () => inflight--);
  return () => inflight;
}

async function sweep(
  browser: Browser,
  size: Size,
  user: { session?: { user: unknown; token: string }; world: Sandbox; earnOrderId: number },
  findings: string[],
) {
  const context = await browser.newContext({
    viewport: size.viewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  if (user.session) {
    await context.addInitScript(
      ({ s, keys }) => {
        if (localStorage.getItem(keys.token)) return;
        localStorage.setItem(keys.user, JSON.stringify(s.user));
        localStorage.setItem(keys.token, JSON.stringify(s.token));
        localStorage.setItem(keys.isLogin, 'true');
      },
      {
        s: user.session,
        keys: {
          user: user.world.key('user'),
          token: user.world.key('token'),
          isLogin: user.world.key('isLogin'),
        },
      },
    );
  }
  const page = await context.newPage();
  const inflight = tracked(page);
  const who = user.session ? 'demo' : 'guest';
  const routes = Object.values(paths).filter((p) => (user.session ? p !== paths.splash : guestPaths.has(p)));
  try {
    await page.goto(user.world.url(`#${user.session ? paths.home : paths.login}`));
    // The root font follows the viewport (spec: base 375, cap 960) as viewport.ts rules for phones and tablets.
    const rootFont = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    if (rootFont !== `${rootFontSize(size.viewport.width)}px`)
      findings.push(`${size.name} root font ${rootFont}`);
    for (const lang of sweepLanguages) {
      if (user.session) {
        await page.evaluate((h) => {
          location.hash = h;
        }, paths.languageDialog);
        await page.locator(`.language-list [data-lang="${lang}"]`).click();
      } else {
        await page.evaluate(({ key, l }) => localStorage.setItem(key, JSON.stringify(l)), {
          key: user.world.key('language'),
          l: lang,
        });
        await page.reload();
      }
      await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
      for (const path of routes) {
        const target = withOptions(path, user.world.baseUrl, user.earnOrderId);
        await page.evaluate((h) => {
          location.hash = h;
        }, target);
        await settle(page, inflight);
        await starAPair(page, path);
        for (const f of await page.evaluate(auditLayout)) {
          findings.push(`${size.name} ${who} ${lang} ${path}: ${f.kind} ${f.what}`);
        }
        for (const f of await tradeStates(page, path)) {
          findings.push(`${size.name} ${who} ${lang} ${path} ${f}`);
        }
        if (process.env.SHOTS_DIR) {
          const name = `${size.name}-${who}-${lang}-${path.replace(/^\/app\/pages\//, '').replace(/\W+/g, '_') || 'splash'}`;
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
        }
      }
    }
  } finally {
    await context.close();
  }
}

/**
 * Markets with a favourite: the first visit stars a pair (kept per account on the device), so Markets is
 * audited with its Favourites and All tabs and the stars, in every language.
 */
async function starAPair(page: Page, path: string): Promise<void> {
  if (path !== paths.markets || (await page.locator('.fav-star.on').count()) > 0) return;
  const star = page.locator('.fav-star').first();
  if (!(await star.isVisible())) return;
  await star.click();
  await page.locator('.market-tabs').waitFor();
}

/**
 * The Trade screen's states beyond its first look: the order's confirmation (up, at the stake shown) and
 * the chart's marks of the seeded position. Returns what the audit found, closing the dialog again.
 */
async function tradeStates(page: Page, path: string): Promise<string[]> {
  if (path !== paths.trade || !(await page.locator('.quick-order .buy-up').isVisible())) return [];
  const found: string[] = [];
  // The chart is a lazy chunk that draws once its candles arrive: the seeded position's marker follows.
  await page
    .locator('[data-testid="expiry-marker"]')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => found.push('no expiry marker'));
  await page.locator('.quick-order .buy-up').click();
  const dialog = page.locator('.adm-dialog-body');
  await dialog.waitFor();
  // Audited once the opening animation has brought it fully in.
  await page.waitForFunction(() => {
    const wrap = document.querySelector('.adm-center-popup-wrap');
    return wrap !== null && getComputedStyle(wrap).opacity === '1';
  });
  for (const f of await page.evaluate(auditLayout)) found.push(`(confirmation): ${f.kind} ${f.what}`);
  if (process.env.SHOTS_DIR) {
    const lang = await page.evaluate(() => document.documentElement.lang);
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/trade-confirm-${lang}-${page.viewportSize()?.width}.png`,
    });
  }
  await dialog.locator('.adm-dialog-footer button').first().click();
  await dialog.waitFor({ state: 'detached' });
  return found;
}

async function seedDemoData(world: Sandbox, token: string): Promise<number> {
  const post = async (path: string, body: Record<string, string>) => {
    const res = await world.fetch(`/api/v1/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new URLSearchParams(body),
    });
    const json = (await res.json()) as { code: number; data: { id: number } };
    if (json.code !== 0) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
    return json.data;
  };
  await post('user/buy', { product_id: '1', direction: 'up', seconds: '300', amount: '25' });
  await post('user/buy', { product_id: '2', direction: 'down', seconds: '300', amount: '1250.5' });
  // A USDT recharge, so the records show its hash and confirmations (pending, then credited).
  await post('user/recharge', { method: 'usdt', amount: '100', tx_hash: 'cd'.repeat(32) });
  return (await post('earn/buy', { id: '1', amount: '100' })).id;
}

/** The two sweeps at one size, as tests of their own side by side (one sandbox and one browser for both). */
export function layoutSuite(size: Size) {
  const title = `the layout at ${size.viewport.width}×${size.viewport.height} in every language`;
  describe.skipIf(!hasChromium()).concurrent(title, () => {
    const { browser } = withBrowser();
    const sandbox = useSandbox('layout', size.name);
    let demo: { session: { user: unknown; token: string }; earnOrderId: number };
    beforeAll(async () => {
      const world = sandbox();
      const session = await loginDemo(world.baseUrl, world.send);
      demo = { session, earnOrderId: await seedDemoData(world, session.token) };
    });

    it('no button wraps and nothing overflows the screen on any guest route in any language', async () => {
      const findings: string[] = [];
      await sweep(browser(), size, { world: sandbox(), earnOrderId: demo.earnOrderId }, findings);
      expect(findings.sort()).toEqual([]);
    }, 600_000);

    it("no button wraps and nothing overflows the screen on any of the demo user's routes in any language", async () => {
      const findings: string[] = [];
      await sweep(browser(), size, { ...demo, world: sandbox() }, findings);
      expect(findings.sort()).toEqual([]);
    }, 600_000);
  });
}
