import { createServer, type AddressInfo, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKindOf, openDatabase, pingDatabase } from '@/server/db';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

describe('databaseKindOf', () => {
  it('chooses PostgreSQL only for postgres URLs', () => {
    expect(databaseKindOf('postgres://u@h/db')).toBe('postgres');
    expect(databaseKindOf('postgresql://u@h/db')).toBe('postgres');
    expect(databaseKindOf('file:./data/site.db')).toBe('sqlite');
    expect(databaseKindOf('./data/site.db')).toBe('sqlite');
  });
});

describe.each(databaseKinds)('data layer on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('answers a ping', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    expect(await pingDatabase(database.db)).toBe(true);
    if (kind === 'postgres') {
      // Each run works in its own schema, so parallel runs never see each other's rows.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      expect(rows[0]?.schema).toMatch(/^test_/);
    }
  });

  it('applies every migration once and records it', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    const first = await migrateToLatest(database.db);
    expect(first.map((result) => result.migrationName)).toEqual(Object.keys(migrations).sort());
    expect(first.every((result) => result.status === 'Success')).toBe(true);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });
});

describe('migrations on PostgreSQL', () => {
  it('keep to their own schema when another schema of the database has its own migration tables', async () => {
    const other = await createTestDatabase('postgres');
    const database = await createTestDatabase('postgres', { migrate: false });
    try {
      const results = await migrateToLatest(database.db);
      expect(results.map((result) => result.migrationName)).toEqual(Object.keys(migrations).sort());
      const { rows } = await sql<{ schema: string }>`select table_schema as schema from information_schema.tables where table_name = 'kysely_migration_lock' and table_schema = current_schema()`.execute(database.db);
      expect(rows).toHaveLength(1);
    } finally {
      await database.drop();
      await other.drop();
    }
  });
});

describe('pingDatabase', () => {
  it('is false when PostgreSQL refuses the connection', async () => {
    const handle = openDatabase('postgres://postgres@127.0.0.1:1/test');
    expect(await pingDatabase(handle.db, 1500)).toBe(false);
    await handle.close();
  });

  it('is false when PostgreSQL takes the connection and never answers: its own time limit ends the wait', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const handle = openDatabase(`postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/test`);
    try {
      expect(await pingDatabase(handle.db, 200)).toBe(false);
      expect(sockets.size).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await handle.close();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
