import { ErrorCode } from '@app/contracts';
import { count, eq, sum } from 'drizzle-orm';
import type { Reader } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { uploads } from './upload.schema.ts';

/** What one account may keep and send (config.ts: UPLOAD_MAX_FILES, UPLOAD_MAX_BYTES, UPLOAD_RATE_*). */
export interface UploadQuota {
  maxFiles: number;
  maxBytes: number;
  /** Images decoded per account within `windowMs`. */
  rate: number;
  windowMs: number;
}

/** Oldest accounts go first past this many, so a flood of accounts cannot grow memory without bound. */
const maxAccounts = 100_000;

/**
 * Per-account pacing of uploads, counted when an image is handed to the decoder and before it is
 * decoded: requests in parallel each take their turn synchronously, so a burst gets no more than the
 * allowance, and a refused or deleted upload still used one. Kept in memory, as
 * modules/account/secret-guard.ts is (one process; a restart forgets it).
 */
export function uploadPace(clock: () => number, quota: Pick<UploadQuota, 'rate' | 'windowMs'>) {
  const recent = new Map<number, number[]>();

  return function take(userId: number): void {
    const now = clock();
    const times = (recent.get(userId) ?? []).filter((at) => at > now - quota.windowMs);
    const first = times[0];
    if (first !== undefined && times.length >= quota.rate) {
      const seconds = Math.max(1, Math.ceil((first + quota.windowMs - now) / 1000));
      throw new AppError(ErrorCode.rateLimited, 'upload_too_fast', { seconds }, 429);
    }
    times.push(now);
    recent.delete(userId);
    recent.set(userId, times);
    if (recent.size > maxAccounts) recent.delete(recent.keys().next().value as number);
  };
}

/**
 * Refuses an upload of `size` bytes that would take `userId` past the files or bytes kept. Run before
 * decoding (size 0: an account already full is refused without the work) and again inside the write
 * with the size stored, where no other write can come between the count and the insert.
 */
export function checkKept(db: Reader, userId: number, size: number, quota: UploadQuota): void {
  const kept = db
    .select({ files: count(), bytes: sum(uploads.size).mapWith(Number) })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .get();
  if ((kept?.files ?? 0) >= quota.maxFiles) {
    throw new AppError(ErrorCode.outOfRange, 'upload_quota_files', { count: quota.maxFiles });
  }
  if ((kept?.bytes ?? 0) + size > quota.maxBytes) {
    throw new AppError(ErrorCode.outOfRange, 'upload_quota_bytes');
  }
}
