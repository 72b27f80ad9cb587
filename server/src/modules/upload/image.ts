import type Sharp from 'sharp';
import { AppError, fail } from '../../lib/errors.ts';
import { type ImageMime, sniffImage } from './sniff.ts';

let sharpLoaded: Promise<typeof Sharp> | undefined;
/**
 * sharp (libvips, a native library) is loaded at the first image, not at every server start: about a
 * sixth of a start's CPU went to loading modules only uploads and the developer presets use.
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // Each upload is decoded once: nothing is gained by keeping decoded images of strangers in memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

const formats = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export interface ImageLimits {
  /** Width × height above which an image is refused before its pixels are decoded. */
  maxPixels: number;
  /** What may be stored: the copy is refused if re-encoding made it larger than this. */
  maxBytes: number;
}

/**
 * The copy of an upload that is stored: decoded in full and encoded afresh in its own format. What
 * rides along in the original (EXIF with the place a photo was taken, bytes after the image, a
 * second file in a polyglot) is not in the copy, and a file that does not decode is refused. The
 * first bytes pick the decoder (sniff.ts), so only the JPEG, PNG and WebP decoders ever see an
 * upload; the metadata must then agree with them.
 */
export async function reencodeImage(
  content: Buffer,
  limits: ImageLimits,
): Promise<{ mime: ImageMime; content: Buffer }> {
  const mime = sniffImage(content);
  if (!mime) throw fail.invalid('unsupported_image');
  const format = formats[mime];
  // failOn 'warning' is the library's advice for untrusted input: a truncated or damaged file fails.
  const options = { failOn: 'warning', limitInputPixels: limits.maxPixels, autoOrient: true } as const;
  try {
    const sharp = await loadSharp();
    const { width = 0, height = 0, format: found } = await sharp(content, options).metadata();
    if (found !== format) throw fail.invalid('unsupported_image');
    if (width * height > limits.maxPixels) throw tooManyPixels(limits);
    const copy = await sharp(content, options).timeout({ seconds: 20 }).toFormat(format).toBuffer();
    if (copy.length > limits.maxBytes) throw fail.invalid('file_too_large');
    return { mime, content: copy };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (/pixel limit/i.test((err as Error).message)) throw tooManyPixels(limits);
    throw fail.invalid('unsupported_image');
  }
}

const tooManyPixels = (limits: ImageLimits) =>
  fail.invalid('image_too_many_pixels', { megapixels: Math.floor(limits.maxPixels / 1_000_000) });
