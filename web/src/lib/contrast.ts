/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** The colour mixed with black (or with white, to lighten) by `share` (0–1). */
function mix(hex: string, share: number, towards: 0 | 255 = 0): string {
  const rgb = [0, 1, 2].map((i) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return c + (towards - c) * share;
  });
  return `#${rgb.map(hex2).join('')}`;
}

/** WCAG AA for normal text. */
export const AA = 4.5;

/**
 * The colour itself when it reaches AA against every background given, else the least darkened version
 * that does: a custom main colour stays the user's hue and keeps text on it, and in it, readable.
 */
export function readable(
  hex: string,
  backgrounds: readonly string[],
  ratio = AA,
  direction: 'darken' | 'lighten' = 'darken',
): string {
  const towards = direction === 'darken' ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(hex, step / 20, towards);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return candidate;
  }
  return direction === 'darken' ? '#000000' : '#ffffff';
}

/** Text on a fill of `hex`: white when it reaches AA there, else the dark theme's near-black. */
export const textOn = (hex: string): string => (contrast(hex, '#ffffff') >= AA ? '#ffffff' : '#0b0e14');
