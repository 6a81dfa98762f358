/**
 * `npm test`: every check, in order, stopping at the first failure:
 * lint, types, unit and integration tests (SQLite and PostgreSQL), production build, HTTP tests of the
 * built server (tests/http), browser tests (tests/e2e).
 * The build is reused when it is up to date (same sources and settings, see buildIsStale).
 * `npm run test:fast` (`--fast`): lint, types, unit and integration tests only; no build, no browser.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildIsStale, ensureChromium, ensureDependencies, ensureNginx } from './setup.mjs';

const { values: options } = parseArgs({ options: { fast: { type: 'boolean', default: false } } });

ensureDependencies();
if (!options.fast) {
  ensureChromium();
  ensureNginx();
}

/** @type {[name: string, command: string, args: string[]][]} */
const steps = [
  // ESLint (with the layer rules) and knip (unused files, exports and dependencies); ESLint's cache
  // under node_modules/.cache makes a second run check only what changed.
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and integration tests', 'npx', ['vitest', 'run', '--project', 'unit']],
];
if (!options.fast) {
  if (buildIsStale()) steps.push(['production build', 'npm', ['run', '--silent', 'build']]);
  else console.log('The production build is up to date (.next/build-settings.json): reused.');
  // HTTP against one started server (no browser), then the browser tests.
  steps.push(['HTTP tests of the built site', 'npx', ['vitest', 'run', '--project', 'http']]);
  steps.push(['end-to-end tests', 'npx', ['playwright', 'test']]);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log('\nAll checks passed.');
