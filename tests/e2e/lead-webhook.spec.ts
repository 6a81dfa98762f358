/**
 * The CRM webhook through the production server, against a real receiver started by the test:
 * - SQLite: the receiver is down while 50 leads come in; the server is stopped with every delivery
 *   pending and started again; the receiver comes back: 50 deliveries, each lead once, signed. Then the
 *   staff log shows it all, and "retry now" sends a delivery the receiver had refused.
 * - PostgreSQL: two instances on one schema drain the same outbox: no lead is sent twice.
 * Figures are printed as `[lead-webhook] ...` lines.
 */
import { expect, test } from '@playwright/test';
import { defaultFreeSlots } from '../support/default-slots';
import { startReceiver, type Receiver } from '../support/webhook-receiver';
import { freePort, postgresStore, signIn, sqliteStore, startApp, stopApp, waitHealthy, type App, type Store } from './support/app';

const SECRET = 'e2e-webhook-secret-0123456789abcdef';
const log = (line: string) => console.log(`[lead-webhook] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Distinct free slots of the fresh server's demo calendar (one host): one per short-form lead. */
const slots = defaultFreeSlots(200);
const forms = [
  { path: '/api/demo-request', body: (n: number) => ({ name: `Lead ${n}`, email: `lead-${n}@example.sa`, phone: '+966 55 123 4567', companySize: '51-200', moduleInterest: 'ic', slotStart: slots[n]!, locale: 'en', utmSource: 'e2e' }) },
  { path: '/api/detailed-demo-request', body: (n: number) => ({ name: `عميل ${n}`, email: `detailed-${n}@example.sa`, phone: '0551234567', company: 'Qahtani Towers', industry: 'hospitality', facilitySize: 'enterprise', currentSoftware: 'Excel', interestedSolutions: ['ppm'], budget: '500k-1m', timeline: '6months', locale: 'ar' }) },
  { path: '/api/questions', body: (n: number) => ({ category: 'integration', question: `Question ${n}: does Siyana talk to our CRM?`, email: `q-${n}@example.sa`, locale: 'en' }) },
];

let address = 0;
async function submitLead(app: App, n: number): Promise<string> {
  const form = forms[n % forms.length]!;
  address += 1;
  const response = await fetch(`${app.base}${form.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${address >> 8}.${address & 255}` },
    body: JSON.stringify(form.body(n)),
    signal: AbortSignal.timeout(20_000),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function webhookSettings(receiver: Receiver): Record<string, string> {
  return { LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET, LEADS_WEBHOOK_RETRY_BASE_MS: '300', LEADS_WEBHOOK_TIMEOUT_MS: '5000' };
}

/** Every delivery row has been tried at least once (against a receiver that is down). */
async function everyRowTried(store: Store, rows: number) {
  await until(async () => (await store.query('select id from webhook_deliveries where attempts > 0')).length === rows, 30_000, `${rows} rows tried`);
}

/** Every delivery row delivered and no sender holding one: nothing more can be sent. */
async function everyRowSettled(store: Store, rows: number) {
  await until(async () => (await store.query("select id from webhook_deliveries where status = 'delivered' and locked_until is null")).length === rows, 30_000, `${rows} rows delivered`);
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Each lead's deliveries as the receiver saw them: every lead id once, every request signed. */
function checkReceived(receiver: Receiver, leadIds: string[]) {
  const accepted = receiver.received.filter((request) => request.answer === 200);
  const leadsSent = accepted.map((request) => (JSON.parse(request.body) as { lead: { id: string } }).lead.id);
  expect(receiver.received.every((request) => request.signatureValid)).toBe(true);
  expect(new Set(leadsSent).size).toBe(leadsSent.length);
  expect([...leadsSent].sort()).toEqual([...leadIds].sort());
  expect(new Set(accepted.map((request) => request.delivery)).size).toBe(accepted.length);
  return accepted.length;
}

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
    for (let n = 0; n < 50; n += 1) leadIds.push(await submitLead(app, n));
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
    expect(checkReceived(receiver, leadIds)).toBe(50);
    const rows = await store.query<{ status: string; attempts: number; last_status_code: number }>('select status, attempts, last_status_code from webhook_deliveries');
    expect(rows.every((row) => row.status === 'delivered' && Number(row.last_status_code) === 200)).toBe(true);
    const attempts = rows.reduce((sum, row) => sum + Number(row.attempts), 0);
    log(`SQLite, receiver down, restart: 50 leads, 50 deliveries, 0 duplicates, ${receiver.received.length} requests received, ${attemptsWhileDown} attempts while down, ${attempts} attempts in all, drained ${drainMs} ms after the restart (incl. start-up)`);

    // The receiver refuses one lead (422): given up at once, shown in the staff log with "retry now".
    receiver.respondWith(() => 422);
    const refusedLead = await submitLead(app, 50);
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
    expect(checkReceived(receiver, [...leadIds, refusedLead])).toBe(51);
    const audit = await store.query<{ action: string; details: string }>("select action, details from audit_log where action = 'webhook.retry'");
    expect(audit).toEqual([{ action: 'webhook.retry', details: JSON.stringify({ previous: 'failed', attempts: 1 }) }]);
  } finally {
    await stopApp(app);
    await receiver.stop();
    await store.close();
  }
});

test('two instances on one PostgreSQL schema never send a lead twice', async () => {
  test.setTimeout(240_000);
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
    for (let n = 0; n < 50; n += 1) leadIds.push(await submitLead(apps[n % 2]!, n));
    await everyRowTried(store, 50);
    const back = Date.now();
    await receiver.start();
    await until(() => receiver.accepted().size >= 50, 60_000, '50 deliveries');
    const drainMs = Date.now() - back;
    // Both instances keep polling: anything either sent twice has arrived once every row is settled.
    await everyRowSettled(store, 50);
    expect(checkReceived(receiver, leadIds)).toBe(50);
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
