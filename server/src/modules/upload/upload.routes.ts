import { api } from '@app/contracts';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { apiPrefix, route } from '../../lib/route.ts';
import { parseInput } from '../../lib/validate.ts';
import { citedBy } from './citations.ts';
import { reencodeImage } from './image.ts';
import { sniffImage } from './sniff.ts';
import { uploads } from './upload.schema.ts';
import { checkKept, type UploadQuota, uploadPace } from './upload-quota.ts';

const fileUrl = (id: string) => `${apiPrefix}common/file?id=${id}`;
/** The image route is outside the contracts (it answers bytes), but parses its query the same way. */
const fileQuery = z.object({ id: z.string().min(1).max(64) });

/** Reads the one file of a multipart body; a malformed body (no or wrong boundary, cut short) is bad input. */
async function readUpload(req: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  try {
    const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== field) throw fail.invalid('please_enter', { name: 'file' });
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw err;
    throw fail.invalid('invalid_body');
  }
}

/**
 * The uploader is the only multipart call: @fastify/multipart is registered for it alone, in a scope
 * of its own, so its hooks (two async ones and a close listener) do not run on every other request.
 */
function uploaderScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  const spec = api.common.uploader.multipart;
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: spec.maxBytes, files: 1 } });
    register(scope);
  });
}

export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  uploaderScope(app, (scope) => uploader(scope, ctx));
  downloads(app, ctx);
}

const quotaOf = ({ config }: AppContext): UploadQuota => ({
  maxFiles: config.UPLOAD_MAX_FILES,
  maxBytes: config.UPLOAD_MAX_BYTES,
  rate: config.UPLOAD_RATE,
  windowMs: config.UPLOAD_RATE_WINDOW_SECONDS * 1000,
});

function uploader(app: FastifyInstance, ctx: AppContext): void {
  const { database, clock, random, config } = ctx;
  const spec = api.common.uploader.multipart;
  const quota = quotaOf(ctx);
  const pace = uploadPace(clock, quota);
  const limits = { maxPixels: config.UPLOAD_MAX_PIXELS, maxBytes: spec.maxBytes };
  route(app, api.common.uploader, async ({ req, user }) => {
    const sent = await readUpload(req, spec.field, spec.maxBytes);
    // What no decoder would take is refused before it counts against the pace.
    if (!sniffImage(sent)) throw fail.invalid('unsupported_image');
    checkKept(database.db, user.id, 0, quota);
    pace(user.id);
    const { mime, content } = await reencodeImage(sent, limits);
    const id = random(16).toString('base64url');
    database.write((tx) => {
      checkKept(tx, user.id, content.length, quota);
      tx.insert(uploads)
        .values({ id, userId: user.id, mime, size: content.length, content, createdAt: clock() })
        .run();
    });
    return { id, url: fileUrl(id), mime, size: content.length };
  });
}

/** Deleting an upload and reading it back: no multipart. */
function downloads(app: FastifyInstance, { database }: AppContext): void {
  const { db } = database;
  route(app, api.common.deleteUploader, async ({ query, user }) => {
    database.write((tx) => {
      // Evidence for a review stays (citations.ts): checked in the write, so no citing record can
      // be committed between the check and the delete.
      const citation = citedBy(tx, user.id, query.id);
      if (citation) throw fail.invalid(citation);
      const removed = tx
        .delete(uploads)
        .where(and(eq(uploads.id, query.id), eq(uploads.userId, user.id)))
        .run();
      if (removed.changes !== 1) throw fail.notFound();
    });
    return null;
  });

  // The image itself: only its owner may read it (the SPA fetches it with the bearer token).
  app.get(`${apiPrefix}common/file`, { onRequest: app.authenticate }, async (req, reply) => {
    const user = req.user;
    const { id } = parseInput(fileQuery, req.query);
    const [row] = user
      ? await db
          .select()
          .from(uploads)
          .where(and(eq(uploads.id, id), eq(uploads.userId, user.id)))
          .limit(1)
      : [];
    if (!row) throw fail.notFound();
    return reply
      .type(row.mime)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'inline')
      .send(row.content);
  });
}
