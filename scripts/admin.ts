/**
 * `npm run admin -- <username> [password]`: creates a staff account or resets its password.
 * Without a password one is generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { upsertAdmin } from '../src/server/auth/admins';
import { openDatabase } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';

const [username, given] = process.argv.slice(2);
if (!username) {
  console.error('Usage: npm run admin -- <username> [password]');
  process.exit(1);
}
const password = given ?? randomBytes(18).toString('base64url');
const handle = openDatabase();
try {
  await migrateToLatest(handle.db);
  const outcome = await upsertAdmin(handle.db, username, password);
  console.log(`${outcome === 'created' ? 'Created' : 'Reset the password of'} admin "${username.trim().toLowerCase()}".`);
  if (!given) console.log(`Password (shown once): ${password}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
