import 'server-only';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { env } from '@/env';
import { logger } from '@/server/logger';
import type { Database } from './database';

export type DatabaseKind = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  close: () => Promise<void>;
} & ({ kind: 'sqlite'; sqlite: SQLite.Database; file: string; inode: number } | { kind: 'postgres'; pool: pg.Pool });

export function databaseKindOf(url: string): DatabaseKind {
  return /^postgres(ql)?:/i.test(url) ? 'postgres' : 'sqlite';
}

function sqliteFilePath(url: string): string {
  return resolve(url.replace(/^file:/, ''));
}

/** Opens SQLite (a file under ./data by default) or PostgreSQL when the URL says so. */
export function openDatabase(url: string = env.DATABASE_URL): DatabaseHandle {
  if (databaseKindOf(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000, idleTimeoutMillis: 30_000 });
    // An idle client losing its server emits here; without a listener the process would crash.
    pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost'));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  const file = sqliteFilePath(url);
  mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  // FULL: a committed lead survives a crash or power loss, not only a restart.
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return { db, kind: 'sqlite', sqlite: connection, file, inode: statSync(file).ino, close: () => db.destroy() };
}

const globalForDb = globalThis as unknown as { siyanaDatabase?: DatabaseHandle };

/** The process-wide database of the running site. */
export function getDatabase(): DatabaseHandle {
  globalForDb.siyanaDatabase ??= openDatabase();
  return globalForDb.siyanaDatabase;
}

/**
 * SQLite keeps writing to a file that was deleted or replaced under it (the open descriptor still
 * points at the old inode), and a query still answers: the file at the path must be the one opened.
 */
export function sqliteFileIntact(handle: DatabaseHandle): boolean {
  if (handle.kind !== 'sqlite') return true;
  try {
    return statSync(handle.file).ino === handle.inode;
  } catch {
    return false;
  }
}

/** True when a trivial query answers within the time limit. */
export async function pingDatabase(db: Kysely<Database>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout(false), timeoutMs);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
