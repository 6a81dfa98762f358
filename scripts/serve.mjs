/**
 * `npm run serve`: from a fresh clone to the running site on http://localhost:3000 (or $PORT):
 * installs dependencies, builds when the build is missing or stale, migrates the database
 * (SQLite at ./data/site.db unless DATABASE_URL says otherwise), then starts the framework's standalone server (scripts/start.mjs, as `npm start`).
 */
import { buildIsStale, ensureDependencies, run } from './setup.mjs';

ensureDependencies();
if (buildIsStale()) {
  console.log('--- building (npm run build)');
  run('npm', ['run', '--silent', 'build']);
}
console.log('--- migrating the database');
run('npm', ['run', '--silent', 'db:migrate']);
const port = process.env.PORT ?? '3000';
console.log(`--- starting on http://localhost:${port}`);
run('node', ['scripts/start.mjs', '--port', port]);
