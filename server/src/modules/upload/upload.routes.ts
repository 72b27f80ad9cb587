import { api } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../lib/errors.ts';
import { apiPrefix, route } from '../../lib/route.ts';
import { sniffImage } from './sniff.ts';
import { uploads } from './upload.schema.ts';

const fileUrl = (id: string) => `${apiPrefix}common/file?id=${id}`;

export function uploadRoutes(app: FastifyInstance, { database, clock, random }: AppContext): void {
  const { db } = database;
  const spec = api.common.uploader.multipart;

  route(app, api.common.uploader, async ({ req, user }) => {
    const file = await req.file({ limits: { fileSize: spec.maxBytes, files: 1 } });
    if (!file || file.fieldname !== spec.field) throw fail.invalid('please_enter', { name: 'file' });
    const content = await file.toBuffer();
    const mime = sniffImage(content);
    if (!mime) throw fail.invalid('unsupported_image');
    const id = random(16).toString('base64url');
    database.write((tx) =>
      tx
        .insert(uploads)
        .values({ id, userId: user.id, mime, size: content.length, content, createdAt: clock() })
        .run(),
    );
    return { id, url: fileUrl(id), mime, size: content.length };
  });

  route(app, api.common.deleteUploader, async ({ query, user }) => {
    const removed = database.write((tx) =>
      tx
        .delete(uploads)
        .where(and(eq(uploads.id, query.id), eq(uploads.userId, user.id)))
        .run(),
    );
    if (removed.changes !== 1) throw fail.notFound();
    return null;
  });

  // The image itself: only its owner may read it (the SPA fetches it with the bearer token).
  app.get<{ Querystring: { id?: string } }>(
    `${apiPrefix}common/file`,
    { onRequest: app.authenticate },
    async (req, reply) => {
      const user = req.user;
      const id = req.query.id ?? '';
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
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', 'inline')
        .send(row.content);
    },
  );
}
