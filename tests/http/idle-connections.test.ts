/**
 * Idle connections: the app keeps a connection open longer than the shipped nginx keeps its pooled
 * connections to the app (KEEP_ALIVE_TIMEOUT, scripts/start.mjs; `keepalive_timeout` of the upstream in
 * deploy/nginx). With Node's own 5 s, the app closed an idle connection just as a client sent its next
 * request on it: the request failed with ECONNRESET (seen in the browser suite), and behind nginx a
 * POST lost that way is not retried.
 */
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { expect, test } from 'vitest';
import { baseURL } from './site';

function get(agent: Agent, path: string) {
  return new Promise<{ status: number; keepAlive: string; reused: boolean }>((resolve, reject) => {
    const sent = httpRequest(`${baseURL}${path}`, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, keepAlive: String(answer.headers['keep-alive'] ?? ''), reused: sent.reusedSocket }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Seconds from the shipped upstream's `keepalive_timeout` (nginx's default unit is seconds). */
function upstreamIdleSeconds(file: string): number {
  const value = /upstream siyana_app \{[^}]*keepalive_timeout (\d+)s?;/.exec(readFileSync(file, 'utf8'));
  expect(value, `${file}: keepalive_timeout in the upstream`).not.toBeNull();
  return Number(value![1]);
}

test('a connection idle for longer than Node’s default 5 s still carries the next request', { timeout: 20_000 }, async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, '/api/health');
    expect(first.status).toBe(200);
    // The app says how long it keeps the connection: longer than every shipped proxy keeps its own.
    const seconds = Number(/timeout=(\d+)/.exec(first.keepAlive)?.[1]);
    for (const file of ['deploy/nginx/siyana.conf', 'deploy/nginx/compose.conf']) expect(seconds).toBeGreaterThan(upstreamIdleSeconds(file));
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get(agent, '/privacy');
    expect(second).toMatchObject({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
