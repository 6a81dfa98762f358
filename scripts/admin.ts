/**
 * `npm run admin -- <username> [password] [--role editor|admin]`: creates a staff account (an admin
 * unless told) or resets its password (the role of an existing account is changed on /admin/staff). Without a password one is generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { upsertAdmin } from '../src/server/auth/admins';
import { openDatabase } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';

const USAGE = 'Usage: npm run admin -- <username> [password] [--role editor|admin]';
let parsed;
try {
  parsed = parseArgs({ options: { role: { type: 'string', default: 'admin' } }, allowPositionals: true });
} catch {
  parsed = null;
}
const [username, given] = parsed?.positionals ?? [];
const role = parsed?.values.role;
if (!username || (role !== 'admin' && role !== 'editor')) {
  console.error(USAGE);
  process.exit(1);
}
const password = given ?? randomBytes(18).toString('base64url');
const handle = openDatabase();
try {
  await migrateToLatest(handle.db);
  const outcome = await upsertAdmin(handle.db, username, password, role);
  console.log(`${outcome === 'created' ? `Created ${role}` : 'Reset the password of'} "${username.trim().toLowerCase()}".`);
  if (!given) console.log(`Password (shown once): ${password}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
