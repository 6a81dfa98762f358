/**
 * The CRM webhook's test harness, shared by the browser test (tests/e2e/lead-webhook.spec.ts: SQLite, a
 * restart, the staff log) and the HTTP one (tests/http/lead-webhook.test.ts: two instances on PostgreSQL):
 * leads sent to a server of the test's own, waits on the outbox, and the receiver's view of it. `expect`
 * is the caller's (Playwright's or Vitest's: the same matchers).
 */
import { defaultFreeSlots } from '../../support/default-slots';
import type { Receiver } from '../../support/webhook-receiver';
import type { App, Store } from './app';
import { phoneOf } from './hostile';

type Expect = (actual: unknown, message?: string) => { toBe(expected: unknown): void; toEqual(expected: unknown): void };

export const SECRET = 'e2e-webhook-secret-0123456789abcdef';
export const log = (line: string) => console.log(`[lead-webhook] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Distinct free slots of the fresh server's demo calendar (one host): one per short-form lead. */
const slots = defaultFreeSlots(200);
const forms = [
  { path: '/api/demo-request', body: (n: number) => ({ name: `Lead ${n}`, email: `lead-${n}@example.sa`, phone: phoneOf(`lead-${n}@example.sa`), companySize: '51-200', moduleInterest: 'ic', slotStart: slots[n]!, locale: 'en', utmSource: 'e2e' }) },
  { path: '/api/detailed-demo-request', body: (n: number) => ({ name: `عميل ${n}`, email: `detailed-${n}@example.sa`, phone: '0551234567', company: 'Qahtani Towers', industry: 'hospitality', facilitySize: 'enterprise', currentSoftware: 'Excel', interestedSolutions: ['ppm'], budget: '500k-1m', timeline: '6months', locale: 'ar' }) },
  { path: '/api/questions', body: (n: number) => ({ category: 'integration', question: `Question ${n}: does Siyana talk to our CRM?`, email: `q-${n}@example.sa`, locale: 'en' }) },
];

let address = 0;
export async function submitLead(expect: Expect, app: App, n: number): Promise<string> {
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

export function webhookSettings(receiver: Receiver): Record<string, string> {
  return { LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET, LEADS_WEBHOOK_RETRY_BASE_MS: '300', LEADS_WEBHOOK_TIMEOUT_MS: '5000' };
}

/** Every delivery row has been tried at least once (against a receiver that is down). */
export async function everyRowTried(store: Store, rows: number) {
  await until(async () => (await store.query('select id from webhook_deliveries where attempts > 0')).length === rows, 30_000, `${rows} rows tried`);
}

/** Every delivery row delivered and no sender holding one: nothing more can be sent. */
export async function everyRowSettled(store: Store, rows: number) {
  await until(async () => (await store.query("select id from webhook_deliveries where status = 'delivered' and locked_until is null")).length === rows, 30_000, `${rows} rows delivered`);
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Each lead's deliveries as the receiver saw them: every lead id once, every request signed. */
export function checkReceived(expect: Expect, receiver: Receiver, leadIds: string[]) {
  const accepted = receiver.received.filter((request) => request.answer === 200);
  const leadsSent = accepted.map((request) => (JSON.parse(request.body) as { lead: { id: string } }).lead.id);
  expect(receiver.received.every((request) => request.signatureValid)).toBe(true);
  expect(new Set(leadsSent).size).toBe(leadsSent.length);
  expect([...leadsSent].sort()).toEqual([...leadIds].sort());
  expect(new Set(accepted.map((request) => request.delivery)).size).toBe(accepted.length);
  return accepted.length;
}
