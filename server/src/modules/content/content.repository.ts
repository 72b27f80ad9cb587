import { asc, count, desc, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Reader, Tx } from '../../db/client.ts';
import { banners, type NoticeTranslations, notices } from './content.schema.ts';

type NoticeRow = typeof notices.$inferSelect;
type NoticeKind = NoticeRow['kind'];
type BannerRow = typeof banners.$inferSelect;

/** The administrator's words in `lang` when written in it, English otherwise. Own keys only: lang is input. */
function inLanguage<T extends object>(translations: Record<string, T>, lang: string): T | undefined {
  return Object.hasOwn(translations, lang) ? translations[lang] : undefined;
}

const localized = (n: NoticeRow, lang: string) => {
  const own = inLanguage(n.translations, lang);
  return { title: own?.title ?? n.title, content: own?.content ?? n.content };
};

const summary = (n: NoticeRow, lang: string) => ({
  id: n.id,
  kind: n.kind,
  title: localized(n, lang).title,
  author: n.author,
  release_time: n.releaseTime,
  version: n.version,
});
const full = (n: NoticeRow, lang: string) => ({ ...summary(n, lang), content: localized(n, lang).content });

const banner = (b: BannerRow, lang: string) => {
  const own = inLanguage(b.translations, lang);
  return {
    id: b.id,
    title: own?.title ?? b.title,
    subtitle: own?.subtitle ?? b.subtitle,
    tone: b.tone,
    link: b.link,
  };
};

/** Notice HTML is sanitized as it is stored, so every reader gets safe markup. */
export const sanitizeNotice = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img']),
    allowedSchemes: ['http', 'https'],
  });

const sanitizeTranslations = (t: NoticeTranslations): NoticeTranslations =>
  Object.fromEntries(
    Object.entries(t).map(([lang, v]) => [lang, { title: v.title, content: sanitizeNotice(v.content) }]),
  );

export const contentRepository = {
  insertNotice(tx: Tx, values: typeof notices.$inferInsert): number {
    const row = tx
      .insert(notices)
      .values({
        ...values,
        content: sanitizeNotice(values.content),
        translations: sanitizeTranslations(values.translations ?? {}),
      })
      .returning({ id: notices.id })
      .get();
    return row.id;
  },
  rawNotice(tx: Tx, id: number): NoticeRow | null {
    return tx.select().from(notices).where(eq(notices.id, id)).get() ?? null;
  },
  /** Replaces what is given and raises the version; false when there is no such notice. */
  updateNotice(
    tx: Tx,
    id: number,
    patch: Partial<Pick<NoticeRow, 'title' | 'content' | 'author' | 'kind' | 'popup' | 'translations'>>,
  ): boolean {
    const row = this.rawNotice(tx, id);
    if (!row) return false;
    tx.update(notices)
      .set({
        ...patch,
        ...(patch.content === undefined ? {} : { content: sanitizeNotice(patch.content) }),
        ...(patch.translations === undefined
          ? {}
          : { translations: sanitizeTranslations(patch.translations) }),
        version: row.version + 1,
      })
      .where(eq(notices.id, id))
      .run();
    return true;
  },
  removeNotice(tx: Tx, id: number): boolean {
    return tx.delete(notices).where(eq(notices.id, id)).run().changes > 0;
  },
  async noticePage(db: Reader, lang: string, page: number, limit: number, kind?: NoticeKind) {
    const where = kind ? eq(notices.kind, kind) : undefined;
    const rows = await db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.releaseTime), desc(notices.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await db.select({ n: count() }).from(notices).where(where);
    return { list: rows.map((r) => summary(r, lang)), page, limit, total: total?.n ?? 0 };
  },
  async notice(db: Reader, lang: string, id: number) {
    const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
    return row ? full(row, lang) : null;
  },
  async popup(db: Reader, lang: string) {
    const [row] = await db
      .select()
      .from(notices)
      .where(eq(notices.popup, true))
      .orderBy(desc(notices.releaseTime), desc(notices.id))
      .limit(1);
    return row ? full(row, lang) : null;
  },
  async banners(db: Reader, lang: string) {
    const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
    return rows.map((b) => banner(b, lang));
  },
};
