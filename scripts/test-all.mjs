/**
 * `npm test`: every check, in order, stopping at the first failure:
 * lint beside the type check; the unit and integration tests (SQLite and PostgreSQL) beside the production
 * build; HTTP tests of the built server (tests/http); browser tests (tests/e2e).
 * The build is reused when it is up to date (same sources and settings, see buildIsStale).
 * `npm run test:fast` (`--fast`): lint, types, unit and integration tests only; no build, no browser.
 */
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildIsStale, ensureDependencies, ensureHeadlessShell, ensureNginx } from './setup.mjs';

const { values: options } = parseArgs({ options: { fast: { type: 'boolean', default: false } } });

ensureDependencies();
if (!options.fast) {
  ensureHeadlessShell();
  ensureNginx();
}

/** @typedef {[name: string, command: string, args: string[]]} Step */

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Runs steps at the same time (each mostly uses one core: ESLint and tsc), their output kept and
 * printed whole when each ends; exits at the first failure.
 * @param {Step[]} group
 */
async function runTogether(group) {
  const started = Date.now();
  console.log(`\n=== ${group.map(([name]) => name).join(' + ')} (side by side)`);
  const results = await Promise.all(
    group.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(`--- ${name}: ${command} ${args.join(' ')}\n${output}`);
            console.log(status === 0 ? `✓ ${name} (${seconds} s)` : `✗ ${name} failed after ${seconds} s`);
            resolve(status);
          });
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

/** @param {Step} step */
function runAlone([name, command, args]) {
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

// ESLint (with the layer rules) and knip (unused files, exports and dependencies), and the type check,
// side by side: each uses about one core. ESLint's cache under node_modules/.cache makes a second run
// check only what changed.
await runTogether([
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
]);
const unitTests = /** @type {Step} */ (['unit and integration tests', 'npx', ['vitest', 'run', '--project', 'unit']]);
if (options.fast) runAlone(unitTests);
else {
  // The build and the unit and integration tests side by side: the tests spend much of their time
  // waiting on PostgreSQL. The build skips its own TypeScript pass: the type check above has passed
  // (TYPES_CHECKED, src/env.ts).
  if (buildIsStale()) await runTogether([unitTests, ['production build', 'env', ['TYPES_CHECKED=1', 'npm', 'run', '--silent', 'build']]]);
  else {
    console.log('The production build is up to date (.next/build-settings.json): reused.');
    runAlone(unitTests);
  }
  // HTTP against one started server (no browser), then the browser tests.
  runAlone(['HTTP tests of the built site', 'npx', ['vitest', 'run', '--project', 'http']]);
  runAlone(['end-to-end tests', 'npx', ['playwright', 'test']]);
}
console.log('\nAll checks passed.');
