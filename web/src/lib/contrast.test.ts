import { describe, expect, it } from 'vitest';
import { AA, contrast, readable } from './contrast.ts';

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
});
