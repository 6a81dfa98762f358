import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/admin/leads/route';
import { GET as detailRoute, PATCH as patchRoute } from '@/app/api/admin/leads/[id]/route';
import { POST as noteRoute } from '@/app/api/admin/leads/[id]/notes/route';
import { POST as submitDemoRequest } from '@/app/api/demo-request/route';
import { POST as submitQuestion } from '@/app/api/questions/route';
import { POST as submitResourceLead } from '@/app/api/resource-leads/route';
import { prepareBookableSlot } from '../support/demo-calendar';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import type { LeadKind } from '@/server/db/database';
import { leadCharts, lastWeeks } from '@/server/leads/charts';
import { addDays, riyadhDayStart } from '@/lib/riyadh-time';
import { countLeads, listLeads, recordLead } from '@/server/leads/inbox';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

let ipCounter = 0;
function post(path: string, body: unknown) {
  const headers = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': `10.77.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  return new Request(`http://localhost:3000${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

function staffRequest(path: string, token: string | null, { method = 'GET', body }: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { host: 'localhost:3000', origin: 'http://localhost:3000' };
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Request(`http://localhost:3000${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });
const day = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('migration 0011 backfill on %s', (kind) => {
  let database: TestDatabase;
  afterAll(async () => database?.drop());

  it('copies every existing lead into the inbox with its status mapped (closed→lost, answered→contacted) and its source', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026_11_26_0011'));
    await migrateToLatest(database.db, before);

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as the schema of their day had them
    const old = database.db as any;
    const at = '2026-11-01T08:00:00.000Z';
    await old.insertInto('demo_requests').values([
      { id: 'd1', form: 'short', status: 'closed', email: 'a@example.sa', phone: '+966551234567', name: 'Amal', company: 'Amal Co', locale: 'ar', utm_source: 'LinkedIn', created_at: at },
      { id: 'd2', form: 'detailed', status: 'qualified', email: 'b@example.sa', phone: '+966551234568', name: 'Badr', company: 'Badr Co', locale: 'en', referrer: 'https://www.google.com/search?q=cmms', created_at: at },
    ]).execute();
    await old.insertInto('questions').values([
      { id: 'q1', category: 'general', question: 'Offline?', email: null, locale: 'en', status: 'answered', created_at: at, answered_at: '2026-11-02T08:00:00.000Z' },
    ]).execute();
    await old.insertInto('resource_leads').values([
      { id: 'r1', kind: 'course', resource_id: 'preventive-maintenance', name: 'Reem', email: 'r@example.sa', company: 'Reem Co', consent: 1, consent_text: 'ok', locale: 'ar', page: '/ar/resources/courses/preventive-maintenance', created_at: at },
    ]).execute();
    await old.insertInto('events').values({
      id: 'e1', slug: 'e1', kind: 'webinar', title_en: 'W', title_ar: 'و', summary_en: 's', summary_ar: 's', description_en: 'd', description_ar: 'd', starts_at: at, ends_at: at,
      mode: 'online', language: 'ar', registration_open: 1, published: 1, created_at: at, updated_at: at,
    }).execute();
    await old.insertInto('event_registrations').values({
      id: 'g1', event_id: 'e1', name: 'Sara', email: 's@example.sa', email_normalized: 's@example.sa', company: 'Sara Co', newsletter_consent: 0, locale: 'ar', utm_source: 'newsletter', page: '/ar/resources/events/e1', created_at: at,
    }).execute();

    await migrateToLatest(database.db);
    const leads = await database.db.selectFrom('leads').selectAll().orderBy('source_id').execute();
    expect(leads.map((lead) => [lead.source_id, lead.kind, lead.status, lead.source, lead.landing_page])).toEqual([
      ['d1', 'demo-short', 'lost', 'linkedin', '/ar/request-demo'],
      ['d2', 'demo-detailed', 'qualified', 'google.com', '/detailed-demo-request'],
      ['g1', 'event', 'new', 'newsletter', '/ar/resources/events/e1'],
      ['q1', 'question', 'contacted', 'direct', '/resources/ask-anything'],
      ['r1', 'course', 'new', 'direct', '/ar/resources/courses/preventive-maintenance'],
    ]);
    const d1 = leads.find((lead) => lead.source_id === 'd1')!;
    expect(d1).toMatchObject({ name: 'Amal', company: 'Amal Co', email: 'a@example.sa', created_at: at });
    const terms = await database.db.selectFrom('lead_search_terms').select('term').where('lead_id', '=', d1.id).orderBy('term').execute();
    expect(terms.map((row) => row.term)).toEqual(['a', 'a@example.sa', 'amal', 'co', 'example.sa']);
    expect(leads.find((lead) => lead.source_id === 'q1')?.updated_at).toBe('2026-11-02T08:00:00.000Z');
    // Migration 0020: every lead on the clock; leads past `new` count as answered; the list's phone and preview; first touch = last.
    expect(leads.every((lead) => lead.due_at && lead.escalate_at && lead.escalated_at && lead.owner_notified_at)).toBe(true);
    expect(leads.filter((lead) => lead.first_response_at).map((lead) => lead.source_id)).toEqual(['d1', 'd2', 'q1']);
    expect(leads.find((lead) => lead.source_id === 'q1')).toMatchObject({ first_response_at: '2026-11-02T08:00:00.000Z', summary: 'Offline?', first_landing_page: '/resources/ask-anything', first_source: 'direct' });
    expect(leads.find((lead) => lead.source_id === 'd1')).toMatchObject({ phone: '+966551234567', first_source: 'linkedin' });
  });
});

describe.each(databaseKinds)('lead inbox on %s', (kind) => {
  let database: TestDatabase;
  let token: string;
  let editorToken: string;
  let adminId: string;
  let closerId: string;
  let slotStart: string;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await upsertAdmin(database.db, 'sales-lead', 'correct horse battery staple');
    await upsertAdmin(database.db, 'writer', 'correct horse battery staple', 'editor');
    await upsertAdmin(database.db, 'closer', 'correct horse battery staple');
    adminId = (await findAdminByUsername(database.db, 'sales-lead'))!.id;
    closerId = (await findAdminByUsername(database.db, 'closer'))!.id;
    // Demo hosts for the short form's booking; sales-lead alone takes the other new leads.
    slotStart = await prepareBookableSlot(database.db);
    await database.db.updateTable('admins').set({ takes_leads: 1 }).where('id', '=', adminId).execute();
    token = (await createSession(database.db, adminId)).token;
    editorToken = (await createSession(database.db, (await findAdminByUsername(database.db, 'writer'))!.id)).token;
  });
  afterAll(async () => database.drop());

  it('records a lead in the same transaction as each form: demo request, question, guide and course', async () => {
    const demo = await submitDemoRequest(
      post('/api/demo-request', {
        name: 'Nora Saleh', email: 'nora@example.sa', phone: '055 123 4567', company: 'Saleh Properties', companySize: '51-200', moduleInterest: 'ppm',
        slotStart, locale: 'ar', utmSource: 'LinkedIn', utmMedium: 'social', utmCampaign: 'riyadh-fm', referrer: 'https://www.linkedin.com/',
      }),
    );
    expect(demo.status).toBe(201);
    const question = await submitQuestion(post('/api/questions', { category: 'integration', question: 'Does it talk to SAP?', email: 'ops@example.sa', locale: 'en' }));
    expect(question.status).toBe(201);
    const guide = await submitResourceLead(
      post('/api/resource-leads', { kind: 'guide', resourceId: 'hvac-summer-readiness', name: 'Faisal', email: 'faisal@example.sa', consent: true, locale: 'en', page: '/resources/guides/hvac-summer-readiness', referrer: 'https://www.google.com/' }),
    );
    expect(guide.status).toBe(201);

    const ids = { demo: (await demo.json()).id, question: (await question.json()).id, guide: (await guide.json()).id };
    const leads = await database.db.selectFrom('leads').selectAll().execute();
    expect(leads).toHaveLength(3);
    expect(leads.find((lead) => lead.source_id === ids.demo)).toMatchObject({
      kind: 'demo-short', name: 'Nora Saleh', company: 'Saleh Properties', email: 'nora@example.sa', locale: 'ar', source: 'linkedin',
      utm_medium: 'social', utm_campaign: 'riyadh-fm', landing_page: '/ar/request-demo', status: 'new', phone: '+966551234567',
      // The booked demo's host owns the lead from the start.
      owner_id: (await database.db.selectFrom('demo_bookings').select('host_id').where('demo_request_id', '=', ids.demo).executeTakeFirstOrThrow()).host_id,
    });
    // Owned at once: the booked demo by its host, the others by the one admin who takes leads.
    expect(leads.filter((lead) => lead.source_id !== ids.demo).map((lead) => lead.owner_id)).toEqual([adminId, adminId]);
    expect(leads.find((lead) => lead.source_id === ids.question)).toMatchObject({ kind: 'question', email: 'ops@example.sa', name: null, source: 'direct', landing_page: '/resources/ask-anything' });
    expect(leads.find((lead) => lead.source_id === ids.guide)).toMatchObject({ kind: 'guide', source: 'google.com', landing_page: '/resources/guides/hvac-summer-readiness' });
    expect(leads.find((lead) => lead.source_id === ids.question)?.summary).toBeTruthy();

    // The export: human labels in its language, the phone, every answer, the first touch, the BOM.
    const bytes = Buffer.from(await (await listRoute(staffRequest('/api/admin/leads?format=csv&kind=demo-short', token))).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').startsWith('تاريخ الوصول,النوع,الحالة,المسؤول,الاسم,الشركة,البريد الإلكتروني,الجوال,اللغة,يسأل عن,')).toBe(true);
    const english = await (await listRoute(staffRequest('/api/admin/leads?format=csv&kind=demo-short&lang=en', token))).text();
    const [header, row] = english.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Received,Kind,Status,Owner,Name,Company,E-mail,Phone,Language,Asked about,Demo booked for (Riyadh time),Source (form\'s visit),UTM source,UTM medium,UTM campaign,Referrer,Landing page (form),' +
        'First-visit source,First-visit landing page,First-visit referrer,First-visit UTM source,First-visit UTM medium,First-visit UTM campaign,First response at,First response (working minutes),Answers,Lead ID',
    );
    // The phone's + is neutralised like a formula's first character.
    expect(row).toMatch(/,Short demo request,New,slot-host-[^,]+,Nora Saleh,Saleh Properties,nora@example\.sa,'\+966551234567,Arabic,/);
    expect(row).not.toContain('demo-short');
    // Every answer, one "label: value" line each in one quoted cell (company size, preferred slot...).
    expect(english).toMatch(/"[^"]*51-200[^"]*"/);
    await database.db.deleteFrom('audit_log').where('action', '=', 'leads.export').execute();
  });

  it('stores neither row when the lead cannot be recorded (one transaction)', async () => {
    const before = await database.db.selectFrom('questions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const failing = await database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('questions').values({ id: 'tx-question', category: 'general', question: 'x', email: null, locale: 'en', created_at: new Date().toISOString() }).execute();
        // The second lead for the same row breaks the (kind, source_id) unique key: the whole transaction goes.
        await recordLead(trx, { kind: 'question', sourceId: 'tx-question', locale: 'en', createdAt: new Date().toISOString() });
        await recordLead(trx, { kind: 'question', sourceId: 'tx-question', locale: 'en', createdAt: new Date().toISOString() });
      })
      .then(() => 'stored', () => 'rolled back');
    expect(failing).toBe('rolled back');
    const after = await database.db.selectFrom('questions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await database.db.selectFrom('leads').select('id').where('source_id', '=', 'tx-question').execute()).toEqual([]);
  });

  describe('with a seeded set', () => {
    const now = new Date();
    const createdAt = (lead: { daysAgo: number; index: number }) => new Date(now.getTime() - lead.daysAgo * day - lead.index * 1000).toISOString();
    const seeded: { index: number; kind: LeadKind; name: string; company: string | null; email: string; locale: 'en' | 'ar'; utm: string | null; referrer: string | null; page: string; daysAgo: number }[] = [];
    const kinds: LeadKind[] = ['demo-short', 'demo-detailed', 'question', 'guide', 'course', 'event'];
    const sources = [['linkedin', null], [null, 'https://www.google.com/'], [null, null], ['newsletter', null]] as const;
    for (let index = 0; index < 60; index++) {
      const [utm, referrer] = sources[index % sources.length]!;
      seeded.push({
        index,
        kind: kinds[index % kinds.length]!,
        name: index === 7 ? 'Percent 100% _Lead_' : index === 8 ? 'نورة العتيبي' : `Lead ${index}`,
        company: index % 5 === 0 ? '=HYPERLINK("http://x")' : `Company ${index % 9}`,
        email: `lead${index}@example.sa`,
        locale: index % 3 === 0 ? 'en' : 'ar',
        utm,
        referrer,
        page: index % 2 ? '/request-demo' : '/resources/guides/hvac-summer-readiness',
        daysAgo: (index * 3) % 100,
      });
    }

    beforeAll(async () => {
      await database.db.deleteFrom('leads').execute();
      await database.db.transaction().execute(async (trx) => {
        for (const [index, lead] of seeded.entries()) {
          await recordLead(trx, {
            kind: lead.kind, sourceId: `seed-${index}`, name: lead.name, company: lead.company, email: lead.email, locale: lead.locale,
            utmSource: lead.utm, referrer: lead.referrer, landingPage: lead.page, createdAt: createdAt(lead),
            // Every third visitor first came from a LinkedIn post to the AI page, then sent a form on a later visit.
            firstTouch: index % 3 === 0 ? { utmSource: 'linkedin', landingPage: '/ai-features' } : undefined,
          });
        }
      });
    });

    it('filters by kind (and the demo group), source, language, dates and search, with pagination and a total', async () => {
      expect(await countLeads(database.db, {})).toBe(60);
      expect(await countLeads(database.db, { kind: 'question' })).toBe(10);
      expect(await countLeads(database.db, { kind: 'demo' })).toBe(20);
      expect(await countLeads(database.db, { source: 'direct' })).toBe(15);
      expect(await countLeads(database.db, { source: 'google.com' })).toBe(15);
      expect(await countLeads(database.db, { locale: 'en' })).toBe(20);
      expect(await countLeads(database.db, { q: 'LEAD1' })).toBe(11); // lead1, lead10..lead19 by e-mail
      // Every word must start a word of the name, company or e-mail (prefix search, any letter case).
      expect(await countLeads(database.db, { q: 'company lead3' })).toBe(countOf((lead) => Boolean(lead.company?.startsWith('Company')) && /^lead3/.test(lead.email)));
      expect(await countLeads(database.db, { q: 'EXAMPLE.sa' })).toBe(60);
      expect(await countLeads(database.db, { q: 'lead42@' })).toBe(1);
      expect(await countLeads(database.db, { q: 'ompany' })).toBe(0);
      // Arabic family names with or without the article.
      expect(await countLeads(database.db, { q: 'العتيبي' })).toBe(1);
      expect(await countLeads(database.db, { q: 'عتيبي نورة' })).toBe(1);
      // % and _ are plain characters: "100%" matches the one lead named so, "%" nobody.
      expect(await countLeads(database.db, { q: '100%' })).toBe(1);
      expect(await countLeads(database.db, { q: '_lead_' })).toBe(1);
      expect(await countLeads(database.db, { q: '%' })).toBe(0);
      const weeks = lastWeeks(now);
      const start = riyadhDayStart(weeks[0]!.from);
      expect(await countLeads(database.db, { from: weeks[0]!.from, to: weeks.at(-1)!.to })).toBe(countOf((lead) => createdAt(lead) >= start));
      const oneDay = createdAt(seeded[10]!);
      const riyadhDay = new Date(Date.parse(oneDay) + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
      expect(await countLeads(database.db, { from: riyadhDay, to: riyadhDay })).toBe(
        countOf((lead) => createdAt(lead) >= riyadhDayStart(riyadhDay) && createdAt(lead) < riyadhDayStart(addDays(riyadhDay, 1))),
      );

      const first = await listLeads(database.db, { kind: 'demo' }, { page: 1, pageSize: 8 });
      const third = await listLeads(database.db, { kind: 'demo' }, { page: 3, pageSize: 8 });
      expect(first).toMatchObject({ total: 20, pages: 3, page: 1 });
      expect(third.rows).toHaveLength(4);
      const all = [...first.rows, ...(await listLeads(database.db, { kind: 'demo' }, { page: 2, pageSize: 8 })).rows, ...third.rows];
      expect(new Set(all.map((row) => row.id)).size).toBe(20);
      expect(all.map((row) => row.created_at)).toEqual([...all.map((row) => row.created_at)].sort().reverse());
      // A page past the end shows the last one.
      expect((await listLeads(database.db, { kind: 'demo' }, { page: 99, pageSize: 8 })).page).toBe(3);

      function countOf(test: (lead: (typeof seeded)[number]) => boolean) {
        return seeded.filter(test).length;
      }
    });

    it.each(['last', 'first'] as const)('charts count with the inbox filter (%s visit): every bar, legend and slice equals the inbox count of its link', async (touch) => {
      const charts = await leadCharts(database.db, touch, now);
      expect(charts.weeks).toHaveLength(12);
      expect(charts.range.touch).toBe(touch === 'first' ? 'first' : undefined);
      for (const series of charts.byKind) {
        for (const [index, week] of charts.weeks.entries()) {
          expect(series.counts[index]).toBe(await countLeads(database.db, { kind: series.kind, from: week.from, to: week.to }));
        }
      }
      for (const series of charts.bySource.filter((entry) => entry.source)) {
        for (const [index, week] of charts.weeks.entries()) {
          expect(series.counts[index]).toBe(await countLeads(database.db, { source: series.source!, from: week.from, to: week.to, touch: charts.range.touch }));
        }
      }
      // Read from the first visit, LinkedIn and the AI page gain the leads they started.
      const linkedin = charts.bySource.find((entry) => entry.source === 'linkedin')!.counts.reduce((a, b) => a + b, 0);
      expect(linkedin).toBe(await countLeads(database.db, { ...charts.range, source: 'linkedin' }));
      expect(charts.landing.some((row) => row.page === '/ai-features')).toBe(touch === 'first');
      const total = await countLeads(database.db, charts.range);
      expect(charts.byKind.reduce((sum, series) => sum + series.counts.reduce((a, b) => a + b, 0), 0)).toBe(total);
      expect(charts.bySource.reduce((sum, series) => sum + series.counts.reduce((a, b) => a + b, 0), 0)).toBe(total);
      for (const row of charts.landing) expect(row.total).toBe(await countLeads(database.db, { ...charts.range, landing: row.page! }));
      for (const row of charts.languages) expect(row.count).toBe(await countLeads(database.db, { ...charts.range, locale: row.locale }));
      expect(charts.languages.reduce((sum, row) => sum + row.count, 0)).toBe(total);
    });

    it('answers 401 without a session and 403 to an editor on every leads route', async () => {
      const lead = (await listLeads(database.db, {}, { pageSize: 1 })).rows[0]!;
      for (const session of [null, editorToken]) {
        const expected = session ? 403 : 401;
        expect((await listRoute(staffRequest('/api/admin/leads', session))).status).toBe(expected);
        expect((await listRoute(staffRequest('/api/admin/leads?format=csv', session))).status).toBe(expected);
        expect((await detailRoute(staffRequest(`/api/admin/leads/${lead.id}`, session), params({ id: lead.id }))).status).toBe(expected);
        expect((await patchRoute(staffRequest(`/api/admin/leads/${lead.id}`, session, { method: 'PATCH', body: { status: 'won' } }), params({ id: lead.id }))).status).toBe(expected);
        expect((await noteRoute(staffRequest(`/api/admin/leads/${lead.id}/notes`, session, { method: 'POST', body: { body: 'x' } }), params({ id: lead.id }))).status).toBe(expected);
      }
      expect((await database.db.selectFrom('leads').select('status').where('id', '=', lead.id).executeTakeFirstOrThrow()).status).toBe('new');
    });

    it('lists a page through the API with the same filter', async () => {
      const body = await (await listRoute(staffRequest('/api/admin/leads?kind=question&locale=en&page=1', token))).json();
      expect(body.total).toBe(await countLeads(database.db, { kind: 'question', locale: 'en' }));
      expect(body.data.every((row: { kind: string; locale: string }) => row.kind === 'question' && row.locale === 'en')).toBe(true);
      // Malformed filters are dropped, not failed.
      expect((await listRoute(staffRequest('/api/admin/leads?kind=nope&from=yesterday&page=-3', token))).status).toBe(200);
    });

    it('exports the filtered list as escaped CSV and audits the export without personal data', async () => {
      const response = await listRoute(staffRequest('/api/admin/leads?format=csv&kind=demo-short&q=company%200', token));
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
      const text = await response.text();
      const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]!.split(',')).toHaveLength(27);
      const expected = await countLeads(database.db, { kind: 'demo-short', q: 'company 0' });
      expect(lines).toHaveLength(expected + 1);
      const formula = await countLeads(database.db, { kind: 'demo-short' });
      expect(formula).toBeGreaterThan(0);
      const all = await (await listRoute(staffRequest('/api/admin/leads?format=csv&kind=demo-short', token))).text();
      // A formula-looking company is neutralised and quoted: '= prefix, doubled quotes.
      expect(all).toContain(`"'=HYPERLINK(""http://x"")"`);
      const audit = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'leads.export').orderBy('created_at').execute();
      expect(audit.length).toBeGreaterThanOrEqual(2);
      expect(audit[0]).toMatchObject({ actor_name: 'sales-lead', target_kind: 'lead' });
      expect(audit[0]!.details).not.toMatch(/company 0/i);
      expect(JSON.parse(audit[0]!.details!)).toMatchObject({ search: true, kind: 'demo-short', count: expected });
    });

    it('changes status and owner with an activity row each, adds notes, and shows all in the detail', async () => {
      const lead = (await listLeads(database.db, { kind: 'guide' }, { pageSize: 1 })).rows[0]!;
      const patch = (body: unknown) => patchRoute(staffRequest(`/api/admin/leads/${lead.id}`, token, { method: 'PATCH', body }), params({ id: lead.id }));
      expect((await patch({ status: 'qualified' })).status).toBe(200);
      expect((await patch({ ownerId: closerId })).status).toBe(200);
      // Editors see no lead data, so they cannot own one.
      expect((await patch({ ownerId: (await findAdminByUsername(database.db, 'writer'))!.id })).status).toBe(400);
      expect((await patch({ status: 'nope' })).status).toBe(400);
      expect((await patch({})).status).toBe(400);
      expect((await patch({ ownerId: 'no-such-account' })).status).toBe(400);
      expect((await patchRoute(staffRequest('/api/admin/leads/missing', token, { method: 'PATCH', body: { status: 'won' } }), params({ id: 'missing' }))).status).toBe(404);
      const note = (body: unknown, id = lead.id) => noteRoute(staffRequest(`/api/admin/leads/${id}/notes`, token, { method: 'POST', body }), params({ id }));
      expect((await note({ body: '  Called; demo on Sunday.  ' })).status).toBe(201);
      expect((await note({ body: '   ' })).status).toBe(400);
      expect((await note({ body: 'x'.repeat(4001) })).status).toBe(400);
      expect((await note({ body: 'x' }, 'missing')).status).toBe(404);

      const detail = (await (await detailRoute(staffRequest(`/api/admin/leads/${lead.id}`, token), params({ id: lead.id }))).json()).data;
      expect(detail.lead).toMatchObject({ status: 'qualified', owner_id: closerId });
      expect(detail.activity.map((entry: { kind: string; from_value: string | null; to_value: string | null; body: string | null; actor_name: string }) => [entry.kind, entry.from_value, entry.to_value, entry.body, entry.actor_name])).toEqual(
        expect.arrayContaining([
          ['status', 'new', 'qualified', null, 'sales-lead'],
          ['owner', 'sales-lead', 'closer', null, 'sales-lead'],
          ['note', null, null, 'Called; demo on Sunday.', 'sales-lead'],
        ]),
      );
      expect(detail.activity).toHaveLength(3);
      expect(await countLeads(database.db, { owner: closerId })).toBe(1);
      expect(await countLeads(database.db, { owner: adminId })).toBe(59);
      expect(await countLeads(database.db, { owner: 'none' })).toBe(0);
      const audit = await database.db.selectFrom('audit_log').select(['action', 'details']).where('target_id', '=', lead.id).orderBy('action').execute();
      expect(audit.map((entry) => entry.action)).toEqual(['lead.note', 'lead.owner', 'lead.status']);
      expect(audit.map((entry) => entry.details ?? '').join(' ')).not.toContain('Called');
    });
  });

});
