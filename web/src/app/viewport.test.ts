import { describe, expect, it } from 'vitest';
import { rootFontSize } from './viewport.ts';

describe('rootFontSize', () => {
  it('is the base size at the 375 px base width and scales with the width', () => {
    expect(rootFontSize(375)).toBe(16);
    expect(rootFontSize(320)).toBe(13.65);
    expect(rootFontSize(414)).toBe(17.66);
  });
  it('stops growing past the widest phones, so a 768 px tablet keeps phone proportions, and falls back to the base size past the 960 px cap', () => {
    expect(rootFontSize(430)).toBe(18.35);
    expect(rootFontSize(768)).toBe(18.35);
    expect(rootFontSize(540)).toBe(rootFontSize(960));
    expect(rootFontSize(961)).toBe(16);
    expect(rootFontSize(1920)).toBe(16);
  });
});
