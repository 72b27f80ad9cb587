import { closeSync, openSync, readSync } from 'node:fs';
import type Sqlite from 'better-sqlite3';

/**
 * SQLite's `PRAGMA data_version` (it changes when another connection, such as the admin CLI's,
 * commits), read without a read transaction when nothing was committed since the last call.
 *
 * The pragma opens a read transaction (two locks on the wal-index, ~7 µs through the driver), and
 * every cached lookup asks. In WAL mode every commit rewrites the wal-index header (the first
 * 48 bytes of `<db>-shm`, https://sqlite.org/walformat.html: frame count, salts, checksums) before
 * the writer lets go of its lock, and all connections share that file. So the header is read first
 * (one `pread`, ~1 µs): unchanged since the last call means no commit at all, by anyone, and the
 * last version still holds; changed (a commit of this connection or another, or a checkpoint) means
 * the pragma is read again. `:memory:` has no other connection: the version never moves.
 */
export function otherCommits(client: Sqlite.Database, path: string): { read(): number; close(): void } {
  if (path === ':memory:') return { read: () => 0, close() {} };
  const dataVersion = client.prepare('PRAGMA data_version').raw(true);
  const pragma = () => (dataVersion.get() as [number])[0];
  const [mode] = client.prepare('PRAGMA journal_mode').raw(true).get() as [string];
  if (mode.toLowerCase() !== 'wal') return { read: pragma, close() {} };

  // Opened after migrations read the database, so the wal-index exists; it stays while any
  // connection is open, and this one is open until `close`. Without one (a file system that keeps
  // it elsewhere), the pragma on every call.
  let fd: number;
  try {
    fd = openSync(`${path}-shm`, 'r');
  } catch {
    return { read: pragma, close() {} };
  }
  const header = Buffer.alloc(48);
  const last = Buffer.alloc(48);
  let version = pragma();
  return {
    read() {
      readSync(fd, header, 0, header.length, 0);
      if (!header.equals(last)) {
        // Header first, then the pragma: a commit between the two is seen now and again next time.
        header.copy(last);
        version = pragma();
      }
      return version;
    },
    close: () => closeSync(fd),
  };
}
