import Sqlite from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDb } from '../test/harness.ts';
import { type Database, openDb, type Tx } from './client.ts';
import { otherCommits } from './other-commits.ts';

let file: ReturnType<typeof tempDb>;
let database: Database;
let path: string;
beforeEach(() => {
  file = tempDb(false);
  database = openDb(file.url);
  path = file.url.slice('file:'.length);
});
afterEach(() => {
  database.close();
  file.drop();
});

const put = (tx: Tx, key: string) => tx.run(sql`INSERT INTO settings (key, value) VALUES (${key}, '1')`);

/** A second connection of its own on the same file, as another process would open it. */
function otherConnection() {
  const client = new Sqlite(path);
  client.exec('PRAGMA busy_timeout = 5000');
  return client;
}

describe('other commits, read from the wal-index header', () => {
  it('moves when another connection commits, each time', () => {
    const client = new Sqlite(path);
    const others = otherCommits(client, path);
    const writer = otherConnection();
    try {
      let seen = others.read();
      expect(others.read()).toBe(seen);
      for (let i = 0; i < 3; i++) {
        writer.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(`k${i}`, '1');
        const now = others.read();
        expect(now).not.toBe(seen);
        seen = now;
      }
    } finally {
      writer.close();
      others.close();
      client.close();
    }
  });

  it("stays put for the connection's own commits, like PRAGMA data_version", () => {
    const client = new Sqlite(path);
    const others = otherCommits(client, path);
    try {
      const before = others.read();
      client.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('own', '1');
      expect(others.read()).toBe(before);
    } finally {
      others.close();
      client.close();
    }
  });

  it('sees a commit made after another connection checkpointed and restarted the log', () => {
    const client = new Sqlite(path);
    const others = otherCommits(client, path);
    const writer = otherConnection();
    try {
      writer.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('a', '1');
      const before = others.read();
      writer.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      writer.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('b', '1');
      expect(others.read()).not.toBe(before);
    } finally {
      writer.close();
      others.close();
      client.close();
    }
  });

  it('answers the same as PRAGMA data_version through a run of mixed commits', () => {
    const client = new Sqlite(path);
    const others = otherCommits(client, path);
    const pragma = client.prepare('PRAGMA data_version').raw(true);
    const writer = otherConnection();
    const changes: boolean[] = [];
    try {
      let last = { ours: others.read(), sqlite: (pragma.get() as [number])[0] };
      for (let i = 0; i < 20; i++) {
        const by = i % 3 === 0 ? client : writer;
        by.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(`m${i}`, '1');
        if (i % 5 === 4) writer.exec('PRAGMA wal_checkpoint(TRUNCATE)');
        const now = { ours: others.read(), sqlite: (pragma.get() as [number])[0] };
        changes.push(now.ours !== last.ours);
        expect(now.ours !== last.ours).toBe(now.sqlite !== last.sqlite);
        last = now;
      }
    } finally {
      writer.close();
      others.close();
      client.close();
    }
    expect(changes.filter(Boolean).length).toBeGreaterThan(10);
  });

  it('never moves on :memory:, which no other connection can reach', () => {
    const memory = openDb(':memory:');
    try {
      const stampOf = memory.stamp(['settings']);
      const before = stampOf();
      memory.write((tx) => put(tx, 'x'));
      expect(stampOf().others).toBe(before.others);
    } finally {
      memory.close();
    }
  });
});
