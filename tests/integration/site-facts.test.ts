/**
 * The business's facts as staff keep them: the draft's groups saved one at a time, bad input refused
 * field by field in the staff member's language with the draft kept, editors draft and admins publish,
 * each publish a version with its changes in the audit log, a restore publishing an earlier version
 * again, and the pages' cache tag revalidated after each publish.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidated = vi.hoisted(() => [] as unknown[][]);
vi.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => void revalidated.push(args),
  unstable_cache: (fn: () => unknown) => fn,
}));

import { GET, PUT } from '@/app/api/admin/site-facts/route';
import { GET as goToWhatsApp } from '@/app/go/whatsapp/route';
import { POST as publish } from '@/app/api/admin/site-facts/publish/route';
import { POST as restore } from '@/app/api/admin/site-facts/versions/[version]/restore/route';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { shownEnrolments } from '@/server/forms/course-enrolments';
import { publishedFacts } from '@/server/site-facts/published';
import { pricesOf, pricingFaqsOf } from '@/server/site-facts/derived';
import { computeSavings, referencePortfolio, seedPlans } from '@/content/savings';
import { isolateArabicFigures } from '@/i18n/bidi';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

function staffRequest(path: string, token: string | null, method: string, body?: unknown) {
  const headers: Record<string, string> = { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json' };
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  return new Request(`http://localhost:3000${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const company = {
  legalName: { en: 'Siyana Facility Technologies Co.', ar: 'شركة صيانة لتقنيات المرافق' },
  crNumber: '1010987654',
  vatNumber: '310987654300003',
  address: { buildingNumber: '8228', street: { en: 'Imam Saud Road', ar: 'طريق الإمام سعود' }, district: { en: 'Al Malqa', ar: 'الملقا' }, city: { en: 'Riyadh', ar: 'الرياض' }, postalCode: '13521', additionalNumber: '2121' },
  phone: '+966 11 520 4400',
};
const security = {
  hostingRegions: [{ provider: 'Oracle Cloud', city: { en: 'Riyadh', ar: 'الرياض' }, country: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' } }],
  certifications: [{ name: 'ISO 27001', status: 'held', issuer: 'BSI', number: 'IS 812345', validUntil: '2028-03-31' }],
};
const integrations = [
  { name: 'SAP S/4HANA', category: 'erp', status: 'available', summary: { en: 'Work orders post their costs to SAP.', ar: 'تُرحَّل تكاليف أوامر العمل إلى SAP.' } },
  { name: 'Microsoft Entra ID', category: 'identity', status: 'on-request', summary: { en: 'Single sign-on for staff accounts.', ar: 'دخول موحد لحسابات الفريق.' } },
];

describe.each(databaseKinds)('site facts on %s', (kind) => {
  let database: TestDatabase;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await upsertAdmin(database.db, 'facts-admin', 'correct horse battery staple');
    await upsertAdmin(database.db, 'facts-editor', 'correct horse battery staple', 'editor');
    admin = (await createSession(database.db, (await findAdminByUsername(database.db, 'facts-admin'))!.id)).token;
    editor = (await createSession(database.db, (await findAdminByUsername(database.db, 'facts-editor'))!.id)).token;
    await database.db.updateTable('admins').set({ locale: 'en' }).where('username', '=', 'facts-admin').execute();
  });
  afterAll(async () => database.drop());
  beforeEach(async () => {
    revalidated.length = 0;
  });

  const facts = async () => (await (await GET(staffRequest('/api/admin/site-facts', admin, 'GET'), undefined)).json()) as { draft: Record<string, unknown>; published: Record<string, unknown>; version: number };

  it('starts empty; signed out is 401; an editor drafts group by group, and may not publish', async () => {
    expect(await facts()).toMatchObject({ draft: {}, published: {}, version: 0 });
    expect((await publish(staffRequest('/api/admin/site-facts/publish', admin, 'POST'), undefined)).status).toBe(409);
    expect((await GET(staffRequest('/api/admin/site-facts', null, 'GET'), undefined)).status).toBe(401);
    expect((await PUT(staffRequest('/api/admin/site-facts', editor, 'PUT', { company }), undefined)).status).toBe(200);
    expect((await PUT(staffRequest('/api/admin/site-facts', editor, 'PUT', { security, integrations }), undefined)).status).toBe(200);
    const { draft, published } = await facts();
    expect(draft).toMatchObject({ company: { crNumber: '1010987654', phone: '+966115204400' }, security, integrations });
    expect(published).toEqual({});
    const refused = await publish(staffRequest('/api/admin/site-facts/publish', editor, 'POST'), undefined);
    expect(refused.status).toBe(403);
  });

  it('refuses bad input field by field in the staff language, and keeps the draft', async () => {
    const before = (await facts()).draft;
    const answer = await PUT(
      staffRequest('/api/admin/site-facts', admin, 'PUT', {
        company: { ...company, vatNumber: '123', crNumber: '12345', phone: '0551234567' },
        security: { certifications: [{ name: 'SOC 2', status: 'held' }], hostingRegions: [] },
        references: [{ name: { en: 'Al Noor Hospital', ar: 'مستشفى النور' }, sector: { en: 'Healthcare', ar: 'الرعاية الصحية' }, city: { en: 'Jeddah', ar: 'جدة' }, permission: false }],
        product: { appStore: 'http://apps.apple.com/app/siyana' },
      }),
      undefined,
    );
    expect(answer.status).toBe(400);
    const { errors } = (await answer.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      'company.vatNumber': 'A Saudi VAT number has 15 digits and starts and ends with 3.',
      'company.crNumber': 'A commercial registration number has 10 digits.',
      'company.phone': 'Write the number in international form, e.g. +966 11 520 4400.',
      'security.certifications.0.status': expect.stringContaining('"Held" needs its evidence'),
      'references.0.permission': expect.stringContaining('written permission'),
      'product.appStore': 'Enter a full link that starts with https://.',
    });
    // Truth rules: an absolute claim and a foreign currency, named with the field.
    const claims = await PUT(staffRequest('/api/admin/site-facts', editor, 'PUT', { security: { ...security, uptime: { en: '100% uptime, guaranteed', ar: 'نضمن التشغيل دون انقطاع' }, backups: { en: 'Backups cost $0', ar: 'النسخ الاحتياطي يومياً' } } }), undefined);
    expect(claims.status).toBe(400);
    const truth = ((await claims.json()) as { errors: Record<string, string> }).errors;
    expect(Object.keys(truth).sort()).toEqual(['security.backups.en', 'security.uptime.ar', 'security.uptime.en']);
    expect(truth['security.backups.en']).toMatch(/^المبالغ على الموقع بالريال السعودي فقط/);
    // Support hours other than those of the clock the site runs on.
    const hours = await PUT(staffRequest('/api/admin/site-facts', admin, 'PUT', { company: { ...company, supportHours: { en: 'Sunday-Thursday, 8:00-17:00', ar: 'من الأحد إلى الخميس، 8:00-17:00' } } }), undefined);
    expect(hours.status).toBe(400);
    expect(((await hours.json()) as { errors: Record<string, string> }).errors).toEqual({
      'company.supportHours': "Support hours are the hours the site's clock runs on (9:00-18:00, Sunday-Thursday): it times every answer to a lead and every demo slot. Write those times; other hours need the clock changed first.",
    });
    expect((await facts()).draft).toEqual(before);
  });

  it('publishes the draft as version 1, audited with what changed; the pages\' tag is revalidated; nothing new to publish is a 409', async () => {
    const answer = await publish(staffRequest('/api/admin/site-facts/publish', admin, 'POST'), undefined);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ version: 1, changes: ['company', 'security', 'integrations'] });
    expect(revalidated).toEqual([['site-facts', { expire: 0 }]]);
    expect(await publishedFacts()).toMatchObject({ company: { vatNumber: '310987654300003' }, integrations });
    const audit = await database.db.selectFrom('audit_log').select(['action', 'target_id', 'actor_name']).where('action', 'like', 'site-facts.%').orderBy('created_at').execute();
    expect(audit.map((row) => row.action)).toEqual(['site-facts.draft', 'site-facts.draft', 'site-facts.publish']);
    expect(audit.at(-1)).toMatchObject({ target_id: '1', actor_name: 'facts-admin' });
    expect((await publish(staffRequest('/api/admin/site-facts/publish', admin, 'POST'), undefined)).status).toBe(409);
  });

  it('a changed VAT number published as version 2; restoring version 1 brings the old one back as version 3', async () => {
    expect((await PUT(staffRequest('/api/admin/site-facts', admin, 'PUT', { company: { ...company, vatNumber: '311111111100003' } }), undefined)).status).toBe(200);
    expect(await (await publish(staffRequest('/api/admin/site-facts/publish', admin, 'POST'), undefined)).json()).toMatchObject({ version: 2, changes: ['company.vatNumber'] });
    expect((await publishedFacts()).company?.vatNumber).toBe('311111111100003');
    const params = (version: string) => ({ params: Promise.resolve({ version }) });
    expect((await restore(staffRequest('/api/admin/site-facts/versions/1/restore', editor, 'POST'), params('1'))).status).toBe(403);
    expect((await restore(staffRequest('/api/admin/site-facts/versions/9/restore', admin, 'POST'), params('9'))).status).toBe(404);
    expect((await restore(staffRequest('/api/admin/site-facts/versions/x/restore', admin, 'POST'), params('x'))).status).toBe(404);
    const restored = await restore(staffRequest('/api/admin/site-facts/versions/1/restore', admin, 'POST'), params('1'));
    expect(await restored.json()).toMatchObject({ version: 3, restoredFrom: 1 });
    expect((await publishedFacts()).company?.vatNumber).toBe('310987654300003');
    expect((await facts()).draft).toMatchObject({ company: { vatNumber: '310987654300003' } });
    expect(revalidated.length).toBe(2);
  });

  it('shows a course\'s enrolments only from the number staff set, and none before they set one', async () => {
    const at = new Date().toISOString();
    for (let index = 0; index < 3; index += 1) {
      await database.db
        .insertInto('resource_leads')
        .values({ id: `00000000-0000-4000-8000-00000000000${index}`, kind: 'course', resource_id: 'preventive-maintenance-fundamentals', name: 'Learner', email: `learner${index}@example.sa`, company: null, consent: 1, consent_text: 'I agree', locale: 'en', utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, referrer: null, page: null, created_at: at, notified_at: null, confirmation_sent_at: null })
        .execute();
    }
    expect(await shownEnrolments()).toEqual({});
    const publishFrom = async (from: number) => {
      expect((await PUT(staffRequest('/api/admin/site-facts', admin, 'PUT', { learning: { enrolmentsShownFrom: from } }), undefined)).status).toBe(200);
      expect((await publish(staffRequest('/api/admin/site-facts/publish', admin, 'POST'), undefined)).status).toBe(200);
    };
    await publishFrom(4);
    expect(await shownEnrolments()).toEqual({});
    await publishFrom(3);
    expect(await shownEnrolments()).toEqual({ 'preventive-maintenance-fundamentals': 3 });
    expect((await PUT(staffRequest('/api/admin/site-facts', admin, 'PUT', { learning: { enrolmentsShownFrom: 0 } }), undefined)).status).toBe(400);
  });

  it('publishes plans, an onboarding fee and pricing questions, which the savings model and pages then use; one figure per fact is checked at save', async () => {
    const plans = { professional: { monthly: 239, annual: 199, minUsers: 10 }, onboardingFee: 12_000 };
    const question = { question: { en: 'Is there an onboarding fee?', ar: 'هل توجد رسوم تهيئة؟' }, answer: { en: 'Yes: SAR 12,000 once, excluding VAT.', ar: 'نعم: 12,000 ريال لمرة واحدة، دون ضريبة القيمة المضافة.' } };
    // The annual price above the monthly one, a negative fee, an Arabic answer with another figure, and a price nobody published.
    const bad = await PUT(
      staffRequest('/api/admin/site-facts', admin, 'PUT', {
        plans: { essentials: { monthly: 100, annual: 120, minUsers: 5 }, onboardingFee: -1 },
      }),
      undefined,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      'plans.essentials.annual': 'The annual-billing price cannot be higher than the monthly-billing price.',
      'plans.onboardingFee': 'Enter an amount in whole riyals, 0 or more.',
    });
    const figures = await PUT(
      staffRequest('/api/admin/site-facts', admin, 'PUT', {
        plans,
        faqs: { pricing: [{ ...question, answer: { en: question.answer.en, ar: 'نعم: 15,000 ريال لمرة واحدة.' } }, { question: { en: 'And a survey?', ar: 'وحصر الأصول؟' }, answer: { en: 'SAR 5,000 per site.', ar: '5,000 ريال لكل موقع.' } }] },
      }),
      undefined,
    );
    expect(figures.status).toBe(400);
    const errors = ((await figures.json()) as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['faqs.pricing.0.answer', 'faqs.pricing.0.answer.ar', 'faqs.pricing.1.answer.ar', 'faqs.pricing.1.answer.en']);
    expect(errors['faqs.pricing.0.answer']).toMatch(/^One figure per fact: .*\(12000, 15000\)/);
    expect(errors['faqs.pricing.1.answer.en']).toBe('“SAR 5,000” is not a published price. State prices in Plans and prices; an answer may quote only those.');

    expect((await PUT(staffRequest('/api/admin/site-facts', admin, 'PUT', { plans, faqs: { pricing: [question] } }), undefined)).status).toBe(200);
    expect((await publish(staffRequest('/api/admin/site-facts/publish', admin, 'POST'), undefined)).status).toBe(200);
    const published = await publishedFacts();
    const prices = pricesOf(published);
    // The plan left out keeps its seed; the published one and the fee replace theirs.
    expect(prices).toEqual({ plans: [seedPlans[0], { id: 'professional', monthly: 239, annual: 199, minUsers: 10, sites: null }], onboardingFee: 12_000 });
    // 25 users × 199 × 12 = 59,700 + 12,000 fee = 71,700 in the first year.
    expect(computeSavings(referencePortfolio, 'rate', prices)).toMatchObject({ subscription: 59_700, onboardingFee: 12_000, platformCost: 71_700 });
    // As visitors read it: the Arabic figures isolated left to right, the words as published.
    expect(pricingFaqsOf(published, [])).toEqual([{ id: 'published-1', ...isolateArabicFigures(question) }]);
    expect(pricingFaqsOf(published, [])[0]!.answer.ar).toBe('نعم: \u206612,000\u2069 ريال لمرة واحدة، دون ضريبة القيمة المضافة.');
  });

  it('sends the WhatsApp links to the number staff published for the company', async () => {
    const before = await goToWhatsApp(new Request('http://localhost:3000/go/whatsapp?from=/pricing'));
    expect(before.headers.get('location')).toMatch(/^https:\/\/wa\.me\/966115204400\?/);
    expect((await PUT(staffRequest('/api/admin/site-facts', admin, 'PUT', { company: { ...company, whatsapp: '+966 55 000 1111' } }), undefined)).status).toBe(200);
    expect((await publish(staffRequest('/api/admin/site-facts/publish', admin, 'POST'), undefined)).status).toBe(200);
    const after = await goToWhatsApp(new Request('http://localhost:3000/go/whatsapp?from=/pricing'));
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toMatch(/^https:\/\/wa\.me\/966550001111\?text=/);
  });
});
