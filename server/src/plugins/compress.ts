import type { Endpoint } from '@app/contracts';
import type { FastifyCompressOptions } from '@fastify/compress';
import { z } from 'zod';

/**
 * Response compression (`@fastify/compress`): brotli at the library's dynamic default (quality 4), else
 * gzip, for answers of at least 1 KB. Not global: its per-route hooks would then run on every answer,
 * however small, so only the calls whose answer is a list opt in (`route()` passes `routeCompression` when `mayAnswerLarge`): candles (25–42 KB on
 * Trade and product detail), the market and product lists, every paged record list. The web build's
 * files come from `@fastify/static` already compressed (`preCompressed`), never through this plugin.
 * Request bodies are never decompressed.
 */
export const routeCompression = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
} satisfies FastifyCompressOptions;

export const compressOptions: FastifyCompressOptions = {
  ...routeCompression,
  global: false,
  globalDecompression: false,
};

/** True when a call answers a list: an array, or a page of one (`{ list, page, limit, total }`). */
export function mayAnswerLarge(e: Endpoint): boolean {
  const data = e.data;
  if (data instanceof z.ZodArray) return true;
  return data instanceof z.ZodObject && data.shape.list instanceof z.ZodArray;
}
