import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { upsertAdmin } from '@/server/auth/admins';
import { USERNAME_RULE, usernameDelaySeconds } from '@/server/auth/login-throttle';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const PASSWORD = 'correct horse battery staple';

let addressCounter = 0;
/** Every attempt from a new address, as an attacker rotating addresses would send them. */
function attempt(username: string, password: string, ip = `10.77.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`) {
  return login(new Request('http://localhost:3000/api/admin/login', {
    method: 'POST',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username, password }),
  }));
}

describe('usernameDelaySeconds', () => {
  it('is free up to the threshold, then doubles from 2 s up to the cap', () => {
    expect([0, 1, USERNAME_RULE.free].map(usernameDelaySeconds)).toEqual([0, 0, 0]);
    const after = Array.from({ length: 8 }, (_, n) => usernameDelaySeconds(USERNAME_RULE.free + 1 + n));
    expect(after).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    expect(usernameDelaySeconds(10_000)).toBe(USERNAME_RULE.maxDelaySeconds);
  });
});

describe.each(databaseKinds)('per-username sign-in slowdown on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
    await upsertAdmin(database.db, 'manager', PASSWORD);
    await upsertAdmin(database.db, 'editor', PASSWORD);
  });
  afterAll(async () => {
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = undefined;
    await database.drop();
  });

  const endDelay = () => sql`update rate_limits set expire = ${Date.now() - 1000} where key like 'login-user-delay:%'`.execute(database.db);

  it('slows a username that fails from many addresses, without locking the real staff out', async () => {
    // The free failures, each from another address: no address reaches its own lock.
    for (let n = 0; n < USERNAME_RULE.free; n++) expect((await attempt('manager', `guess ${n}`)).status).toBe(401);
    // The next failure starts the delay.
    expect((await attempt('Manager ', 'guess 10')).status).toBe(401);

    // Now every attempt for the username waits, from any address, even with the right password.
    const slowed = await attempt('manager', PASSWORD);
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    expect((await slowed.json()).message).toMatch(/ثانية/);
    // Rejected attempts do not count: the delay does not grow while it runs.
    for (let n = 0; n < 5; n++) expect((await attempt('manager', 'while waiting')).status).toBe(429);

    // Another username is not affected.
    expect((await attempt('editor', PASSWORD)).status).toBe(200);

    // Each further failure doubles the wait.
    await endDelay();
    expect((await attempt('manager', 'guess 11')).status).toBe(401);
    const longer = Number((await attempt('manager', PASSWORD)).headers.get('retry-after'));
    expect(longer).toBeGreaterThan(2);
    expect(longer).toBeLessThanOrEqual(4);

    // Once the short wait is over, the real password signs in.
    await endDelay();
    expect((await attempt('manager', PASSWORD)).status).toBe(200);
  });

  it('caps the wait at a minute however many failures there were', async () => {
    await sql`update rate_limits set points = ${500} where key = ${'login-user:manager'}`.execute(database.db);
    await endDelay();
    expect((await attempt('manager', 'yet another guess')).status).toBe(401);
    const capped = await attempt('manager', PASSWORD);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(capped.headers.get('retry-after'))).toBeLessThanOrEqual(USERNAME_RULE.maxDelaySeconds);
    await endDelay();
    expect((await attempt('manager', PASSWORD)).status).toBe(200);
  });

  it('forgets the username’s failures after 15 minutes', async () => {
    await sql`update rate_limits set expire = ${Date.now() - 1000} where key like 'login-user%'`.execute(database.db);
    expect((await attempt('manager', 'fresh guess')).status).toBe(401);
    expect((await attempt('manager', PASSWORD)).status).toBe(200);
  });
});
