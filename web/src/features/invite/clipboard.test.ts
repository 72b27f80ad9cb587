import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.fn(() => Promise.resolve());
vi.mock('../../lib/feedback.ts', () => ({ toast }));
vi.mock('../../lib/i18n.ts', () => ({ translate: (key: string) => `t:${key}` }));
const { copyText } = await import('./clipboard.ts');

afterEach(() => {
  vi.restoreAllMocks();
  toast.mockClear();
});

describe('copyText', () => {
  it('writes to the clipboard and shows the spec success toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await copyText('AB12CD')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('AB12CD');
    expect(toast).toHaveBeenCalledWith('t:copy_success');
  });

  it('falls back to a selection copy, and says so when that fails too', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    expect(await copyText('x')).toBe(false);
    expect(toast).toHaveBeenCalledWith('t:copy_failure');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
