import { asc, count, desc, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Reader, Tx } from '../../db/client.ts';
import { banners, notices } from './content.schema.ts';

type NoticeRow = typeof notices.$inferSelect;
type NoticeKind = NoticeRow['kind'];

const summary = (n: NoticeRow) => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  author: n.author,
  release_time: n.releaseTime,
});

/** Notice HTML is sanitized as it is stored, so every reader gets safe markup. */
export const sanitizeNotice = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img']),
    allowedSchemes: ['http', 'https'],
  });

export const contentRepository = {
  insertNotice(tx: Tx, values: typeof notices.$inferInsert): void {
    tx.insert(notices)
      .values({ ...values, content: sanitizeNotice(values.content) })
      .run();
  },
  async noticePage(db: Reader, page: number, limit: number, kind?: NoticeKind) {
    const where = kind ? eq(notices.kind, kind) : undefined;
    const rows = await db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.releaseTime), desc(notices.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await db.select({ n: count() }).from(notices).where(where);
    return { list: rows.map(summary), page, limit, total: total?.n ?? 0 };
  },
  async notice(db: Reader, id: number) {
    const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
    return row ? { ...summary(row), content: row.content } : null;
  },
  async popup(db: Reader) {
    const [row] = await db
      .select()
      .from(notices)
      .where(eq(notices.popup, true))
      .orderBy(desc(notices.releaseTime))
      .limit(1);
    return row ? { ...summary(row), content: row.content } : null;
  },
  async banners(db: Reader) {
    return db
      .select({ id: banners.id, title: banners.title, image: banners.image, link: banners.link })
      .from(banners)
      .orderBy(asc(banners.sort), asc(banners.id));
  },
};
