import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The settings are read once, when src/env.ts is first imported: set them before any import.
vi.hoisted(() => {
  vi.stubEnv('PUBLIC_FORM_LIMIT', '3');
  vi.stubEnv('SIGN_IN_LIMIT', '2');
  vi.stubEnv('TRUSTED_PROXIES', '1');
});

const { POST: login } = await import('@/app/api/admin/login/route');
const { upsertAdmin } = await import('@/server/auth/admins');
const { POST: subscribe } = await import('@/app/api/newsletter/route');
const { POST: submitQuestion } = await import('@/app/api/questions/route');
const { NEWSLETTER_LIMIT } = await import('@/server/newsletter/subscriptions');
const { QUESTION_LIMIT } = await import('@/server/forms/questions');
const { databaseKinds } = await import('../support/databases');
const { createRouteDatabase } = await import('../support/route-database');
type TestDatabase = Awaited<ReturnType<typeof createRouteDatabase>>;

function post(path: string, body: unknown, forwardedFor: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  });
}

const question = { category: 'integration', question: 'Can Siyana read our BMS alarms and open work orders from them?', email: 'khalid@example.sa', locale: 'en' };

afterAll(() => vi.unstubAllEnvs());

describe('settings validation', () => {
  it('refuses a TRUSTED_PROXIES, PUBLIC_FORM_LIMIT or SIGN_IN_LIMIT that does not parse', async () => {
    for (const [name, value] of [['TRUSTED_PROXIES', 'nginx'], ['TRUSTED_PROXIES', '10.0.0.0/40'], ['PUBLIC_FORM_LIMIT', '0'], ['PUBLIC_FORM_LIMIT', 'ten'], ['SIGN_IN_LIMIT', '-1']] as const) {
      vi.resetModules();
      vi.stubEnv(name, value);
      await expect(import('@/env'), `${name}=${value}`).rejects.toThrow();
      vi.stubEnv(name, name === 'TRUSTED_PROXIES' ? '1' : name === 'SIGN_IN_LIMIT' ? '2' : '3');
    }
  });
});

describe.each(databaseKinds)('limits from the settings on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await upsertAdmin(database.db, 'manager', 'correct horse battery staple');
  });
  afterAll(async () => database.drop());

  it('PUBLIC_FORM_LIMIT replaces each form’s own limit', async () => {
    expect([NEWSLETTER_LIMIT.points, QUESTION_LIMIT.points]).toEqual([20, 10]);
    const newsletter = (n: number) => subscribe(post('/api/newsletter', { email: `n${n}@example.sa`, subscriptionType: 'blog', locale: 'en' }, '198.51.100.10'));
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await newsletter(n)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('with TRUSTED_PROXIES=1 the entry the proxy appended is the client: forged entries before it do not escape the limit', async () => {
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await submitQuestion(post('/api/questions', question, `10.66.0.${n}, 203.0.113.20`))).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another client behind the same proxy has its own count.
    expect((await submitQuestion(post('/api/questions', question, '203.0.113.21'))).status).toBe(201);
  });

  it('SIGN_IN_LIMIT sets the failures that lock a username+address pair', async () => {
    const attempt = (password: string) => login(post('/api/admin/login', { username: 'manager', password }, `198.51.100.30`));
    expect((await attempt('wrong one')).status).toBe(401);
    expect((await attempt('wrong two')).status).toBe(401);
    const locked = await attempt('correct horse battery staple');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });
});
