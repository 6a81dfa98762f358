import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as statsRoute } from '@/app/api/admin/leads/stats/route';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import type { LeadKind } from '@/server/db/database';
import { listLeadsDueFirst } from '@/server/leads/queue';
import { sendLeadEscalations, sendLeadOwnerNotices } from '@/server/leads/response-mail';
import { leadResponseStats } from '@/server/leads/response-stats';
import { recordLead, updateLead } from '@/server/leads/inbox';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

interface Received {
  to: string[];
  body: string;
}

async function startSmtp(received: Received[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function staffGet(path: string, token: string | null) {
  const headers: Record<string, string> = { host: 'localhost:3000' };
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  return new Request(`http://localhost:3000${path}`, { headers });
}

/** Sunday 29 November 2026, 18:00 in Riyadh. */
const NOW = new Date('2026-11-29T15:00:00.000Z');

describe.each(databaseKinds)('response clock, dashboard and escalation on %s', (kind) => {
  let database: TestDatabase;
  let adminToken: string;
  let editorToken: string;
  const ids: Record<string, string> = {};
  const leadIds: Record<string, string> = {};

  async function lead(name: string, input: { kind: LeadKind; owner: string; source: string | null; createdAt: string; answeredAt?: string }) {
    const id = await database.db.transaction().execute((trx) =>
      recordLead(trx, { kind: input.kind, sourceId: randomUUID(), name, email: `${name}@example.sa`, locale: 'ar', utmSource: input.source, createdAt: input.createdAt, ownerId: ids[input.owner] }),
    );
    if (input.answeredAt) await updateLead(database.db, id, { status: 'contacted' }, null, new Date(input.answeredAt));
    leadIds[name] = id;
  }

  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    for (const [name, role] of [['amal', 'admin'], ['badr', 'admin'], ['writer', 'editor']] as const) {
      await upsertAdmin(database.db, name, 'a-long-password-1', role);
      ids[name] = (await findAdminByUsername(database.db, name))!.id;
    }
    await database.db.updateTable('admins').set({ notify_email: 'badr@siyana.sa' }).where('id', '=', ids.badr!).execute();
    adminToken = (await createSession(database.db, ids.amal!)).token;
    editorToken = (await createSession(database.db, ids.writer!)).token;
    // The hand-computed fixture (Riyadh times in the comments):
    await lead('l1', { kind: 'demo-short', owner: 'amal', source: 'linkedin', createdAt: '2026-11-22T07:00:00.000Z', answeredAt: '2026-11-22T07:20:00.000Z' }); // Sun 10:00, 20 min
    await lead('l2', { kind: 'question', owner: 'amal', source: null, createdAt: '2026-11-26T14:30:00.000Z', answeredAt: '2026-11-29T06:45:00.000Z' }); // Thu 17:30 → Sun 09:45: 75 min
    await lead('l3', { kind: 'demo-short', owner: 'badr', source: 'linkedin', createdAt: '2026-11-23T06:00:00.000Z', answeredAt: '2026-11-24T06:00:00.000Z' }); // a working day: 540
    await lead('l4', { kind: 'guide', owner: 'badr', source: null, createdAt: '2026-11-23T07:00:00.000Z', answeredAt: '2026-11-25T07:00:00.000Z' }); // 1080
    await lead('l5', { kind: 'event', owner: 'amal', source: null, createdAt: '2026-11-29T06:00:00.000Z' }); // Sun 09:00, open: waited 540 by NOW
    await lead('l6', { kind: 'demo-short', owner: 'badr', source: 'linkedin', createdAt: '2026-11-29T14:30:00.000Z' }); // Sun 17:30, open: 30 min
    await lead('l7', { kind: 'demo-short', owner: 'badr', source: 'linkedin', createdAt: '2026-10-01T07:00:00.000Z', answeredAt: '2026-10-01T07:05:00.000Z' }); // outside 30 days
  });
  afterAll(async () => database?.drop());

  it('computes the dashboard figures of the fixture by hand', async () => {
    const stats = await leadResponseStats(database.db, 30, NOW);
    expect(stats.overall).toEqual({ leads: 6, answered: 4, waiting: 2, medianMinutes: 307.5, withinHour: { count: 1, of: 5, share: 0.2 }, withinDay: { count: 3, of: 5, share: 0.6 } });
    const owner = (name: string) => stats.byOwner.find((row) => row.owner === name);
    expect(owner('amal')).toMatchObject({ leads: 3, answered: 2, medianMinutes: 47.5, withinHour: { count: 1, of: 3, share: 0.333 }, withinDay: { count: 2, of: 3, share: 0.667 } });
    expect(owner('badr')).toMatchObject({ leads: 3, answered: 2, medianMinutes: 810, withinHour: { count: 0, of: 2, share: 0 }, withinDay: { count: 1, of: 2, share: 0.5 } });
    expect(stats.byKind.find((row) => row.kind === 'demo-short')).toMatchObject({ leads: 3, answered: 2, medianMinutes: 280 });
    expect(Object.fromEntries(stats.bySource.map((row) => [row.source, [row.leads, row.medianMinutes]]))).toEqual({ linkedin: [3, 280], direct: [3, 577.5] });
    const longer = await leadResponseStats(database.db, 90, NOW);
    expect(longer.overall.leads).toBe(7);
  });

  it('serves the figures as JSON to admins only, with days validated', async () => {
    expect((await statsRoute(staffGet('/api/admin/leads/stats?days=30', null))).status).toBe(401);
    expect((await statsRoute(staffGet('/api/admin/leads/stats?days=30', editorToken))).status).toBe(403);
    for (const bad of ['0', '366', 'abc', '1.5', '-3', '']) {
      const response = await statsRoute(staffGet(`/api/admin/leads/stats?days=${bad}`, adminToken));
      expect(response.status, bad).toBe(400);
      expect((await response.json()).message).toMatch(/365/);
    }
    const response = await statsRoute(staffGet('/api/admin/leads/stats?days=365', adminToken));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.days).toBe(365);
    // The route counts up to the real clock: the same figures as the function at this moment.
    expect(body.data.overall).toEqual((await leadResponseStats(database.db, 365)).overall);
    expect(body.data.overall.leads).toBeGreaterThanOrEqual(5);
    expect((await (await statsRoute(staffGet('/api/admin/leads/stats', adminToken))).json()).data.days).toBe(30);
  });

  it('lists open leads overdue first (by due instant), then answered leads newest first, across pages', async () => {
    const names = new Map(Object.entries(leadIds).map(([name, id]) => [id, name]));
    const pages = [];
    for (let page = 1; page <= 4; page += 1) pages.push(...(await listLeadsDueFirst(database.db, {}, { page, pageSize: 2 })).rows.map((row) => names.get(row.id)));
    expect(pages).toEqual(['l5', 'l6', 'l2', 'l4', 'l3', 'l1', 'l7']);
    const newest = await listLeadsDueFirst(database.db, { sort: 'newest' }, { page: 1, pageSize: 3 });
    expect(newest.rows.map((row) => names.get(row.id))).toEqual(['l6', 'l5', 'l2']);
  });

  it('tells each owner of their new lead once, and escalates an overdue lead once to the admins', async () => {
    const received: Received[] = [];
    const smtp = await startSmtp(received);
    const settings = { smtpUrl: smtp.url, to: 'sales@siyana.sa', from: 'site@siyana.sa' };
    try {
      expect(await sendLeadOwnerNotices(database.db, settings, NOW)).toBe(7);
      expect(await sendLeadOwnerNotices(database.db, settings, NOW)).toBe(0);
      const toBadr = received.filter((mail) => mail.to.includes('badr@siyana.sa'));
      expect(toBadr).toHaveLength(4);
      expect(received.filter((mail) => mail.to.includes('sales@siyana.sa'))).toHaveLength(3);
      received.length = 0;
      // l5 arrived Sunday 09:00: four working hours later is 13:00; l6 (17:30) is not yet overdue.
      expect(await sendLeadEscalations(database.db, settings, new Date('2026-11-29T09:59:00.000Z'))).toBe(0);
      expect(await sendLeadEscalations(database.db, settings, NOW)).toBe(1);
      expect(await sendLeadEscalations(database.db, settings, new Date('2026-12-10T09:00:00.000Z'))).toBe(1); // l6, later
      expect(await sendLeadEscalations(database.db, settings, new Date('2026-12-11T09:00:00.000Z'))).toBe(0);
      expect(received).toHaveLength(2);
      expect(received[0]!.to.sort()).toEqual(['badr@siyana.sa', 'sales@siyana.sa']);
      const escalated = await database.db.selectFrom('leads').select('escalated_at').where('id', '=', leadIds.l5!).executeTakeFirstOrThrow();
      expect(escalated.escalated_at).toBe(NOW.toISOString());
    } finally {
      await smtp.close();
    }
  });
});
