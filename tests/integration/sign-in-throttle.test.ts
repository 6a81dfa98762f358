import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { upsertAdmin } from '@/server/auth/admins';
import { ACCOUNT_RULE, PAIR_RULE, USERNAME_RULE, usernameDelaySeconds } from '@/server/auth/login-throttle';
import { DEVICE_COOKIE } from '@/server/auth/device-cookie';
import { alertAccountOwner } from '@/server/auth/sign-in-alert';
import { startSmtpServer } from '../support/smtp';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

// The real argon2id, counted: a test can see how many passwords were checked.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

const PASSWORD = 'correct horse battery staple';

let addressCounter = 0;
/** A new address each time, as an attacker rotating addresses (or the owner on another network) would come. */
const newAddress = () => `10.77.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

function attempt(username: string, password: string, ip = newAddress(), cookie?: string) {
  return login(new Request('http://localhost:3000/api/admin/login', {
    method: 'POST',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username, password }),
  }));
}

/** The device cookie a successful sign-in set (`name=value`), as the browser sends it back. */
function deviceCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  expect(cookie, 'device cookie').toBeTruthy();
  expect(cookie).toMatch(/Path=\/api\/admin\/login/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Strict/i);
  return cookie!.split(';')[0]!;
}

describe('usernameDelaySeconds', () => {
  it('is free up to the threshold, then doubles from 2 s up to the cap', () => {
    expect([0, 1, USERNAME_RULE.free].map(usernameDelaySeconds)).toEqual([0, 0, 0]);
    const after = Array.from({ length: 8 }, (_, n) => usernameDelaySeconds(USERNAME_RULE.free + 1 + n));
    expect(after).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    expect(usernameDelaySeconds(10_000)).toBe(USERNAME_RULE.maxDelaySeconds);
  });
});

describe.each(databaseKinds)('sign-in limits on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
    await upsertAdmin(database.db, 'manager', PASSWORD);
    await upsertAdmin(database.db, 'editor', PASSWORD);
    await upsertAdmin(database.db, 'racer', PASSWORD);
    await upsertAdmin(database.db, 'owner', PASSWORD);
  });
  afterAll(async () => {
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = undefined;
    await database.drop();
  });

  /** Ends the delay of one address (or of every address) for a username, as if its seconds had passed. */
  const endDelay = (ip = '%') => sql`update rate_limits set expire = ${Date.now() - 1000} where key like ${`login-pair-delay:%|${ip}`}`.execute(database.db);
  const failedAudits = async () => Number((await database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('action', '=', 'session.sign-in-failed').executeTakeFirstOrThrow()).n);

  it('checks at most the limit of 40 concurrent wrong guesses for one username from one address', async () => {
    const ip = `198.51.100.${kind === 'sqlite' ? 40 : 41}`;
    const auditsBefore = await failedAudits();
    vi.mocked(verify).mockClear();
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => attempt('racer', `guess ${n}`, ip)));
    const checked = vi.mocked(verify).mock.calls.length;
    const statuses = responses.map((response) => response.status);
    console.info(`[sign-in race ${kind}] 40 concurrent guesses: ${checked} passwords checked, ${statuses.filter((s) => s === 429).length} refused`);
    expect(checked).toBe(PAIR_RULE.points);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PAIR_RULE.points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - PAIR_RULE.points);
    expect((await failedAudits()) - auditsBefore).toBe(PAIR_RULE.points);
    // The pair is locked for 15 minutes, the right password included; another address is not.
    const locked = await attempt('racer', PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await attempt('racer', PASSWORD)).status).toBe(200);
  });

  it('lets the owner sign in from a new address while an attacker fails from rotating ones', async () => {
    // A burst from one address (locked after five), then failures from many addresses: the username is under attack.
    const burst = '192.0.2.200';
    for (let n = 0; n < 8; n++) await attempt('manager', `burst ${n}`, burst);
    for (let n = 0; n < USERNAME_RULE.free + 2; n++) expect((await attempt('manager', `rotating ${n}`)).status).toBe(401);

    // Round after round, one more failure from a new address, then the owner from a new address: always in.
    const owner: number[] = [];
    for (let round = 0; round < 12; round++) {
      expect((await attempt('manager', `round ${round}`)).status).toBe(401);
      owner.push((await attempt('manager', PASSWORD)).status);
    }
    expect(owner).toEqual(Array(12).fill(200));
    expect((await attempt('manager', PASSWORD, burst)).status).toBe(429);
  });

  it('makes a failing address wait (only that address, and no longer for others’ failures)', async () => {
    // Still under attack from the previous test. A failure makes its own address wait, up to a minute.
    const typo = '203.0.113.150';
    expect((await attempt('manager', 'a typo', typo)).status).toBe(401);
    const slowed = await attempt('manager', PASSWORD, typo);
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(USERNAME_RULE.maxDelaySeconds);
    expect((await slowed.json()).message).toMatch(/ثانية/);
    // Attempts while waiting are refused without a check and do not lengthen the wait.
    vi.mocked(verify).mockClear();
    for (let n = 0; n < 3; n++) expect((await attempt('manager', 'while waiting', typo)).status).toBe(429);
    expect(vi.mocked(verify)).not.toHaveBeenCalled();
    // Others keep failing; the waiting address's wait is its own and ends as it said.
    for (let n = 0; n < 3; n++) expect((await attempt('manager', `others ${n}`)).status).toBe(401);
    expect(Number((await attempt('manager', PASSWORD, typo)).headers.get('retry-after'))).toBeLessThanOrEqual(wait);
    await endDelay(typo);
    expect((await attempt('manager', PASSWORD, typo)).status).toBe(200);
    // Another username is not affected.
    expect((await attempt('editor', PASSWORD)).status).toBe(200);
  });

  it('caps the wait at a minute however many failures there were', async () => {
    await sql`update rate_limits set points = ${500} where key = ${'login-user:manager'}`.execute(database.db);
    const ip = '203.0.113.151';
    expect((await attempt('manager', 'yet another guess', ip)).status).toBe(401);
    const capped = await attempt('manager', PASSWORD, ip);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(capped.headers.get('retry-after'))).toBeLessThanOrEqual(USERNAME_RULE.maxDelaySeconds);
    expect((await attempt('manager', PASSWORD)).status).toBe(200);
    await endDelay(ip);
    expect((await attempt('manager', PASSWORD, ip)).status).toBe(200);
  });

  it('checks at most 100 passwords an hour for one account across all addresses; a browser that signed in before still signs in, and the owner is told once', async () => {
    // The owner signs in once from their own browser: it gets the account's device cookie.
    const signedIn = await attempt('owner', PASSWORD, '192.0.2.31');
    expect(signedIn.status).toBe(200);
    const device = deviceCookieOf(signedIn);
    // Guesses from 150 addresses, ten at a time: exactly 100 passwords checked (the owner's own sign-in
    // does not count), the rest refused unchecked.
    vi.mocked(verify).mockClear();
    const statuses: number[] = [];
    for (let wave = 0; wave < 15; wave++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => attempt('owner', `spread ${wave}-${n}`)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    console.info(`[sign-in spread ${kind}] 150 guesses from 150 addresses: ${vi.mocked(verify).mock.calls.length} passwords checked`);
    expect(vi.mocked(verify).mock.calls.length).toBe(ACCOUNT_RULE.points);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_RULE.points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - ACCOUNT_RULE.points);
    // A new browser, even with the right password, is refused for the rest of the hour; in Arabic by default.
    const stranger = await attempt('owner', PASSWORD);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
    expect((await stranger.json()).message).toMatch(/متصفح سبق أن دخلت منه/);
    // The owner's browser signs in, from any address; a forged or other account's cookie does not help.
    expect((await attempt('owner', PASSWORD, newAddress(), device)).status).toBe(200);
    expect((await attempt('owner', PASSWORD, newAddress(), `${device.slice(0, -2)}xx`)).status).toBe(429);
    const editorDevice = deviceCookieOf(await attempt('editor', PASSWORD));
    expect((await attempt('owner', PASSWORD, newAddress(), editorDevice.replace(/^[^=]+=/, `${DEVICE_COOKIE}=`))).status).toBe(429);
    // Other accounts are not affected.
    expect((await attempt('editor', PASSWORD)).status).toBe(200);

    // The owner's e-mail: one per hour, in the account's language, at its notice address.
    const smtp = await startSmtpServer();
    try {
      await database.db.updateTable('admins').set({ notify_email: 'owner@siyana.test', locale: 'en' }).where('username', '=', 'owner').execute();
      const settings = { smtpUrl: smtp.url, to: 'leads@siyana.test', from: 'Siyana <noreply@siyana.test>' };
      expect(await alertAccountOwner(database, 'owner', 3000, settings)).toBe(true);
      expect(await alertAccountOwner(database, 'owner', 2990, settings)).toBe(false);
      expect(await alertAccountOwner(database, 'nobody-here', 3000, settings)).toBe(false);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['owner@siyana.test']);
      expect(mail!.headers.subject).toContain('owner');
      expect(mail!.body).toContain('more than 100 passwords');
      expect(mail!.body).toContain('Riyadh time, UTC+3');
    } finally {
      await smtp.close();
    }
  });

  it('forgets the username’s failures after 15 minutes', async () => {
    await sql`update rate_limits set expire = ${Date.now() - 1000} where key like 'login-user%'`.execute(database.db);
    const ip = '203.0.113.152';
    expect((await attempt('manager', 'fresh guess', ip)).status).toBe(401);
    expect((await attempt('manager', PASSWORD, ip)).status).toBe(200);
  });
});
