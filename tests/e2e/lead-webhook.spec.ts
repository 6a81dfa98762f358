/**
 * The CRM webhook through the production server, against a real receiver started by the test:
 * SQLite: the receiver is down while 50 leads come in; the server is stopped with every delivery
 * pending and started again; the receiver comes back: 50 deliveries, each lead once, signed. Then the
 * staff log shows it all, and "retry now" sends a delivery the receiver had refused.
 * (Two instances on one PostgreSQL schema, no browser: tests/http/lead-webhook.test.ts.)
 * Figures are printed as `[lead-webhook] ...` lines.
 */
import { expect, test } from '@playwright/test';
import { startReceiver } from '../support/webhook-receiver';
import { freePort, signIn, sqliteStore, startApp, stopApp, waitHealthy, type App, type Store } from './support/app';
import { checkReceived, everyRowSettled, everyRowTried, log, SECRET, submitLead, until, webhookSettings } from './support/lead-webhook';

test('a receiver that is down loses nothing: 50 leads, a restart, 50 deliveries, no duplicates; the staff log and retry now', async ({ page }) => {
  test.setTimeout(240_000);
  const receiver = await startReceiver(SECRET);
  await receiver.stop();
  const store: Store = sqliteStore();
  let app: App | undefined;
  try {
    app = startApp(await freePort(), store.url, undefined, webhookSettings(receiver));
    await waitHealthy(app);
    const leadIds: string[] = [];
    for (let n = 0; n < 50; n += 1) leadIds.push(await submitLead(expect, app, n));
    // The sender has failed against the closed port.
    await everyRowTried(store, 50);
    const waiting = await store.query<{ status: string; attempts: number }>('select status, attempts from webhook_deliveries');
    expect(waiting).toHaveLength(50);
    expect(waiting.every((row) => row.status === 'pending')).toBe(true);
    const attemptsWhileDown = waiting.reduce((sum, row) => sum + Number(row.attempts), 0);

    // Stopped with every delivery pending; the receiver comes back; a new server process starts.
    await stopApp(app);
    await receiver.start();
    const restarted = Date.now();
    app = startApp(await freePort(), store.url, undefined, webhookSettings(receiver));
    await waitHealthy(app);
    await until(() => receiver.accepted().size >= 50, 60_000, '50 deliveries');
    const drainMs = Date.now() - restarted;
    await everyRowSettled(store, 50);
    expect(checkReceived(expect, receiver, leadIds)).toBe(50);
    const rows = await store.query<{ status: string; attempts: number; last_status_code: number }>('select status, attempts, last_status_code from webhook_deliveries');
    expect(rows.every((row) => row.status === 'delivered' && Number(row.last_status_code) === 200)).toBe(true);
    const attempts = rows.reduce((sum, row) => sum + Number(row.attempts), 0);
    log(`SQLite, receiver down, restart: 50 leads, 50 deliveries, 0 duplicates, ${receiver.received.length} requests received, ${attemptsWhileDown} attempts while down, ${attempts} attempts in all, drained ${drainMs} ms after the restart (incl. start-up)`);

    // The receiver refuses one lead (422): given up at once, shown in the staff log with "retry now".
    receiver.respondWith(() => 422);
    const refusedLead = await submitLead(expect, app, 50);
    await until(async () => (await store.query<{ status: string }>('select status from webhook_deliveries where lead_id = ?', [refusedLead]))[0]?.status === 'failed', 20_000, 'the refused delivery');
    receiver.respondWith(() => 200);

    const [name, value] = (await signIn(app)).split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: app.base }]);
    await page.goto(`${app.base}/admin/webhooks`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسليم العملاء المحتملين إلى نظام CRM');
    await expect(page.locator('[data-webhook-configured="yes"]')).toContainText(`127.0.0.1:${receiver.port}`);
    await expect(page.locator('body')).not.toContainText(SECRET);
    await expect(page.locator('tbody tr')).toHaveCount(51);
    await page.getByRole('link', { name: /متوقف/ }).click();
    await expect(page).toHaveURL(/status=failed/);
    const failedRow = page.locator('tbody tr');
    await expect(failedRow).toHaveCount(1);
    await expect(failedRow).toContainText('422');
    const retry = failedRow.getByRole('button', { name: 'أعد المحاولة الآن' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('جُدولت المحاولة، وستُرسَل خلال لحظات.', { exact: true })).toBeVisible();
    await until(() => receiver.accepted().size === 51, 20_000, 'the retried delivery');
    await page.goto(`${app.base}/admin/webhooks?status=delivered`);
    await expect(page.locator('tbody tr')).toHaveCount(51);
    expect(checkReceived(expect, receiver, [...leadIds, refusedLead])).toBe(51);
    const audit = await store.query<{ action: string; details: string }>("select action, details from audit_log where action = 'webhook.retry'");
    expect(audit).toEqual([{ action: 'webhook.retry', details: JSON.stringify({ previous: 'failed', attempts: 1 }) }]);
  } finally {
    await stopApp(app);
    await receiver.stop();
    await store.close();
  }
});
