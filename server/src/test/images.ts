import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { auth } from './harness.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * A real image (it decodes), small: a flat colour picked by `seed`, so two seeds give two different
 * files. The uploader decodes what it is given (modules/upload/image.ts), so fixtures must be real.
 */
export function realImage(seed = 1, format: ImageFormat = 'png', width = 8, height = width): Promise<Buffer> {
  const background = { r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 29) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** One file in a multipart body, as a browser sends it. */
export function multipartFile(content: Buffer, field = 'file', filename = 'id.png', type = 'image/png') {
  const boundary = '----testboundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends `content` to common/uploader as `token`'s file, the answer in `lang`. */
export function uploadFile(
  app: FastifyInstance,
  token: string,
  content: Buffer,
  field = 'file',
  lang = 'en-US',
) {
  const m = multipartFile(content, field);
  return app.inject({
    method: 'POST',
    url: '/api/v1/common/uploader',
    payload: m.payload,
    headers: { ...m.headers, ...auth(token), lang },
  });
}
