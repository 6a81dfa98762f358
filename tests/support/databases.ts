/**
 * Real databases for integration tests: a fresh SQLite file and a fresh PostgreSQL schema per call,
 * so parallel runs never collide. PostgreSQL: TEST_POSTGRES_URL or the local server.
 *
 * Each Vitest worker makes its schemas in a database of its own (`<database>_w<worker>`): Kysely's
 * migrator reads the tables of every schema of its database, and a schema another worker drops in the
 * middle of that read fails it ("schema ... does not exist"). One database per worker keeps the
 * workers' catalogues apart.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '@/server/db';
import { migrateAndSeed } from '@/server/db/migrate';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabase = DatabaseHandle & {
  url: string;
  /** Closes the connections and deletes the file or schema. */
  drop: () => Promise<void>;
};

let workerDatabase: Promise<string> | undefined;

/** The URL of this worker's own database, made on first use. */
function workerDatabaseUrl(): Promise<string> {
  const worker = process.env.VITEST_POOL_ID;
  if (!worker) return Promise.resolve(POSTGRES_URL);
  workerDatabase ??= (async () => {
    const url = new URL(POSTGRES_URL);
    const name = `${url.pathname.slice(1) || 'postgres'}_w${worker}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) {
        // Two runs at once may both make it: the second is told it exists (42P04) or loses the race on the catalogue (23505).
        await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
          if (error.code !== '42P04' && error.code !== '23505') throw error;
        });
      }
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

export async function createTestDatabase(kind: DatabaseKind, { migrate = true } = {}): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'siyana-test-'));
    const url = `file:${join(dir, 'site.db')}`;
    const handle = openDatabase(url);
    if (migrate) await migrateAndSeed(handle.db);
    return { ...handle, url, drop: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const databaseUrl = await workerDatabaseUrl();
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = `${databaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const handle = openDatabase(url);
  if (migrate) await migrateAndSeed(handle.db);
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export const databaseKinds: DatabaseKind[] = ['sqlite', 'postgres'];
