/** `npm run db:migrate`: applies pending migrations to the database of DATABASE_URL. */
import { openDatabase } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';

const handle = openDatabase();
try {
  const results = await migrateToLatest(handle.db);
  console.log(results.length ? `applied ${results.length} migration(s) to ${handle.kind}` : `${handle.kind} database is up to date`);
} finally {
  await handle.close();
}
