import { crc32 } from 'node:zlib';
import { api, ErrorCode } from '@app/contracts';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/fingerprint.ts';
import { auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { realImage, uploadFile } from '../../test/images.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let token: string;
async function start(overrides: Parameters<typeof makeApp>[0] = {}) {
  t = await makeApp(overrides);
  token = await registerUser(t.app, 'decoder1');
}
beforeEach(() => start());
afterEach(() => t.close());

const print = () => fingerprint(t.deps.database.db);
const upload = async (content: Buffer, lang = 'en-US') =>
  envelopeOf(await uploadFile(t.app, token, content, 'file', lang));
/** What the owner reads back for an upload. */
const stored = async (url: string) => (await t.app.inject({ url, headers: auth(token) })).rawPayload;

/** A real PNG whose header claims `side`×`side` pixels: a few bytes that would decode to gigabytes. */
async function bomb(side: number): Promise<Buffer> {
  const png = Buffer.from(await realImage(1, 'png', 1));
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('common/uploader decodes what it is sent', () => {
  it('refuses files that only start like an image, with "Unsupported image files", and stores nothing', async () => {
    const png = await realImage(1, 'png');
    const fakes = {
      'a 3-byte JPEG': Buffer.from([0xff, 0xd8, 0xff]),
      'an 8-byte PNG': png.subarray(0, 8),
      'a PNG signature and then junk': Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 1)]),
      'a WebP header followed by HTML': Buffer.concat([
        Buffer.from('RIFF\x40\x00\x00\x00WEBP', 'latin1'),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]),
      'a real PNG cut short': png.subarray(0, Math.floor(png.length * 0.7)),
    };
    const before = await print();
    for (const [what, bytes] of Object.entries(fakes)) {
      expect(await upload(bytes), what).toMatchObject({
        code: ErrorCode.invalidInput,
        msg: 'Unsupported image files',
      });
    }
    expect((await upload(fakes['a 3-byte JPEG'], 'zh-Hans')).msg).toBe('不支持的图片文件');
    expect(await print()).toBe(before);
  });

  it('accepts a real JPEG, PNG and WebP, each stored as what it is', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const data = api.common.uploader.data.parse((await upload(await realImage(2, format))).data);
      expect(data.mime).toBe(`image/${format}`);
      expect((await sharp(await stored(data.url)).metadata()).format).toBe(format);
    }
  });

  it('stores a fresh encoding: the pixels kept, EXIF and bytes after the image gone', async () => {
    const photo = await sharp(await realImage(3, 'jpeg', 16))
      .withExif({ IFD0: { Copyright: 'GPS-48.8584N-2.2945E' } })
      .toBuffer();
    const sent = Buffer.concat([photo, Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(sent.includes('GPS-48.8584N')).toBe(true);
    const data = api.common.uploader.data.parse((await upload(sent)).data);
    const copy = await stored(data.url);
    expect(copy.includes('GPS-48.8584N')).toBe(false);
    expect(copy.includes('<html>')).toBe(false);
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'jpeg', width: 16, height: 16 });
    expect((await sharp(copy).metadata()).exif).toBeUndefined();
  });

  it('refuses a decompression bomb (100,000 × 100,000 pixels in a tiny PNG) by its header, and stores nothing', async () => {
    const before = await print();
    const res = await upload(await bomb(100_000));
    expect(res).toMatchObject({
      code: ErrorCode.invalidInput,
      msg: 'The image is too large: at most 25 megapixels',
    });
    expect(await print()).toBe(before);
  });

  it('refuses an image over the configured pixel cap, and stores nothing', async () => {
    await t.close();
    await start({ UPLOAD_MAX_PIXELS: 2_000_000 });
    const before = await print();
    const res = await upload(await realImage(4, 'png', 1500, 1500));
    expect(res).toMatchObject({
      code: ErrorCode.invalidInput,
      msg: 'The image is too large: at most 2 megapixels',
    });
    expect(await print()).toBe(before);
    expect((await upload(await realImage(4, 'png', 1400, 1400))).code).toBe(0);
  });
});
