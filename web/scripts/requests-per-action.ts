// `pnpm --filter @app/web bench:requests`: how many /api/ requests the app makes for one action, in a
// phone-sized (375×812) Chromium logged in as a fresh user, against the real server serving web/dist:
// (a) a buy placed from the order dialog, until the Trade tab shows the position; (b) that order's
// settlement with Trade open, until the result is announced; (c) a settlement with Asset open, until
// Asset shows the stake released (and the result, if the app announces it there); (d) an exchange made
// through the API by another session of the same user ("another device") with Asset open, until Asset
// shows the new balance. Each count runs from the action (the click; for a settlement the order's
// expires_at; the other device's POST) to the moment the screen shows it, plus REQS_QUIET_MS (2 s) for
// late requests. The waits before a settlement are printed as "(idle)" rows. docs/perf/requests.md.
// Reads a finished build (`pnpm --filter @app/web build` first; REQS_WEB_DIST=dir for another one);
// REQS_SERVER_DIR=dir runs another checkout's server package (e.g. a git worktree of an older commit);
// the server listens on REQS_PORT, or on a free port. REQS_LOGIN=app logs in through the login page
// with no reload instead of opening the app with the session already stored (as a returning user).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, loggedInPage, registerViaApi, route } from '../e2e/harness.ts';
import { startServer } from '../e2e/test-server.ts';
import { type Counted, recordApiCalls, table } from './requests-count.ts';
import { exchangeElsewhere, loggedInThroughApp, type User } from './requests-users.ts';

const quietMs = Number(process.env.REQS_QUIET_MS ?? 2_000);
const webDist = process.env.REQS_WEB_DIST ?? join(import.meta.dirname, '..', 'dist');
const serverDir = process.env.REQS_SERVER_DIR;
const port = Number(process.env.REQS_PORT) || undefined;
const loginInApp = process.env.REQS_LOGIN === 'app';
/** How long a result may take to show after its cause before the wait gives up (and says so). */
const patienceMs = 45_000;

/** Where each step clicks and looks: the one place to adapt for another version of the UI. */
const ui = {
  tradeReady: '[data-page="trade"] .empty-state',
  openOrderDialog: '.order-dialog-link',
  dialogAvailable: '[data-testid="available"]',
  period: '.period[data-seconds]',
  amount: 'input[name="amount"]',
  submit: '.order-form button[type="submit"]',
  position: '[data-page="trade"] [data-testid="countdown"]',
  resultSheet: '[data-testid="result-sheet"]',
  assetTab: '.tab-item[data-tab="asset"]',
  holdings: '[data-page="asset"] .asset-holdings',
};

/** Waits for what the screen should show; the wait's outcome is part of the record, never a crash. */
const shows = (what: string, wait: Promise<unknown>): Promise<string> =>
  wait.then(
    () => what,
    () => `${what}: not shown within ${patienceMs / 1000} s`,
  );

/** How long to wait for what a cause at `at` (epoch ms, maybe still to come) shows. */
const patienceFrom = (at: number) => Math.max(0, at - Date.now()) + patienceMs;

/** Waits until `selector`'s text is no longer `was`. */
function changes(page: Page, selector: string, was: string | null, timeout = patienceMs): Promise<unknown> {
  return page.waitForFunction(
    ([s, w]) => document.querySelector(s)?.textContent !== w,
    [selector, was] as const,
    { timeout },
  );
}

/** Counts the page's calls from `from` until `until` resolves, plus the quiet period. */
async function measure(
  api: ReturnType<typeof recordApiCalls>,
  action: string,
  from: number,
  until: Promise<string>,
): Promise<Counted & { end: number }> {
  const shown = await until;
  const end = Date.now() + quietMs;
  await new Promise((resolve) => setTimeout(resolve, end - Date.now()));
  return { action, shown, calls: api.between(from, end), end };
}

/** From the Trade tab: opens the order dialog, fills the shortest period and 100 USDT, waits for quiet. */
async function fillOrderDialog(page: Page): Promise<void> {
  await page.locator(ui.openOrderDialog).click();
  await page.locator(ui.dialogAvailable, { hasText: 'USDT' }).waitFor();
  const periods = await page
    .locator(ui.period)
    .evaluateAll((els) => els.map((e) => Number(e.dataset.seconds)));
  await page.locator(`.period[data-seconds="${Math.min(...periods)}"]`).click();
  await page.locator(ui.amount).fill('100');
  await page.waitForLoadState('networkidle');
}

/** Submits the filled dialog: when it was clicked, the order's expiry (from the answer) and the wait for the position. */
async function submitOrder(page: Page) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/user/buy'));
  const clicked = Date.now();
  await page.locator(ui.submit).click();
  const body = (await (await answer).json()) as { code: number; data: { expires_at: number } };
  if (body.code !== 0) throw new Error(`the buy was refused: ${JSON.stringify(body)}`);
  const shown = shows(
    'position on Trade',
    page.locator(ui.position).first().waitFor({ timeout: patienceMs }),
  );
  return { clicked, expiresAt: body.data.expires_at, shown };
}

const idle = (api: ReturnType<typeof recordApiCalls>, action: string, from: number, to: number): Counted => ({
  action: `(idle) ${action}`,
  shown: 'nothing to do',
  calls: api.between(from + 1, to - 1),
});

/** Closes the result sheet if one is shown (an app with no push may show none), and waits for its mask to go. */
async function closeSheet(page: Page): Promise<void> {
  const sheet = page.locator(ui.resultSheet);
  if (await sheet.isVisible()) {
    await sheet.getByRole('button').click();
    await sheet.waitFor({ state: 'hidden' });
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.adm-mask')].every((mask) => !mask.checkVisibility()),
  );
}

async function run(baseUrl: string, page: Page, user: User) {
  const api = recordApiCalls(page);
  const rows: Counted[] = [];
  const sheet = page.locator(ui.resultSheet);
  if (!loginInApp) await page.goto(`${baseUrl}/${route('tabbar/trade/index')}`);
  await page.locator(ui.tradeReady).first().waitFor();
  await page.waitForLoadState('networkidle');

  await fillOrderDialog(page);
  const first = await submitOrder(page);
  const a = await measure(api, '(a) one buy from the order dialog', first.clicked, first.shown);
  rows.push(a, idle(api, 'Trade open until the order closes', a.end, first.expiresAt));
  const announced = shows('result sheet', sheet.waitFor({ timeout: patienceFrom(first.expiresAt) }));
  rows.push(await measure(api, '(b) one settlement, Trade open', first.expiresAt, announced));
  await closeSheet(page);

  await fillOrderDialog(page);
  const second = await submitOrder(page);
  await second.shown;
  // An app that missed the first result may show it now, when the buy made it read the positions again.
  const late = await sheet.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (late) console.info('a result sheet opened after the second buy: the first result, late');
  await closeSheet(page);
  await page.locator(ui.assetTab).click();
  await page.locator(ui.holdings).waitFor();
  await page.waitForLoadState('networkidle');
  const locked = await page.locator(ui.holdings).textContent();
  const onAsset = Date.now();
  const released = shows(
    'stake released on Asset',
    changes(page, ui.holdings, locked, patienceFrom(second.expiresAt)),
  );
  const alsoAnnounced = released.then(async (s) => {
    const sheetShown = await sheet.waitFor({ timeout: 5_000 }).then(
      () => ' + result sheet',
      () => ', no result sheet within 5 s',
    );
    return s + sheetShown;
  });
  const c = await measure(api, '(c) one settlement, Asset open', second.expiresAt, alsoAnnounced);
  rows.push(idle(api, 'Asset open until the order closes', onAsset, second.expiresAt), c);
  await closeSheet(page);

  await page.waitForLoadState('networkidle');
  const before = await page.locator(ui.holdings).textContent();
  const changed = changes(page, ui.holdings, before);
  const sent = Date.now();
  await exchangeElsewhere(baseUrl, user.username, user.password);
  const d = shows('new balance on Asset', changed);
  rows.push(await measure(api, '(d) an exchange from another device, Asset open', sent, d));
  return rows;
}

async function main() {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`no build in ${webDist}: run \`pnpm --filter @app/web build\` first`);
  }
  const server = await startServer(webDist, { port, serverDir });
  const browser = await launchBrowser();
  try {
    const user = { username: `rq${Date.now() % 1e6}`, password: 'Zq9-secret-42' };
    const session = await registerViaApi(server.baseUrl, user.username, user.password, server.send);
    const page = loginInApp
      ? await loggedInThroughApp(browser, server.baseUrl, user)
      : await loggedInPage(browser, session);
    const rows = await run(server.baseUrl, page, user);
    const login = loginInApp ? 'logged in through the login page' : 'session stored before opening';
    console.info(
      `\nrequests per action (${login}): build ${webDist}, server ${serverDir ?? 'this checkout'}`,
    );
    console.info(`${new Date().toISOString()}, quiet period ${quietMs} ms\n`);
    console.info(table(rows));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
