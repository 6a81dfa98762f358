import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/admin/leads/route';
import { adminStats } from '@/server/staff/dashboard-stats';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import type { LeadKind } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { countLeads, recordLead, updateLead } from '@/server/leads/inbox';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

/** A lead's status lives in the inbox only (issue 37): migration 0022, and the dashboard's figures. */
const MIGRATION = '2026_11_27_0022_one_lead_status';

describe.each(databaseKinds)('migration 0022 on %s', (kind) => {
  let database: TestDatabase;
  afterAll(async () => database?.drop());

  it('keeps every stored lead: a row without its inbox lead gets one with the status its old column said; then the old columns go', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    await migrateToLatest(database.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION)));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as the schema of their day had them
    const old = database.db as any;
    const at = '2026-11-01T08:00:00.000Z';
    // One row as the forms have stored them since 0011 (with its lead, whose status is the truth), and rows without a lead.
    await old.insertInto('demo_requests').values([
      { id: 'd-led', form: 'short', status: 'contacted', email: 'led@example.sa', phone: '+966551234560', name: 'Led', locale: 'ar', created_at: at },
      { id: 'd-alone', form: 'detailed', status: 'closed', email: 'badr@example.sa', phone: '+966551234561', name: 'Badr Al-Harbi', company: 'Harbi Co', interested_solutions: 'cafm,ppm', locale: 'en', utm_source: 'LinkedIn', created_at: at },
    ]).execute();
    const ledLead = await recordLead(database.db, { kind: 'demo-short', sourceId: 'd-led', name: 'Led', email: 'led@example.sa', locale: 'ar', createdAt: at });
    await database.db.updateTable('leads').set({ status: 'qualified' }).where('id', '=', ledLead).execute();
    await old.insertInto('questions').values([
      { id: 'q-answered', category: 'general', question: 'Offline  mode?', email: null, locale: 'ar', status: 'answered', created_at: at, answered_at: '2026-11-01T09:30:00.000Z' },
      { id: 'q-new', category: 'billing', question: 'SAR invoices?', email: 'q@example.sa', locale: 'en', status: 'new', created_at: at, answered_at: null },
    ]).execute();
    await old.insertInto('resource_leads').values({
      id: 'r-alone', kind: 'guide', resource_id: 'energy-baseline', name: 'Reem', email: 'reem@example.sa', company: null, consent: 1, consent_text: 'ok', locale: 'en', page: '/resources/guides/energy-baseline', created_at: at,
    }).execute();

    await migrateToLatest(database.db);
    const leads = await database.db.selectFrom('leads').selectAll().orderBy('source_id').execute();
    expect(leads.map((lead) => [lead.source_id, lead.kind, lead.status, lead.landing_page])).toEqual([
      ['d-alone', 'demo-detailed', 'lost', '/detailed-demo-request'],
      ['d-led', 'demo-short', 'qualified', null],
      ['q-answered', 'question', 'contacted', '/ar/resources/ask-anything'],
      ['q-new', 'question', 'new', '/resources/ask-anything'],
      ['r-alone', 'guide', 'new', '/resources/guides/energy-baseline'],
    ]);
    // The lead that existed is the same row, its status untouched.
    expect(leads.find((lead) => lead.source_id === 'd-led')?.id).toBe(ledLead);
    // New rows: on the clock, already announced, nobody's yet, answered when the old list said so; found by search.
    expect(leads.find((lead) => lead.source_id === 'd-alone')).toMatchObject({
      name: 'Badr Al-Harbi', company: 'Harbi Co', source: 'linkedin', first_source: 'linkedin', phone: '+966551234561', summary: 'cafm,ppm',
      owner_id: null, owner_notified_at: at, escalated_at: at, first_response_at: at, first_response_minutes: 0,
    });
    expect(leads.find((lead) => lead.source_id === 'q-answered')).toMatchObject({ summary: 'Offline mode?', first_response_at: '2026-11-01T09:30:00.000Z', updated_at: '2026-11-01T09:30:00.000Z' });
    expect(leads.find((lead) => lead.source_id === 'q-new')).toMatchObject({ first_response_at: null, first_response_minutes: null });
    expect(leads.every((lead) => lead.due_at && lead.escalate_at)).toBe(true);
    expect(await countLeads(database.db, { q: 'harbi' })).toBe(1);

    for (const [table, column] of [['demo_requests', 'status'], ['questions', 'status'], ['questions', 'answered_at']]) {
      await expect(old.selectFrom(table).select(column).execute(), `${table}.${column}`).rejects.toThrow();
    }

    // Going down brings the old copies back, read from the leads.
    await migrations[MIGRATION]!.down!(database.db);
    expect(await old.selectFrom('demo_requests').select(['id', 'status']).orderBy('id').execute()).toEqual([
      { id: 'd-alone', status: 'closed' },
      { id: 'd-led', status: 'qualified' },
    ]);
    expect(await old.selectFrom('questions').select(['id', 'status', 'answered_at']).orderBy('id').execute()).toEqual([
      { id: 'q-answered', status: 'answered', answered_at: '2026-11-01T09:30:00.000Z' },
      { id: 'q-new', status: 'new', answered_at: null },
    ]);
  });
});

describe.each(databaseKinds)('the dashboard counts what the inbox counts on %s', (kind) => {
  let database: TestDatabase;
  let token: string;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await upsertAdmin(database.db, 'counter', 'correct horse battery staple');
    token = (await createSession(database.db, (await findAdminByUsername(database.db, 'counter'))!.id)).token;
  });
  afterAll(async () => database.drop());

  it('new demo requests (both forms) and questions with no reply are the inbox’s new leads of those kinds', async () => {
    const seeded: [LeadKind, 'new' | 'contacted' | 'won' | 'lost'][] = [
      ['demo-short', 'new'], ['demo-short', 'new'], ['demo-detailed', 'new'], ['demo-short', 'contacted'], ['demo-detailed', 'lost'],
      ['question', 'new'], ['question', 'new'], ['question', 'contacted'], ['question', 'won'],
      ['guide', 'new'], ['course', 'new'], ['event', 'new'],
    ];
    const now = new Date().toISOString();
    for (const [index, [leadKind, status]] of seeded.entries()) {
      const id = await recordLead(database.db, { kind: leadKind, sourceId: `seed-${index}`, email: `lead${index}@example.sa`, locale: 'en', createdAt: now });
      if (status !== 'new') await updateLead(database.db, id, { status }, null);
    }
    const inboxTotal = async (query: string) => {
      const response = await listRoute(new Request(`http://localhost:3000/api/admin/leads?${query}`, { headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${token}` } }));
      return ((await response.json()) as { total: number }).total;
    };
    const stats = await adminStats(database.db);
    expect(stats).toMatchObject({ newDemoRequests: 3, unansweredQuestions: 2 });
    expect(stats.newDemoRequests).toBe(await inboxTotal('kind=demo&status=new'));
    expect(stats.unansweredQuestions).toBe(await inboxTotal('kind=question&status=new'));
  });
});
