import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../test/fingerprint.ts';
import { envelopeOf, makeApp } from '../test/harness.ts';
import { runAdmin } from './admin-commands.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(() => t.close());

const admin = (...argv: string[]) => runAdmin(argv, { database: t.deps.database, clock: t.clock.now });
const view = async (id: number, lang = 'en-US') =>
  api.common.noticeView.data.parse(
    envelopeOf(await t.app.inject({ url: `/api/v1/common/noticeView?id=${id}&lang=${lang}` })).data,
  );
const popup = async (lang = 'en-US') =>
  api.common.index.data.parse(
    envelopeOf(await t.app.inject({ url: `/api/v1/common/index?lang=${lang}` })).data,
  ).popup;

describe('pnpm admin notice', () => {
  it('adds a popup notice in English, sanitized, and the app shows it', async () => {
    const out = await admin(
      'notice',
      'add',
      '--title',
      'Maintenance',
      '--html',
      '<p>Back soon<img src=x onerror="alert(1)"></p><script>steal()</script>',
      '--kind',
      'announcement',
      '--popup',
    );
    expect(out).toBe('notice 1 added');
    const shown = await popup();
    expect(shown).toMatchObject({ id: 1, title: 'Maintenance', kind: 'announcement', version: 1 });
    expect(shown?.content).not.toMatch(/onerror|script/);
    expect(shown?.content).toContain('Back soon');
  });

  it('writes a title and HTML per language; other languages keep the English', async () => {
    await admin('notice', 'add', '--title', 'Hello', '--html', '<p>Hi</p>');
    expect(
      await admin('notice', 'edit', '1', '--lang', 'ja', '--title', 'こんにちは', '--html', '<p>やあ</p>'),
    ).toBe('notice 1 edited (ja)');
    expect(await view(1, 'ja')).toMatchObject({ title: 'こんにちは', content: '<p>やあ</p>', version: 2 });
    expect(await view(1, 'ko')).toMatchObject({ title: 'Hello', content: '<p>Hi</p>' });
    await admin('notice', 'edit', '1', '--lang', 'ja', '--html', '<p>また</p>');
    expect(await view(1, 'ja')).toMatchObject({ title: 'こんにちは', content: '<p>また</p>', version: 3 });
    expect(await admin('notice', 'list')).toMatch(/^1\tv3\tnotice\t-\ten-US,ja\tHello$/);
  });

  it('raises the version of an edited popup, so it shows once more', async () => {
    await admin('notice', 'add', '--title', 'Promo', '--html', '<p>1</p>', '--popup');
    await admin('notice', 'edit', '1', '--html', '<p>2</p>');
    expect(await popup()).toMatchObject({ version: 2, content: '<p>2</p>' });
    await admin('notice', 'edit', '1', '--no-popup');
    expect(await popup()).toBeNull();
  });

  it('removes a notice, which then does not exist', async () => {
    await admin('notice', 'add', '--title', 'Old', '--html', '<p>x</p>');
    expect(await admin('notice', 'remove', '1')).toBe('notice 1 removed');
    const res = envelopeOf(await t.app.inject({ url: '/api/v1/common/noticeView?id=1' }));
    expect(res.code).toBe(ErrorCode.notFound);
  });

  it('refuses wrong commands with a message and changes nothing', async () => {
    await admin('notice', 'add', '--title', 'Keep', '--html', '<p>k</p>');
    const before = await fingerprint(t.deps.database.db);
    await expect(admin('notice', 'add', '--title', 'No html')).rejects.toThrow(/--title and --html/);
    await expect(admin('notice', 'edit', '1', '--lang', 'xx', '--title', 'a', '--html', 'b')).rejects.toThrow(
      /--lang must be one of/,
    );
    await expect(admin('notice', 'edit', '1', '--lang', 'de', '--title', 'Nur Titel')).rejects.toThrow(
      /both --title and --html/,
    );
    await expect(admin('notice', 'edit', '9', '--title', 'x')).rejects.toThrow(/No notice 9/);
    await expect(admin('notice', 'remove', 'abc')).rejects.toThrow(/notice id/);
    await expect(admin('notice', 'add', '--title', ' ', '--html', 'x')).rejects.toThrow(/1 to 200/);
    await expect(admin('notice', 'add', '--kind', 'ad', '--title', 'a', '--html', 'b')).rejects.toThrow(
      /--kind/,
    );
    await expect(admin('notice', 'add', '--bogus')).rejects.toThrow();
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });
});
