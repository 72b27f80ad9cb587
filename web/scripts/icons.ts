// `pnpm --filter @app/web icons`: draws the app icons (the brand mark, a rising line on the main colour)
// with Debian's Chromium into public/icons/. Run again after changing the mark; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/harness.ts';

const out = join(import.meta.dirname, '..', 'public', 'icons');

/** The mark on a square; `safe` shrinks it into the centre 80 % that a maskable icon may show. */
const svg = (radius: number, safe: boolean) => {
  const scale = safe ? 0.7 : 1;
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <title>Coinly</title>
  <rect width="32" height="32" rx="${radius}" fill="#1677ff"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M7 21l6-7 4 4 8-9" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
};

const icons: Array<[file: string, size: number, radius: number, safe: boolean]> = [
  ['icon-192.png', 192, 7, false],
  ['icon-512.png', 512, 7, false],
  ['maskable-512.png', 512, 0, true],
  ['apple-touch-icon.png', 180, 0, false],
];

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const [file, size, radius, safe] of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0">${svg(radius, safe).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    writeFileSync(join(out, file), await page.screenshot({ omitBackground: true }));
  }
  writeFileSync(join(out, 'icon.svg'), svg(7, false));
} finally {
  await browser.close();
}
