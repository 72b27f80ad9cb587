import { count, desc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/client.ts';
import { users } from '../account/account.schema.ts';

/** Keeps the first two and the last character (`demo42` → `de***2`); short names keep only the first. */
export function maskUsername(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

export const inviteRepository = {
  /** The accounts registered with `inviterId`'s code, newest first; only masked names leave here. */
  async invitees(db: Reader, inviterId: number, page: number, limit: number) {
    const rows = await db
      .select({ username: users.username, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.invitedBy, inviterId))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await db.select({ n: count() }).from(users).where(eq(users.invitedBy, inviterId));
    return {
      list: rows.map((r) => ({ username: maskUsername(r.username), created_at: r.createdAt })),
      page,
      limit,
      total: total?.n ?? 0,
    };
  },
};
