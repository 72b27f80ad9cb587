import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../db/client.ts';
import { uploads } from './upload.schema.ts';

export const uploadRepository = {
  /** Whether `id` names an upload of `userId` (another user's upload is as good as none). */
  ownsUpload(db: Reader, userId: number, id: string): boolean {
    const row = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
      .get();
    return row !== undefined;
  },
};
