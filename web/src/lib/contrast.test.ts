import { describe, expect, it } from 'vitest';
import { AA, contrast, readable, textOn } from './contrast.ts';

describe('contrast', () => {
  it('gives black on white the maximum ratio of 21', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('keeps a main colour that already reaches AA unchanged', () => {
    expect(readable('#0e62d9', ['#ffffff'])).toBe('#0e62d9');
  });

  it('darkens a light custom colour until white text on it and it on the page background pass AA', () => {
    const adjusted = readable('#f5a623', ['#ffffff', '#f4f5f7']);
    expect(adjusted).not.toBe('#f5a623');
    expect(contrast(adjusted, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(adjusted, '#f4f5f7')).toBeGreaterThanOrEqual(AA);
  });

  it('lightens a dark custom colour until it reads as text on the dark theme’s surfaces, and puts dark text on it', () => {
    const surfaces = ['#0b0e14', '#141922', '#1b212c'];
    for (const main of ['#1a237e', '#1677ff', '#3d4a5c']) {
      const adjusted = readable(main, surfaces, AA, 'lighten');
      for (const s of surfaces) expect(contrast(adjusted, s)).toBeGreaterThanOrEqual(AA);
      expect(contrast(textOn(adjusted), adjusted)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('puts white text on a dark enough colour and dark text on a light one', () => {
    expect(textOn('#125fcc')).toBe('#ffffff');
    expect(textOn('#ffe600')).toBe('#0b0e14');
  });
});
