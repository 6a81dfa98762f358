import type { DatabaseHandle, DatabaseKind } from '@/server/db';
import { createTestDatabase, type TestDatabase } from './databases';

function serveRoutesFrom(database: DatabaseHandle | undefined): void {
  // getDatabase() keeps the site's database here; route handlers find it through getDatabase().
  (globalThis as { siyanaDatabase?: DatabaseHandle }).siyanaDatabase = database;
}

/**
 * A fresh test database that route handlers (`POST(request)` of a route file) use until it is dropped;
 * dropping it also unhooks it, so a later test cannot reach a dropped database.
 */
export async function createRouteDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  serveRoutesFrom(database);
  return {
    ...database,
    drop: async () => {
      serveRoutesFrom(undefined);
      await database.drop();
    },
  };
}
