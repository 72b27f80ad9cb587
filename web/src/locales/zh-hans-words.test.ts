import { messageLoaders } from '@app/contracts/messages';
import { describe, expect, it } from 'vitest';
import zhHans from './zh-Hans.json';

const texts = (tree: object): string[] =>
  Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as object)));

describe('Simplified Chinese names the fiat currency one way', () => {
  it('says 人民币, never "CNY", in the app’s strings and the shared messages', async () => {
    const shared = await messageLoaders['zh-Hans']();
    const all = [...texts(zhHans), ...texts(shared)];
    expect(all.filter((text) => text.includes('CNY'))).toEqual([]);
    expect(all.some((text) => text.includes('人民币'))).toBe(true);
  });
});
