/** Shared by the serve and test commands: install dependencies and Chromium when missing. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  if (!existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs) {
    // `npm install` with the committed lock installs the locked versions. `npm ci` would refuse the lock
    // here: the reachable registry has no macOS/ARM builds of @swc/core (next-intl's optional platform
    // packages), so the lock cannot list them and npm ci calls it out of sync.
    console.log('--- installing dependencies (npm install, locked versions)');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** Installs a Debian package when `path` is missing (root only; otherwise says how). */
function ensureDebianPackage(path, pkg, what) {
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${what} is missing at ${path}. Install Debian's package: sudo apt-get install -y ${pkg}`);
    process.exit(1);
  }
  console.log(`--- installing Debian's ${what}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', pkg], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

export function ensureChromium() {
  ensureDebianPackage(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', 'Chromium');
}

/** The reverse proxy that tests/e2e/reverse-proxy.spec.ts runs with deploy/nginx/. */
export function ensureNginx() {
  ensureDebianPackage(process.env.NGINX_PATH ?? '/usr/sbin/nginx', 'nginx-light', 'nginx');
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** The settings `next build` writes into static pages (src/env.ts): SITE_URL defaults to http://localhost:$PORT. */
export function buildSettings(source = process.env) {
  return {
    SITE_URL: source.SITE_URL || `http://localhost:${source.PORT || '3000'}`,
    APP_URL: source.APP_URL || 'https://app.siyana.sa',
  };
}

/**
 * True when the production build is missing, older than the sources it was made from, or made with
 * other build-time settings than now (e.g. `PORT=4000 npm run serve` after a build for port 3000).
 */
export function buildIsStale() {
  if (!existsSync('.next/BUILD_ID') || !existsSync('.next/standalone/.next/static')) return true;
  const recorded = existsSync('.next/build-settings.json') ? readFileSync('.next/build-settings.json', 'utf8') : '';
  if (recorded !== JSON.stringify(buildSettings())) return true;
  const built = statSync('.next/BUILD_ID').mtimeMs;
  const sources = ['src', 'messages', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs'];
  return Math.max(...sources.map(newestChange)) > built;
}
