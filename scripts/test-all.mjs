/**
 * `npm test`: every check, in order, stopping at the first failure:
 * lint, types, unit and integration tests (SQLite and PostgreSQL), production build, browser tests.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureDependencies, ensureNginx } from './setup.mjs';

ensureDependencies();
ensureChromium();
ensureNginx();

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['production build', 'npm', ['run', '--silent', 'build']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

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
