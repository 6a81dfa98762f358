/** Shared by the serve and test commands: install dependencies and Chromium when missing. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';

/**
 * Runs a command in the foreground; exits with its status when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {Omit<import('node:child_process').SpawnSyncOptions, 'env'> & { env?: Record<string, string> }} [options]
 */
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

/**
 * Installs a Debian package when `path` is missing (root only; otherwise says how).
 * @param {string} path
 * @param {string} pkg
 * @param {string} what
 */
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

/**
 * The browser of the end-to-end tests: Debian's build of Chromium's headless shell (the same engine
 * without the desktop browser around it; a third less CPU per test here). Lighthouse keeps the full
 * browser (ensureChromium).
 */
export function ensureHeadlessShell() {
  ensureDebianPackage(process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell', 'chromium-headless-shell', 'Chromium headless shell');
}

/** The reverse proxy that tests/http/reverse-proxy.test.ts and the hostile sweep run with deploy/nginx/. */
export function ensureNginx() {
  ensureDebianPackage(process.env.NGINX_PATH ?? '/usr/sbin/nginx', 'nginx-light', 'nginx');
}

/** The settings `next build` writes into static pages (src/env.ts): SITE_URL defaults to http://localhost:$PORT. */
export function buildSettings(source = process.env) {
  return {
    SITE_URL: source.SITE_URL || `http://localhost:${source.PORT || '3000'}`,
    APP_URL: source.APP_URL || 'https://app.siyana.sa',
  };
}

/** The files `next build` reads besides node_modules (tests beside the sources are not among them). */
const BUILD_INPUTS = ['src', 'messages', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];

/**
 * A hash of the build's inputs: the content of every file git tracks (or would: new, not ignored)
 * under BUILD_INPUTS, uncommitted edits included. Null outside a git checkout (a container build).
 */
function buildInputsHash() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...BUILD_INPUTS], { encoding: 'utf8' });
  if (listed.status !== 0) return null;
  const files = [...new Set(listed.stdout.split('\0'))].filter((file) => file && !/\.test\.tsx?$/.test(file) && existsSync(file)).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** What a build is made from: recorded next to it (.next/build-settings.json) by scripts/standalone-assets.mjs. */
export function buildRecord() {
  return { settings: buildSettings(), inputs: buildInputsHash() };
}

/**
 * True when the production build is missing, made from other files than there are now, or made with
 * other build-time settings (e.g. `PORT=4000 npm run serve` after a build for port 3000).
 */
export function buildIsStale() {
  if (!existsSync('.next/BUILD_ID') || !existsSync('.next/standalone/.next/static') || !existsSync('.next/build-settings.json')) return true;
  const recorded = JSON.parse(readFileSync('.next/build-settings.json', 'utf8'));
  const current = buildRecord();
  return current.inputs === null || JSON.stringify(recorded) !== JSON.stringify(current);
}
