import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATCH as setLanguage } from '@/app/api/admin/account/language/route';
import { GET as signInLanguage } from '@/app/api/admin/language/route';
import { POST as login } from '@/app/api/admin/login/route';
import { GET as me } from '@/app/api/admin/me/route';
import { PATCH as patchLead } from '@/app/api/admin/leads/[id]/route';
import { auditWords, leadActivityWords, staffNames } from '@/server/staff/audit-words';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, readSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { recordAudit } from '@/server/staff/audit-log';
import { createStaff } from '@/server/staff/accounts';
import { STAFF_LANGUAGE_COOKIE, staffLocaleOf, staffTranslator } from '@/server/staff/language';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const PASSWORD = 'a long staff password 1';
const HOST = 'localhost:3000';

function request(path: string, { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { host: HOST, 'x-forwarded-for': '203.0.113.90', origin: `http://${HOST}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return new Request(`http://${HOST}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** An Arabic letter: an English answer has none. */
const ARABIC = /[\u0600-\u06FF]/;

describe.each(databaseKinds)('staff language on %s', (kind) => {
  let database: TestDatabase;
  let saraId: string;
  let saraCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
    await upsertAdmin(database.db, 'sara', PASSWORD, 'admin');
    saraId = (await findAdminByUsername(database.db, 'sara'))!.id;
    saraCookie = `${SESSION_COOKIE}=${(await createSession(database.db, saraId)).token}`;
  });
  afterAll(async () => {
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = undefined;
    await database.drop();
  });

  it('gives every account, old and new, Arabic until it chooses', async () => {
    const created = await createStaff(database.db, { username: 'omar', role: 'editor', password: PASSWORD });
    expect(created.ok).toBe(true);
    const rows = await database.db.selectFrom('admins').select(['username', 'locale']).orderBy('username').execute();
    expect(rows).toEqual([
      { username: 'omar', locale: 'ar' },
      { username: 'sara', locale: 'ar' },
    ]);
    expect(await staffLocaleOf(database.db, saraId)).toBe('ar');
    expect(await staffLocaleOf(database.db, 'no-such-account')).toBe('ar');
  });

  it('stores the choice on the account, answers in the new language, audits it, and the session carries it', async () => {
    const response = await setLanguage(request('/api/admin/account/language', { method: 'PATCH', body: { locale: 'en' }, cookie: saraCookie }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe(staffTranslator('en', 'StaffLanguage')('account.saved'));
    expect(response.headers.get('set-cookie')).toContain(`${STAFF_LANGUAGE_COOKIE}=en`);
    expect(await staffLocaleOf(database.db, saraId)).toBe('en');
    expect((await readSession(database.db, saraCookie.split('=')[1]))?.locale).toBe('en');
    const audit = await database.db.selectFrom('audit_log').select(['action', 'actor_id', 'details']).where('action', '=', 'account.language').execute();
    expect(audit).toEqual([{ action: 'account.language', actor_id: saraId, details: JSON.stringify({ language: 'en' }) }]);
    // Saving the same language again changes nothing and logs nothing.
    expect((await setLanguage(request('/api/admin/account/language', { method: 'PATCH', body: { locale: 'en' }, cookie: saraCookie }))).status).toBe(200);
    expect(await database.db.selectFrom('audit_log').select('id').where('action', '=', 'account.language').execute()).toHaveLength(1);
  });

  it('refuses anything but Arabic or English with a message in the account’s language, storing nothing', async () => {
    for (const body of [{ locale: 'fr' }, { locale: 'EN' }, {}, { locale: 'en', extra: 1 }]) {
      const response = await setLanguage(request('/api/admin/account/language', { method: 'PATCH', body, cookie: saraCookie }));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { message } = await response.json();
      expect(message).toBe('Choose Arabic or English.');
    }
    expect(await staffLocaleOf(database.db, saraId)).toBe('en');
    expect((await setLanguage(request('/api/admin/account/language', { method: 'PATCH', body: { locale: 'ar' } }))).status).toBe(401);
  });

  it('answers the staff API in the account’s language: English for sara, Arabic for omar', async () => {
    const omarId = (await findAdminByUsername(database.db, 'omar'))!.id;
    const omarCookie = `${SESSION_COOKIE}=${(await createSession(database.db, omarId)).token}`;
    const asSara = await (await patchLead(request('/api/admin/leads/x', { method: 'PATCH', body: { status: 'bogus' }, cookie: saraCookie }), { params: Promise.resolve({ id: 'x' }) })).json();
    expect(asSara.message).toBe(staffTranslator('en')('leads.api.invalidUpdate'));
    expect(asSara.message).not.toMatch(ARABIC);
    // An editor is refused leads: in Arabic, omar's language.
    const asOmar = await (await patchLead(request('/api/admin/leads/x', { method: 'PATCH', body: { status: 'won' }, cookie: omarCookie }), { params: Promise.resolve({ id: 'x' }) })).json();
    expect(asOmar.message).toBe(staffTranslator('ar')('api.forbidden'));
    expect(asOmar.message).toMatch(ARABIC);
    expect((await me(request('/api/admin/me', { cookie: saraCookie }))).status).toBe(200);
  });

  it('signs in with the sign-in page’s language, then hands the browser the account’s', async () => {
    const refused = await login(request('/api/admin/login', { method: 'POST', body: { username: 'sara', password: 'wrong password here' }, cookie: `${STAFF_LANGUAGE_COOKIE}=en` }));
    expect((await refused.json()).message).toBe(staffTranslator('en')('login.invalid'));
    const refusedArabic = await login(request('/api/admin/login', { method: 'POST', body: { username: 'sara', password: 'wrong password again' } }));
    expect((await refusedArabic.json()).message).toBe(staffTranslator('ar')('login.invalid'));
    const signedIn = await login(request('/api/admin/login', { method: 'POST', body: { username: 'sara', password: PASSWORD } }));
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).message).toBe(staffTranslator('en')('login.success'));
    expect(signedIn.headers.getSetCookie().some((cookie) => cookie.startsWith(`${STAFF_LANGUAGE_COOKIE}=en`))).toBe(true);
  });

  it('switches the sign-in page by a link that sets a cookie and returns only to the sign-in page', async () => {
    const english = signInLanguage(request('/api/admin/language?to=en&next=%2Fadmin%2Flogin%3Fnext%3D%252Fadmin%252Fleads'));
    expect(english.status).toBe(303);
    expect(english.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fleads');
    expect(english.headers.get('set-cookie')).toContain(`${STAFF_LANGUAGE_COOKIE}=en`);
    const elsewhere = signInLanguage(request('/api/admin/language?to=xx&next=https%3A%2F%2Fevil.example%2F'));
    expect(elsewhere.headers.get('location')).toBe('/admin/login');
    expect(elsewhere.headers.get('set-cookie')).toContain(`${STAFF_LANGUAGE_COOKIE}=ar`);
  });

  it('reads the stored audit log in words with the names of today’s accounts, on this database', async () => {
    const omarId = (await findAdminByUsername(database.db, 'omar'))!.id;
    await recordAudit(database.db, { actor: { id: saraId, username: 'sara' }, action: 'lead.owner', targetKind: 'lead', targetId: 'lead-1', details: { ownerId: omarId } });
    await recordAudit(database.db, { actor: { id: saraId, username: 'sara' }, action: 'lead.status', targetKind: 'lead', targetId: 'lead-1', details: { status: 'contacted' } });
    const names = await staffNames(database.db);
    const entries = await database.db.selectFrom('audit_log').selectAll().where('target_id', '=', 'lead-1').orderBy('action').execute();
    expect(entries.map((entry) => auditWords(entry, names, 'en').sentence)).toEqual(['sara assigned a lead to omar', 'sara changed a lead’s status to Contacted']);
    expect(entries.map((entry) => auditWords(entry, names, 'ar').sentence)).toEqual(['sara: إسناد عميل محتمل إلى omar', 'sara: تغيير حالة عميل محتمل إلى «تم التواصل»']);
    // omar's account is removed: his id no longer names anyone.
    await database.db.deleteFrom('admins').where('id', '=', omarId).execute();
    expect(auditWords(entries[0]!, await staffNames(database.db), 'en').sentence).toBe('sara assigned a lead to a removed account');
    expect(leadActivityWords({ kind: 'owner', actor_id: omarId, actor_name: null, from_value: null, to_value: 'sara' }, await staffNames(database.db), 'en')).toBe('a removed account assigned the lead to sara');
  });
});
