/** The no-script twin of a page: the same HTML without its scripts, served beside the production server. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The HTML with every <script> element removed, and the preloads of scripts with them (a preload
 * would still spend the throttled network on a script nothing runs).
 * @param {string} html
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '');
}

/**
 * Fetches each route from `upstream` and serves its no-script twin at the same path on a port of
 * its own (every other path passes through to `upstream`). Returns the twin's base URL.
 * @param {string} upstream
 * @param {string[]} routes
 */
export async function startNoScriptServer(upstream, routes) {
  /** @type {{ path: string; html: string }[]} */
  const pages = [];
  for (const route of routes) {
    const response = await fetch(`${upstream}${route}`);
    const html = withoutScripts(await response.text());
    if (/<script\b/i.test(html)) throw new Error(`${route}: a <script> survived the removal`);
    pages.push({ path: route, html });
  }
  const child = fork(fileURLToPath(new URL('./noscript-server.mjs', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (/** @type {{ port: number }} */ message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the no-script server exited with ${code}`)));
    child.send({ upstream, pages });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      child.disconnect();
      child.kill();
    },
  };
}
