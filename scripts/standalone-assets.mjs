/**
 * After `next build`: copies what the standalone server serves as files (`.next/static`, `public/`)
 * into `.next/standalone`, as Next.js's deployment guide asks; the folder is then self-contained.
 * Records the build-time settings and the inputs' hash next to the build.
 */
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { buildRecord } from './setup.mjs';

const target = '.next/standalone';
if (!existsSync(`${target}/server.js`)) {
  console.error(`${target}/server.js is missing: next.config.ts must say output: 'standalone'`);
  process.exit(1);
}
for (const [from, to] of [['.next/static', `${target}/.next/static`], ['public', `${target}/public`]]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

// The settings written into the static pages and a hash of the sources: `npm run serve`, `npm test`
// and the benchmarks rebuild when either changes.
writeFileSync('.next/build-settings.json', JSON.stringify(buildRecord()));
