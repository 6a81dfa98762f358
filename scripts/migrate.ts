/** `npm run db:migrate`: applies pending migrations to the database of DATABASE_URL, then loads the first content. */
import { openDatabase } from '../src/server/db';
import { migrateAndSeed } from '../src/server/db/migrate';

const handle = openDatabase();
try {
  const { migrations, seeded } = await migrateAndSeed(handle.db);
  console.log(migrations.length ? `applied ${migrations.length} migration(s) to ${handle.kind}` : `${handle.kind} database is up to date`);
  if (seeded.length) console.log(`loaded the first content: ${seeded.join(', ')}`);
} finally {
  await handle.close();
}
