/**
 * What a 15,000-character User-Agent costs a server: the p50 of `/api/health` for one browser-like
 * client beside three clients that send requests as fast as they are answered, once with a browser's
 * User-Agent (the baseline: the same load) and once with the long one. Before Next.js 16.5 its bot
 * pattern was quadratic in the User-Agent's length (p50 8.6 s here).
 */
import { request as httpRequest } from 'node:http';

export const LONG_USER_AGENT = `${'-'.repeat(15_000)}x`;

function status(base: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: '/api/health', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** Every status seen is returned, so a test asserts them (the long User-Agent must be answered 200). */
async function healthP50(base: string, userAgent: string): Promise<{ p50: number; statuses: Set<number> }> {
  const statuses = new Set<number>();
  let running = true;
  const clients = Array.from({ length: 3 }, async () => {
    while (running) statuses.add(await status(base, { 'user-agent': userAgent }));
  });
  const times: number[] = [];
  for (let i = 0; i < 41; i++) {
    const started = performance.now();
    statuses.add(await status(base));
    times.push(performance.now() - started);
  }
  running = false;
  await Promise.all(clients);
  return { p50: times.sort((a, b) => a - b)[20]!, statuses };
}

/** The baseline and the long User-Agent's p50, printed as `[edges] <label>: ...`. */
export async function longUserAgentCost(base: string, label: string): Promise<{ baseline: number; beside: number; statuses: Set<number> }> {
  const browsers = await healthP50(base, BROWSER);
  const long = await healthP50(base, LONG_USER_AGENT);
  console.log(`[edges] ${label}: p50 /api/health beside three busy clients: ${browsers.p50.toFixed(1)} ms with a browser's User-Agent, ${long.p50.toFixed(1)} ms with a 15,000-character one`);
  return { baseline: browsers.p50, beside: long.p50, statuses: new Set([...browsers.statuses, ...long.statuses]) };
}
