/**
 * Reliability of the JSON API (no browser needed; the PostgreSQL cut with its error screen:
 * tests/e2e/reliability.spec.ts):
 * - 200 concurrent newsletter subscriptions on the shared server: every 2xx stored once (hostile
 *   input: hostile-requests.test.ts);
 * - the server killed (SIGKILL) during a burst of demo requests, on its own server and database:
 *   every 2xx survives the restart, on SQLite and on PostgreSQL.
 * Figures are printed as `[reliability] ...` lines.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { freePort, postgresStore, sqliteStore, startApp, stopApp, waitHealthy, type App, type Store } from '../e2e/support/app';
import { phoneOf, pool, send, shortDemo } from '../e2e/support/hostile';
import { defaultFreeSlots } from '../support/default-slots';
import { baseURL, storedRows } from './site';

const log = (line: string) => console.log(`[reliability] ${line}`);

describe('concurrency', () => {
  test('200 concurrent newsletter subscriptions: every 2xx stored exactly once', async () => {
    {
      // On the shared server: the rows counted are this run's addresses only.
      const run = randomBytes(3).toString('hex');
      // 180 addresses, 20 of them sent twice in another letter case: a second subscription is not a second row.
      const emails = Array.from({ length: 200 }, (_, n) => (n < 180 ? `news-${run}-${n}@example.sa` : `NEWS-${run}-${n - 180}@Example.sa`));
      const answers = await Promise.all(emails.map((email) => send(baseURL, 'POST', '/api/newsletter', { email, subscriptionType: 'events', locale: 'en' }).then((answer) => ({ email, ...answer }))));
      const statuses: Record<number, number> = {};
      for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const accepted = new Set(answers.filter((answer) => answer.status >= 200 && answer.status < 300).map((answer) => answer.email.toLowerCase()));
      const rows = storedRows<{ email_normalized: string }>('select email_normalized from newsletter_subscriptions where email_normalized like ?', `news-${run}-%`);
      log(`newsletter: 200 concurrent requests; statuses ${JSON.stringify(statuses)}; ${accepted.size} distinct addresses accepted; ${rows.length} rows`);
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      // The answer is the same for a new and a known address (spec §7): every distinct address is accepted.
      expect(accepted.size).toBe(180);
      expect(rows.map((row) => row.email_normalized).sort()).toEqual([...accepted].sort());
    }
  }, 120_000);
});

/**
 * Sends `total` demo requests, 10 at a time, and kills the server (SIGKILL, the whole process
 * group) once `killAfter` of them were answered 2xx; then restarts it on the same database.
 */
async function burstKillRestart(store: Store, label: string) {
  const total = 150;
  const killAfter = 30;
  const run = randomBytes(3).toString('hex');
  // Each request books its own slot of the fresh server's calendar (one host), so every refusal is a fault.
  const slots = defaultFreeSlots(total + 1);
  let app: App | undefined = startApp(await freePort(), store.url);
  try {
    await waitHealthy(app);
    const outcomes: { email: string; status: number; id?: string }[] = [];
    let accepted = 0;
    let killed = false;
    const victim: App = app;
    const kill = () => {
      if (killed) return;
      killed = true;
      process.kill(-victim.process.pid!, 'SIGKILL');
    };
    await pool(Array.from({ length: total }, (_, n) => n), 10, async (n) => {
      const email = `burst-${run}-${n}@example.sa`;
      try {
        const answer = await send(victim.base, 'POST', '/api/demo-request', { ...shortDemo, email, phone: phoneOf(email), slotStart: slots[n] });
        outcomes.push({ email, status: answer.status, id: (answer.json as { id?: string } | undefined)?.id });
        if (answer.status >= 200 && answer.status < 300 && ++accepted >= killAfter) kill();
      } catch {
        outcomes.push({ email, status: 0 });
      }
    });
    kill();
    await stopApp(victim, 'SIGKILL');

    app = startApp(await freePort(), store.url);
    await waitHealthy(app);
    const rows = await store.query<{ id: string; email: string }>('select id, email from demo_requests where email like ?', [`burst-${run}-%`]);
    const stored = new Map(rows.map((row) => [row.id, row.email]));
    const ok = outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300);
    const statuses: Record<number, number> = {};
    for (const outcome of outcomes) statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
    log(`${label} SIGKILL during a burst: ${total} requests, statuses ${JSON.stringify(statuses)} (0 = no answer); ${rows.length} rows after restart, of which ${rows.length - ok.length} were stored but never answered`);
    expect(ok.length).toBeGreaterThanOrEqual(killAfter);
    expect(outcomes.filter((outcome) => outcome.status >= 300 && outcome.status !== 0)).toEqual([]);
    for (const outcome of ok) expect(stored.get(outcome.id!), outcome.email).toBe(outcome.email);
    expect(rows.length).toBeLessThanOrEqual(total);

    // The restarted server takes new requests.
    const after = await send(app.base, 'POST', '/api/demo-request', { ...shortDemo, email: `burst-${run}-after@example.sa`, phone: phoneOf(`burst-${run}-after@example.sa`), slotStart: slots[total] });
    expect(after.status).toBe(201);
  } finally {
    await stopApp(app);
  }
}

describe('a crash during a burst of demo requests', () => {
  test('SQLite: every 2xx survives SIGKILL and restart, the file is intact', { timeout: 180_000 }, async () => {
    const store = sqliteStore();
    try {
      await burstKillRestart(store, 'SQLite');
      expect(await store.query('pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    } finally {
      await store.close();
    }
  });

  test('PostgreSQL: every 2xx survives SIGKILL and restart', { timeout: 180_000 }, async () => {
    const store = await postgresStore();
    try {
      await burstKillRestart(store, 'PostgreSQL');
    } finally {
      await store.close();
    }
  });
});

