import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestPaths, paths } from '../src/app/paths.ts';
import { rootFontSize } from '../src/app/viewport.ts';
import { languages } from '../src/lib/i18n.ts';
import { hasChromium, loginDemo, withBrowser } from './harness.ts';
import type { Finding } from './layout-audit.ts';
import { seedDemoData } from './layout-seed.ts';
import { auditNow, installSweep, rootFontOf, settledAudit, tracked } from './layout-settle.ts';
import { layoutStates } from './layout-states.ts';
import { type Sandbox, useSandbox } from './sandbox.ts';

/**
 * The layout sweep: every route, in every language, at a phone's and a tablet's size, nothing reaches
 * past the screen and no button, tab, pill, title or price wraps or is cut. Each screen is rendered once
 * and audited at both sizes (the page is resized between the two audits; the root font follows the
 * viewport, src/app/viewport.ts), so the app renders every route and state once per language, not once
 * per size. Two files, each with every other language (layout-1, layout-2), so the work runs in two
 * workers; in each, the guest's and the demo user's sweeps run side by side (the demo user's in two
 * pages, every other language of the file's each), in one browser and one sandbox. The language changes
 * through the app's own chooser (as a guest, the saved language and a reload).
 * After a route's first look, its states (layout-states.ts) are opened and audited one by one.
 * LAYOUT_LANGS=de,ru narrows it while fixing; SHOTS_DIR saves a screenshot of each screen at each size.
 */
const sizes = {
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

/** Records what the audit found on a screen; with SHOTS_DIR, saves what was audited. */
async function record(page: Page, at: string, shot: string, found: Finding[], findings: string[]) {
  for (const f of found) findings.push(`${at}: ${f.kind} ${f.what}`);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${shot}.png` });
}

/**
 * The language, through the app's own chooser: the language page for the demo user; for a guest, the
 * saved language and a reload (measured cheaper than opening and closing the login page's sheet).
 */
async function chooseLanguage(page: Page, lang: string, world: Sandbox, loggedIn: boolean) {
  if (loggedIn) {
    await page.evaluate((h) => {
      location.hash = h;
    }, paths.languageDialog);
    await page.locator(`.language-list [data-lang="${lang}"]`).click();
  } else {
    await page.evaluate(({ key, l }) => localStorage.setItem(key, JSON.stringify(l)), {
      key: world.key('language'),
      l: lang,
    });
    await page.reload();
  }
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
}

async function sweep(
  browser: Browser,
  user: { session?: { user: unknown; token: string }; world: Sandbox; earnOrderId: number },
  findings: string[],
  languagesOfPage: readonly string[],
) {
  const context = await browser.newContext({
    viewport: sizes.phone.viewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    // The price flash and the reconnecting pulse stop (markets.css); the layout is the same.
    reducedMotion: 'reduce',
    // The app's worker would precache every file of the app in each page: nothing the layout shows.
    serviceWorkers: 'block',
  });
  await installSweep(context);
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
  // The size the page is at: each screen is audited there first, then at the other one (so sizes alternate
  // from screen to screen, one resize per audit).
  let size: Size = sizes.phone;
  const fontChecked = new Set<Size>();
  // The root font follows the viewport (spec: base 375, cap 960) as viewport.ts rules for phones and tablets;
  // checked once per size, after a load at the phone's size and after a resize to the tablet's.
  const checkRootFont = async () => {
    if (fontChecked.has(size)) return;
    fontChecked.add(size);
    const rootFont = await rootFontOf(page);
    if (rootFont !== `${rootFontSize(size.viewport.width)}px`)
      findings.push(`${size.name} root font ${rootFont}`);
  };
  /** Audits what is on screen at the page's size (`first`), then resizes it to the other size and audits again. */
  const atBothSizes = async (
    at: string,
    shot: string,
    first: () => Promise<Finding[]>,
    again?: (page: Page) => Promise<void>,
  ) => {
    await record(page, `${size.name} ${at}`, `${size.name}-${shot}`, await first(), findings);
    size = size === sizes.phone ? sizes.tablet : sizes.phone;
    let found = await settledAudit(page, inflight, { viewport: size.viewport });
    await checkRootFont();
    if (again) {
      try {
        await again(page);
      } catch (error) {
        findings.push(`${size.name} ${at}: not reached again: ${String(error).split('\n')[0]}`);
        return;
      }
      found = await auditNow(page);
    }
    await record(page, `${size.name} ${at}`, `${size.name}-${shot}`, found, findings);
  };
  try {
    await page.goto(user.world.url(`#${user.session ? paths.home : paths.login}`));
    await checkRootFont();
    for (const lang of languagesOfPage) {
      await chooseLanguage(page, lang, user.world, Boolean(user.session));
      for (const path of routes) {
        const target = withOptions(path, user.world.baseUrl, user.earnOrderId);
        const at = `${who} ${lang} ${path}`;
        const shot = `${who}-${lang}-${path.replace(/^\/app\/pages\//, '').replace(/\W+/g, '_') || 'splash'}`;
        await atBothSizes(at, shot, () => settledAudit(page, inflight, { hash: target }));
        for (const state of layoutStates[path] ?? []) {
          try {
            await state.open(page);
          } catch (error) {
            // Neither size is audited: a finding for each.
            for (const s of [sizes.phone, sizes.tablet]) {
              findings.push(`${s.name} ${at} (${state.name}): not reached: ${String(error).split('\n')[0]}`);
            }
            continue;
          }
          const again = state.goesBy ? state.open : undefined;
          await atBothSizes(`${at} (${state.name})`, `${shot}-${state.id}`, () => auditNow(page), again);
          await state.close?.(page);
        }
      }
    }
  } finally {
    await context.close();
  }
}

/** Every other language: the first half (0) or the second (1). */
const half = (all: readonly string[], which: 0 | 1) => all.filter((_, i) => i % 2 === which);

/**
 * The two sweeps (guest and demo user) over one half of the languages at both sizes, as tests of their own
 * side by side (one sandbox and one browser for both).
 */
export function layoutSuite(which: 0 | 1) {
  const ofFile = half(sweepLanguages, which);
  const title = `the layout at 375×812 and 768×1024 in every other language (${ofFile.join(', ')})`;
  describe.skipIf(!hasChromium() || ofFile.length === 0).concurrent(title, () => {
    const { browser } = withBrowser();
    const sandbox = useSandbox('layout', String(which + 1));
    let demo: { session: { user: unknown; token: string }; earnOrderId: number };
    beforeAll(async () => {
      const world = sandbox();
      const session = await loginDemo(world.baseUrl, world.send);
      demo = { session, earnOrderId: await seedDemoData(world, session.token) };
      // The sweep looks at one moment of this world: its clock stops once the USDT chain has credited the
      // seeded recharge, so the seeded 300 s positions stay open however long a loaded machine takes (their
      // results would otherwise pop up over the page being swept, as at 4 workers in docs/perf/tests.md).
      await world.freeze();
      await world.advance(60_000);
    });

    it('no button wraps and nothing overflows the screen on any guest route in these languages at either size', async () => {
      const findings: string[] = [];
      await sweep(browser(), { world: sandbox(), earnOrderId: demo.earnOrderId }, findings, ofFile);
      expect(findings.sort()).toEqual([]);
    }, 600_000);

    it("no button wraps and nothing overflows the screen on any of the demo user's routes in these languages at either size", async () => {
      const findings: string[] = [];
      // Two pages side by side, each with every other language: the longest sweep in about half the time.
      await Promise.all(
        ([0, 1] as const).map((h) =>
          sweep(browser(), { ...demo, world: sandbox() }, findings, half(ofFile, h)),
        ),
      );
      expect(findings.sort()).toEqual([]);
    }, 600_000);
  });
}
