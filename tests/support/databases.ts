/**
 * Real databases for integration tests: a fresh SQLite file and a fresh PostgreSQL schema per call,
 * so parallel runs never collide. PostgreSQL: TEST_POSTGRES_URL or the local server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '@/server/db';
import { migrateToLatest } from '@/server/db/migrate';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabase = DatabaseHandle & {
  url: string;
  /** Closes the connections and deletes the file or schema. */
  drop: () => Promise<void>;
};

export async function createTestDatabase(kind: DatabaseKind, { migrate = true } = {}): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'siyana-test-'));
    const url = `file:${join(dir, 'site.db')}`;
    const handle = openDatabase(url);
    if (migrate) await migrateToLatest(handle.db);
    return { ...handle, url, drop: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const handle = openDatabase(url);
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export const databaseKinds: DatabaseKind[] = ['sqlite', 'postgres'];
