import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { GET as me } from '@/app/api/admin/me/route';
import { POST as changePassword } from '@/app/api/admin/account/password/route';
import { GET as readAudit } from '@/app/api/admin/audit/route';
import { POST as createPost } from '@/app/api/admin/blog/route';
import { DELETE as deletePost, PUT as updatePost } from '@/app/api/admin/blog/[id]/route';
import { DELETE as removeCover, POST as uploadCover } from '@/app/api/admin/blog/[id]/cover/route';
import { GET as listLeads } from '@/app/api/admin/leads/route';
import { PATCH as patchLead } from '@/app/api/admin/leads/[id]/route';
import { GET as exportNewsletter } from '@/app/api/admin/newsletter/route';
import { GET as listStaffRoute, POST as createStaffRoute } from '@/app/api/admin/staff/route';
import { PATCH as patchStaff } from '@/app/api/admin/staff/[id]/route';
import { staffTranslator } from '@/server/staff/language';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { recordAudit } from '@/server/staff/audit-log';
import { recordLead } from '@/server/leads/inbox';
import type { StaffRole } from '@/server/db/database';
import { changeStaff } from '@/server/staff/accounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

/** The staff area's words in its default language (every account here keeps Arabic). */
const adminText = staffTranslator('ar');

const PASSWORD = 'a long staff password 1';
const HOST = 'localhost:3000';

/**
 * Every staff route file and the least role it needs. `public`: sign-in and sign-out, open to anyone.
 * A new route file fails the first test until it is classified here.
 */
const ROUTE_ROLES: Record<string, StaffRole | 'public'> = {
  'account/language/route.ts': 'editor',
  'account/password/route.ts': 'editor',
  'audit/route.ts': 'admin',
  'blog/[id]/cover/route.ts': 'editor',
  'blog/[id]/route.ts': 'editor',
  'blog/preview/route.ts': 'editor',
  'blog/route.ts': 'editor',
  'demo-calendar/dates/route.ts': 'admin',
  'demo-calendar/hosts/route.ts': 'admin',
  'demo-calendar/route.ts': 'admin',
  'demos/[id]/route.ts': 'admin',
  'demos/release/route.ts': 'admin',
  'events/[id]/registration/route.ts': 'editor',
  'events/[id]/registrations/route.ts': 'admin',
  'events/[id]/route.ts': 'editor',
  'erasure/route.ts': 'admin',
  'events/route.ts': 'editor',
  'language/route.ts': 'public',
  'leads/[id]/notes/route.ts': 'admin',
  'leads/[id]/route.ts': 'admin',
  'leads/route.ts': 'admin',
  'leads/stats/route.ts': 'admin',
  'lead-takers/[id]/route.ts': 'admin',
  'lead-rules/route.ts': 'admin',
  'lead-rules/[id]/route.ts': 'admin',
  'login/route.ts': 'public',
  'logout/route.ts': 'public',
  'me/route.ts': 'editor',
  'newsletter/route.ts': 'admin',
  'site-facts/files/route.ts': 'editor',
  'site-facts/preview/route.ts': 'editor',
  'site-facts/publish/route.ts': 'admin',
  'site-facts/route.ts': 'editor',
  'site-facts/versions/[version]/restore/route.ts': 'admin',
  'staff/[id]/route.ts': 'admin',
  'staff/route.ts': 'admin',
  'webhooks/[id]/retry/route.ts': 'admin',
};

const API_ROOT = join(process.cwd(), 'src/app/api/admin');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

function routeFiles(): string[] {
  return readdirSync(API_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`${sep}route.ts`) || file === 'route.ts')
    .map((file) => file.split(sep).join('/'))
    .sort();
}

function request(path: string, { method = 'GET', body, cookie, ip = '203.0.113.50' }: { method?: string; body?: unknown; cookie?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { host: HOST, 'x-forwarded-for': ip };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
  return new Request(`http://${HOST}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const sessionFrom = (response: Response) => response.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`))?.[1] ?? '';
const signIn = (username: string, password: string, ip = '203.0.113.60') => login(request('/api/admin/login', { method: 'POST', body: { username, password }, ip }));

describe('the role table', () => {
  it('lists every staff route file, and no file that is gone', () => {
    expect(routeFiles()).toEqual(Object.keys(ROUTE_ROLES).sort());
  });
});

describe.each(databaseKinds)('staff roles on %s', (kind) => {
  let database: TestDatabase;
  const tokens: Record<string, string> = {};
  const idOf: Record<string, string> = {};
  const auditRows = (action: string) => database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('created_at').execute();

  async function account(username: string, role: StaffRole) {
    await upsertAdmin(database.db, username, PASSWORD, role);
    idOf[username] = (await findAdminByUsername(database.db, username))!.id;
    tokens[username] = (await createSession(database.db, idOf[username]!)).token;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
    await account('boss', 'admin');
    await account('writer', 'editor');
  });
  afterAll(async () => {
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = undefined;
    await database.drop();
  });

  it('checks the role on the server for every method of every staff route', async () => {
    let checked = 0;
    for (const [file, role] of Object.entries(ROUTE_ROLES)) {
      const handlers = (await import(/* @vite-ignore */ join(API_ROOT, file))) as Partial<Record<(typeof METHODS)[number], Handler>>;
      for (const method of METHODS) {
        const handler = handlers[method];
        if (!handler) continue;
        checked += 1;
        const call = (cookie?: string) => handler(request(`/api/admin/${file}`, { method, cookie, body: method === 'GET' ? undefined : {} }), params('00000000-0000-4000-8000-000000000000'));
        const label = `${method} ${file}`;
        if (role === 'public') {
          expect([401, 403], label).not.toContain((await call()).status);
          continue;
        }
        expect((await call()).status, `${label} without a session`).toBe(401);
        const asEditor = (await call(tokens.writer)).status;
        if (role === 'admin') expect(asEditor, `${label} as an editor`).toBe(403);
        else expect([401, 403], `${label} as an editor`).not.toContain(asEditor);
        expect([401, 403], `${label} as an admin`).not.toContain((await call(tokens.boss)).status);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('admins create accounts with a typed or a generated password; bad input is refused and stores nothing', async () => {
    const create = (body: unknown, cookie = tokens.boss) => createStaffRoute(request('/api/admin/staff', { method: 'POST', body, cookie }));
    const before = (await database.db.selectFrom('admins').select('id').execute()).length;
    const refusals: [unknown, number, string][] = [
      [{ username: 'ab', role: 'editor' }, 400, adminText('staff.api.usernameInvalid')],
      [{ username: 'has space', role: 'editor' }, 400, adminText('staff.api.usernameInvalid')],
      [{ username: 'valid.name', role: 'owner' }, 400, adminText('staff.api.roleInvalid')],
      [{ username: 'valid.name', role: 'editor', password: 'short' }, 400, adminText('staff.api.passwordShort')],
      [{ username: 'BOSS', role: 'editor', password: PASSWORD }, 409, adminText('staff.api.usernameTaken')],
      [{ role: 'editor' }, 400, adminText('api.invalidData')],
    ];
    for (const [body, status, message] of refusals) {
      const response = await create(body);
      expect(response.status).toBe(status);
      expect((await response.json()).message).toBe(message);
    }
    expect((await create({ username: 'x.editor', role: 'editor' }, tokens.writer)).status).toBe(403);
    expect((await database.db.selectFrom('admins').select('id').execute()).length).toBe(before);

    const typed = await create({ username: ' Nora.K ', role: 'editor', password: PASSWORD });
    expect(typed.status).toBe(201);
    expect(await typed.json()).toMatchObject({ data: { username: 'nora.k', role: 'editor', disabledAt: null }, generatedPassword: null });
    const generated = await (await create({ username: 'omar', role: 'admin' })).json();
    expect(generated.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await signIn('omar', generated.generatedPassword)).status).toBe(200);
    expect((await signIn('nora.k', PASSWORD)).status).toBe(200);

    const list = (await (await listStaffRoute(request('/api/admin/staff', { cookie: tokens.boss }))).json()).data as { username: string; role: string; lastSignInAt: string | null }[];
    expect(list.find((member) => member.username === 'omar')).toMatchObject({ role: 'admin', lastSignInAt: expect.any(String) });
    expect(list.find((member) => member.username === 'boss')?.lastSignInAt).toBeNull();
    const created = await auditRows('staff.create');
    expect(created.map((row) => [row.actor_name, JSON.parse(row.details!).username])).toEqual([
      ['boss', 'nora.k'],
      ['boss', 'omar'],
    ]);
    expect(created.map((row) => row.details).join()).not.toContain(PASSWORD);
  });

  it('a disabled account loses its sessions at once and cannot sign in; enabling lets it back', async () => {
    await account('temp', 'editor');
    const second = sessionFrom(await signIn('temp', PASSWORD));
    expect((await me(request('/api/admin/me', { cookie: second }))).status).toBe(200);

    const disable = await patchStaff(request(`/api/admin/staff/${idOf.temp}`, { method: 'PATCH', body: { disabled: true }, cookie: tokens.boss }), params(idOf.temp!));
    expect(disable.status).toBe(200);
    expect((await database.db.selectFrom('sessions').select('token_hash').where('admin_id', '=', idOf.temp!).execute()).length).toBe(0);
    for (const cookie of [tokens.temp, second]) expect((await me(request('/api/admin/me', { cookie }))).status).toBe(401);

    // The right password hears that the account is disabled; a wrong one hears only the usual answer.
    const refused = await signIn('temp', PASSWORD, '203.0.113.61');
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(adminText('login.disabled'));
    expect(refused.headers.get('set-cookie')).toBeNull();
    const wrong = await signIn('temp', 'not the password at all', '203.0.113.61');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe(adminText('login.invalid'));
    expect((await database.db.selectFrom('sessions').select('token_hash').where('admin_id', '=', idOf.temp!).execute()).length).toBe(0);

    const enable = await patchStaff(request(`/api/admin/staff/${idOf.temp}`, { method: 'PATCH', body: { disabled: false }, cookie: tokens.boss }), params(idOf.temp!));
    expect((await enable.json()).message).toBe(adminText('staff.api.enabledDone'));
    expect((await signIn('temp', PASSWORD, '203.0.113.62')).status).toBe(200);

    expect((await auditRows('staff.disable')).map((row) => [row.actor_name, row.target_id])).toEqual([['boss', idOf.temp]]);
    expect((await auditRows('staff.enable')).map((row) => [row.actor_name, row.target_id])).toEqual([['boss', idOf.temp]]);
    const failed = (await auditRows('session.sign-in-failed')).map((row) => JSON.parse(row.details!));
    expect(failed).toEqual(expect.arrayContaining([{ username: 'temp', reason: 'disabled' }, { username: 'temp', reason: 'invalid' }]));
  });

  it('changing a role takes effect on the next request', async () => {
    await account('promoted', 'editor');
    const leads = () => listLeads(request('/api/admin/leads', { cookie: tokens.promoted }));
    expect((await leads()).status).toBe(403);
    const response = await patchStaff(request(`/api/admin/staff/${idOf.promoted}`, { method: 'PATCH', body: { role: 'admin' }, cookie: tokens.boss }), params(idOf.promoted!));
    expect((await response.json()).message).toBe(adminText('staff.api.roleChanged'));
    expect((await leads()).status).toBe(200);
    await patchStaff(request(`/api/admin/staff/${idOf.promoted}`, { method: 'PATCH', body: { role: 'editor' }, cookie: tokens.boss }), params(idOf.promoted!));
    expect((await leads()).status).toBe(403);
    expect((await auditRows('staff.role')).map((row) => JSON.parse(row.details!).role)).toEqual(['admin', 'editor']);
    expect((await patchStaff(request(`/api/admin/staff/${idOf.promoted}`, { method: 'PATCH', body: {}, cookie: tokens.boss }), params(idOf.promoted!))).status).toBe(400);
    expect((await patchStaff(request('/api/admin/staff/nobody', { method: 'PATCH', body: { role: 'admin' }, cookie: tokens.boss }), params('nobody'))).status).toBe(404);
  });

  it('nobody disables or demotes themself, and the last active admin stays an admin', async () => {
    // A database of its own: exactly one active admin.
    const own = await createTestDatabase(kind);
    try {
      await upsertAdmin(own.db, 'solo', PASSWORD, 'admin');
      await upsertAdmin(own.db, 'second', PASSWORD, 'admin');
      const solo = (await findAdminByUsername(own.db, 'solo'))!;
      const second = (await findAdminByUsername(own.db, 'second'))!;
      const soloActor = { id: solo.id, username: 'solo', role: 'admin' as const, locale: 'ar' as const };
      const secondActor = { id: second.id, username: 'second', role: 'admin' as const, locale: 'ar' as const };

      expect(await changeStaff(own, soloActor, solo.id, { role: 'editor' })).toEqual({ ok: false, reason: 'self' });
      expect(await changeStaff(own, soloActor, solo.id, { disabled: true })).toEqual({ ok: false, reason: 'self' });

      // Two admins demoting each other at the same moment: one wins, one admin is left.
      const outcomes = await Promise.all([changeStaff(own, soloActor, second.id, { role: 'editor' }), changeStaff(own, secondActor, solo.id, { role: 'editor' })]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, reason: 'last-admin' });
      const admins = await own.db.selectFrom('admins').select(['id']).where('role', '=', 'admin').where('disabled_at', 'is', null).execute();
      expect(admins).toHaveLength(1);

      // The one left cannot be disabled or demoted by anyone, even through a stale session of another.
      const last = admins[0]!.id;
      const other = last === solo.id ? secondActor : soloActor;
      expect(await changeStaff(own, other, last, { disabled: true })).toEqual({ ok: false, reason: 'last-admin' });
      expect(await changeStaff(own, other, last, { role: 'editor', disabled: false })).toEqual({ ok: false, reason: 'last-admin' });
      expect((await own.db.selectFrom('admins').select(['role', 'disabled_at']).where('id', '=', last).executeTakeFirstOrThrow())).toEqual({ role: 'admin', disabled_at: null });
    } finally {
      await own.drop();
    }

    // Through the API: one's own row answers 409 with the reason, and nothing changes.
    for (const body of [{ disabled: true }, { role: 'editor' }]) {
      const response = await patchStaff(request(`/api/admin/staff/${idOf.boss}`, { method: 'PATCH', body, cookie: tokens.boss }), params(idOf.boss!));
      expect(response.status).toBe(409);
      expect((await response.json()).message).toBe(adminText('staff.api.self'));
    }
    expect(await database.db.selectFrom('admins').select(['role', 'disabled_at']).where('id', '=', idOf.boss!).executeTakeFirstOrThrow()).toEqual({ role: 'admin', disabled_at: null });
  });

  it('own password: the current one is asked again, bad input is refused, success ends the other sessions only', async () => {
    await account('changer', 'editor');
    const other = sessionFrom(await signIn('changer', PASSWORD, '203.0.113.70'));
    const change = (body: unknown, cookie = tokens.changer) => changePassword(request('/api/admin/account/password', { method: 'POST', body, cookie }));
    const next = 'a brand new password 22';

    const refusals: [unknown, number, string][] = [
      [{ current: PASSWORD, next: 'short', confirm: 'short' }, 400, adminText('staff.api.passwordShort')],
      [{ current: PASSWORD, next, confirm: `${next}!` }, 400, adminText('staff.api.mismatch')],
      [{ current: '', next, confirm: next }, 400, adminText('staff.api.currentRequired')],
      [{ current: PASSWORD, next: PASSWORD, confirm: PASSWORD }, 400, adminText('staff.api.sameAsCurrent')],
      [{ current: 'not my password', next, confirm: next }, 403, adminText('staff.api.currentWrong')],
      [{}, 400, adminText('api.invalidData')],
    ];
    for (const [body, status, message] of refusals) {
      const response = await change(body);
      expect(response.status).toBe(status);
      expect((await response.json()).message).toBe(message);
    }
    expect((await change({ current: PASSWORD, next, confirm: next }, '')).status).toBe(401);
    expect((await signIn('changer', PASSWORD, '203.0.113.71')).status).toBe(200);

    const success = await change({ current: PASSWORD, next, confirm: next });
    expect(success.status).toBe(200);
    expect((await success.json()).message).toBe(adminText('staff.api.passwordChanged'));
    expect((await me(request('/api/admin/me', { cookie: tokens.changer }))).status).toBe(200);
    expect((await me(request('/api/admin/me', { cookie: other }))).status).toBe(401);
    expect((await database.db.selectFrom('sessions').select('token_hash').where('admin_id', '=', idOf.changer!).execute()).length).toBe(1);
    expect((await signIn('changer', PASSWORD, '203.0.113.72')).status).toBe(401);
    expect((await signIn('changer', next, '203.0.113.72')).status).toBe(200);
    expect((await auditRows('account.password')).map((row) => [row.actor_name, row.target_id])).toEqual([['changer', idOf.changer]]);
  });

  it('five wrong current passwords lock the change for 15 minutes, even with the right one', async () => {
    await account('guessed', 'editor');
    const next = 'a brand new password 33';
    const change = (current: string) => changePassword(request('/api/admin/account/password', { method: 'POST', body: { current, next, confirm: next }, cookie: tokens.guessed }));
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change(`wrong guess ${attempt}`)).status).toBe(403);
    const locked = await change(PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await signIn('guessed', PASSWORD, '203.0.113.73')).status).toBe(200);
  });

  it('checks at most five of 20 concurrent wrong current passwords', async () => {
    await account('raced', 'editor');
    const next = 'a brand new password 34';
    const change = (current: string) => changePassword(request('/api/admin/account/password', { method: 'POST', body: { current, next, confirm: next }, cookie: tokens.raced }));
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, n) => change(`wrong guess ${n}`)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('writes an audit entry for each staff action, without the personal data of leads', async () => {
    const cookie = tokens.boss;
    const email = 'private.person@example.sa';
    const now = new Date().toISOString();
    await database.db.insertInto('demo_requests').values({ id: 'dr-1', form: 'short', email, phone: '+966500000001', name: 'Private Person', locale: 'ar', created_at: now }).execute();
    await database.db.insertInto('questions').values({ id: 'q-1', category: 'general', question: 'Private question?', email, locale: 'en', created_at: now }).execute();
    const demoLead = await recordLead(database.db, { kind: 'demo-short', sourceId: 'dr-1', name: 'Private Person', email, phone: '+966500000001', locale: 'ar', createdAt: now });
    const questionLead = await recordLead(database.db, { kind: 'question', sourceId: 'q-1', email, summary: 'Private question?', locale: 'en', createdAt: now });

    const signedIn = sessionFrom(await signIn('boss', PASSWORD, '203.0.113.80'));
    await signIn('boss', 'wrong password here', '203.0.113.81');
    const body = { title: 'Chiller care', content: 'Text', author: 'Sara', locale: 'en', category: 'energy', published: false };
    const post = (await (await createPost(request('/api/admin/blog', { method: 'POST', body, cookie }))).json()).data as { id: string };
    await updatePost(request(`/api/admin/blog/${post.id}`, { method: 'PUT', body: { ...body, published: true }, cookie }), params(post.id));
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b1f3a' } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'cover.png', { type: 'image/png' }));
    form.set('alt', 'A chiller plant');
    const upload = await uploadCover(new Request(`http://${HOST}/api/admin/blog/${post.id}/cover`, { method: 'POST', headers: { host: HOST, cookie: `${SESSION_COOKIE}=${cookie}` }, body: form }), params(post.id));
    expect(upload.status).toBe(201);
    await removeCover(request(`/api/admin/blog/${post.id}/cover`, { method: 'DELETE', cookie }), params(post.id));
    await deletePost(request(`/api/admin/blog/${post.id}`, { method: 'DELETE', cookie }), params(post.id));
    await patchLead(request(`/api/admin/leads/${questionLead}`, { method: 'PATCH', body: { status: 'qualified' }, cookie }), params(questionLead));
    await patchLead(request(`/api/admin/leads/${demoLead}`, { method: 'PATCH', body: { status: 'contacted' }, cookie }), params(demoLead));
    const csv = await listLeads(request('/api/admin/leads?format=csv&status=contacted', { cookie }));
    expect(await csv.text()).toContain(email);
    await exportNewsletter(request('/api/admin/newsletter?format=csv', { cookie }));
    await listLeads(request('/api/admin/leads', { cookie }));
    await logout(request('/api/admin/logout', { method: 'POST', cookie: signedIn }));

    const expected: [string, string | null, Record<string, unknown> | null][] = [
      ['session.sign-in', 'boss', null],
      ['post.create', 'boss', { slug: 'chiller-care', published: false }],
      ['post.update', 'boss', { published: true }],
      ['post.publish', 'boss', { slug: 'chiller-care' }],
      ['post.cover-upload', 'boss', { slug: 'chiller-care' }],
      ['post.cover-remove', 'boss', { slug: 'chiller-care' }],
      ['post.delete', 'boss', { slug: 'chiller-care' }],
      ['lead.status', 'boss', { status: 'contacted' }],
      ['leads.export', 'boss', { status: 'contacted', count: 1, search: false }],
      ['newsletter.export', 'boss', { rows: 0 }],
      ['session.sign-out', 'boss', null],
    ];
    for (const [action, actor, details] of expected) {
      const rows = await auditRows(action);
      const row = rows.at(-1);
      expect(row, action).toBeDefined();
      expect(row!.actor_name, action).toBe(actor);
      if (details) expect(JSON.parse(row!.details!), action).toMatchObject(details);
    }
    // A JSON list is no export; a failed sign-in has no actor.
    expect(await auditRows('leads.export')).toHaveLength(1);
    expect((await auditRows('session.sign-in-failed')).at(-1)).toMatchObject({ actor_id: null, actor_name: null });
    const everything = JSON.stringify(await database.db.selectFrom('audit_log').selectAll().execute());
    for (const personal of [email, '+966500000001', 'Private Person', 'Private question']) expect(everything).not.toContain(personal);
  });

  it('reads the audit log newest first, filtered by action, person and Riyadh days, a page at a time', async () => {
    const own = await createTestDatabase(kind);
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = own;
    try {
      await upsertAdmin(own.db, 'reader', PASSWORD, 'admin');
      const reader = (await findAdminByUsername(own.db, 'reader'))!;
      const cookie = (await createSession(own.db, reader.id)).token;
      // 120 entries an hour apart from 2026-03-01 00:00 UTC (03:00 in Riyadh), alternating two people.
      for (let index = 0; index < 120; index += 1) {
        await recordAudit(own.db, { actor: index % 2 ? { id: reader.id, username: 'reader' } : { id: 'x', username: 'other' }, action: index % 3 ? 'post.update' : 'newsletter.export' }, new Date(Date.UTC(2026, 2, 1, index)));
      }
      const read = async (query: string) => (await (await readAudit(request(`/api/admin/audit${query}`, { cookie }))).json()).data as { entries: { created_at: string; actor_name: string; action: string }[]; total: number; page: number; pages: number };

      const first = await read('');
      expect(first).toMatchObject({ total: 120, page: 1, pages: 3 });
      expect(first.entries).toHaveLength(50);
      expect(first.entries[0]!.created_at).toBe(new Date(Date.UTC(2026, 2, 1, 119)).toISOString());
      const last = await read('?page=9');
      expect(last).toMatchObject({ page: 3 });
      expect(last.entries).toHaveLength(20);
      expect(last.entries.at(-1)!.created_at).toBe(new Date(Date.UTC(2026, 2, 1, 0)).toISOString());

      expect((await read('?action=newsletter.export')).total).toBe(40);
      expect((await read('?actor=reader')).total).toBe(60);
      expect((await read('?actor=reader&action=newsletter.export')).total).toBe(20);
      // 2026-03-01 in Riyadh: from 00:00 UTC (entry 0) to 20:59 UTC (entry 20).
      const day = await read('?from=2026-03-01&to=2026-03-01');
      expect(day.total).toBe(21);
      expect((await read('?from=2026-03-02')).total).toBe(99);
      expect((await read('?to=2026-02-28')).total).toBe(0);
      // Unreadable filters are ignored, not an error.
      expect((await read('?from=2026-02-30&page=abc')).total).toBe(120);

      expect((await readAudit(request('/api/admin/audit'))).status).toBe(401);
    } finally {
      (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
      await own.drop();
    }
  });
});
