import { describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths.ts';
import { AA, contrast } from '../src/lib/contrast.ts';
import { hasChromium, loggedInPage, loginDemo, shot, withBrowser } from './harness.ts';
import { useSandbox } from './sandbox.ts';

/** `rgb(r, g, b)` (a computed colour) as #rrggbb, for the app's own WCAG contrast. */
const hex = (rgb: string) =>
  `#${(rgb.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((v) => Math.round(Number(v)).toString(16).padStart(2, '0'))
    .join('')}`;

describe.skipIf(!hasChromium())('a custom main colour in a phone-sized Chromium', () => {
  const { browser } = withBrowser();
  const sandbox = useSandbox(import.meta.url);

  it('keeps text on it and in it readable (AA) in the light and the dark theme', async () => {
    const w = sandbox();
    const page = await loggedInPage(browser(), await loginDemo(w.baseUrl, w.send), w.name);
    try {
      for (const mode of ['light', 'dark']) {
        for (const main of ['#ffe600', '#1a237e']) {
          await page.goto(w.url(`#${paths.colorPicker}`));
          await page.evaluate(({ key, m }) => localStorage.setItem(key, JSON.stringify(m)), {
            key: w.key('theme'),
            m: mode,
          });
          await page.reload();
          await page.locator('.picker-card input:not([type="color"])').fill(main);
          await page.locator('.picker-actions .adm-button-primary').click();
          await page.evaluate((h) => {
            location.hash = h;
          }, paths.trade);
          await page.locator('.symbol-chip.active').waitFor();
          // The active pair chip is text on the main colour; the order-history link is the main colour as text.
          const colours = await page.evaluate(() => {
            const backdrop = (el: Element | null): string => {
              for (let a = el; a; a = a.parentElement) {
                const bg = getComputedStyle(a).backgroundColor;
                if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
              }
              return getComputedStyle(document.body).backgroundColor;
            };
            const chip = getComputedStyle(document.querySelector('.symbol-chip.active') as Element);
            const link = document.querySelector('.section-head .link') as Element;
            return {
              chip: [chip.color, chip.backgroundColor],
              link: [getComputedStyle(link).color, backdrop(link.parentElement)],
            };
          });
          const ratio = ([a = '', b = '']: string[]) => contrast(hex(a), hex(b));
          expect(ratio(colours.chip), `${mode} ${main} text on the main colour`).toBeGreaterThanOrEqual(AA);
          expect(ratio(colours.link), `${mode} ${main} main colour as text`).toBeGreaterThanOrEqual(AA);
          await shot(page, `main-colour-${mode}-${main.slice(1)}`);
        }
      }
    } finally {
      await page.context().close();
    }
  });
});
