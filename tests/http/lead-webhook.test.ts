/**
 * The CRM webhook on PostgreSQL, no browser (moved from tests/e2e/lead-webhook.spec.ts, issue 48): two
 * instances of the production server on one schema drain the same outbox while a real receiver comes
 * back, and no lead is sent twice. (SQLite, a restart and the staff log: tests/e2e/lead-webhook.spec.ts.)
 * Figures are printed as `[lead-webhook] ...` lines.
 */
import { expect, test } from 'vitest';
import { startReceiver } from '../support/webhook-receiver';
import { freePort, postgresStore, startApp, stopApp, waitHealthy, type App } from '../e2e/support/app';
import { checkReceived, everyRowSettled, everyRowTried, log, SECRET, submitLead, until, webhookSettings } from '../e2e/support/lead-webhook';

test('two instances on one PostgreSQL schema never send a lead twice', { timeout: 240_000 }, async () => {
    const receiver = await startReceiver(SECRET);
  await receiver.stop();
  const store = await postgresStore();
  const apps: App[] = [];
  try {
    apps.push(startApp(await freePort(), store.url, undefined, webhookSettings(receiver)));
    await waitHealthy(apps[0]!);
    apps.push(startApp(await freePort(), store.url, undefined, webhookSettings(receiver)));
    await waitHealthy(apps[1]!);
    const leadIds: string[] = [];
    for (let n = 0; n < 50; n += 1) leadIds.push(await submitLead(expect, apps[n % 2]!, n));
    await everyRowTried(store, 50);
    const back = Date.now();
    await receiver.start();
    await until(() => receiver.accepted().size >= 50, 60_000, '50 deliveries');
    const drainMs = Date.now() - back;
    // Both instances keep polling: anything either sent twice has arrived once every row is settled.
    await everyRowSettled(store, 50);
    expect(checkReceived(expect, receiver, leadIds)).toBe(50);
    const rows = await store.query<{ status: string; attempts: number }>('select status, attempts from webhook_deliveries');
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    const attempts = rows.reduce((sum, row) => sum + Number(row.attempts), 0);
    log(`PostgreSQL, two instances: 50 leads, 50 deliveries, 0 duplicates, ${receiver.received.length} requests received, ${attempts} attempts in all, drained ${drainMs} ms after the receiver came back`);
  } finally {
    for (const app of apps) await stopApp(app);
    await receiver.stop();
    await store.close();
  }
});
