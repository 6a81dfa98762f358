/**
 * After `next build`: copies what the standalone server serves as files (`.next/static`, `public/`)
 * into `.next/standalone`, as Next.js's deployment guide asks; the folder is then self-contained.
 * Records the build-time settings next to the build.
 */
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { buildSettings } from './setup.mjs';

const target = '.next/standalone';
if (!existsSync(`${target}/server.js`)) {
  console.error(`${target}/server.js is missing: next.config.ts must say output: 'standalone'`);
  process.exit(1);
}
for (const [from, to] of [['.next/static', `${target}/.next/static`], ['public', `${target}/public`]]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

// The settings written into the static pages: `npm run serve` rebuilds when they change.
writeFileSync('.next/build-settings.json', JSON.stringify(buildSettings()));
