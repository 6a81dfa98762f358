/**
 * After `next build`: copies what the standalone server serves as files (`.next/static`, `public/`)
 * into `.next/standalone`, as Next.js's deployment guide asks; the folder is then self-contained.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';

const target = '.next/standalone';
if (!existsSync(`${target}/server.js`)) {
  console.error(`${target}/server.js is missing: next.config.ts must say output: 'standalone'`);
  process.exit(1);
}
for (const [from, to] of [['.next/static', `${target}/.next/static`], ['public', `${target}/public`]]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
