import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listLeads } from '@/app/api/admin/leads/route';
import { POST as submit } from '@/app/api/resource-leads/route';
import { guideIds } from '@/content/guides';
import { GUIDE_ACCESS_COOKIE } from '@/lib/guide-access';
import { hasGuideAccess } from '@/server/guides/guide-access';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { mailSettingsFromEnv } from '@/server/mail/settings';
import {
  findResourceLead,
  RESOURCE_LEAD_LIMIT,
  resourceLeadRow,
  saveResourceLead,
  siteResources,
} from '@/server/forms/resource-leads';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

// The mail settings come from the environment; one test sets them.
vi.mock('@/server/mail/settings', { spy: true });

let ipCounter = 0;
function post(body: unknown, { ip, origin, raw, contentType = 'application/json', proto }: { ip?: string; origin?: string; raw?: string; contentType?: string; proto?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': contentType, host: 'localhost:3000', 'x-forwarded-for': ip ?? `10.5.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  if (origin) headers.origin = origin;
  if (proto) headers['x-forwarded-proto'] = proto;
  return new Request('http://localhost:3000/api/resource-leads', { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
}

const guide = {
  kind: 'guide',
  resourceId: 'hvac-summer-readiness',
  name: '  Faisal Al-Otaibi ',
  email: ' faisal@example.sa ',
  consent: true,
  locale: 'en',
  page: '/resources/guides/hvac-summer-readiness',
  utmSource: 'linkedin',
  utmMedium: 'social',
  utmCampaign: 'summer-2026',
  referrer: 'https://www.linkedin.com/',
};

const course = {
  kind: 'course',
  resourceId: 'preventive-maintenance',
  name: 'Reem Al-Shehri',
  email: 'reem@example.sa',
  company: 'Shehri Facility Services',
  consent: true,
  locale: 'ar',
  page: '/ar/resources/courses/preventive-maintenance',
};

const GUIDE_CONSENT_EN =
  'I agree that Siyana may keep my name and work email to give me access to this guide and to contact me about related guides, courses and the Siyana platform.';
const COURSE_CONSENT_AR =
  'أوافق على أن تحتفظ Siyana باسمي وبريدي الإلكتروني للعمل واسم شركتي لتسجيلي في هذه الدورة، والتواصل معي بشأنها وبشأن دورات ذات صلة ومنصة Siyana.';

describe('the lists of known resources', () => {
  it('name the six guides and every course', () => {
    expect(guideIds).toEqual(['preventive-maintenance-playbook', 'hvac-summer-readiness', 'civil-defense-fire-safety', 'energy-baseline', 'cmms-selection', 'asset-tagging-qr']);
    expect(siteResources.courseIds).toContain('preventive-maintenance');
    expect(siteResources.courseIds).toHaveLength(6);
  });
});

describe.each(databaseKinds)('resource leads on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
  });
  afterAll(async () => database.drop());

  // No mail settings (the test environment has none): these tests are about what is stored and answered (resource-lead-mail.test.ts sends mail).
  const count = async () => Number((await database.db.selectFrom('resource_leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a guide lead exactly before answering 201, and opens the PDFs with a year-long HttpOnly cookie', async () => {
    const response = await submit(post(guide));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ success: true, id: expect.any(String), message: 'Thank you. Your PDF is ready to download.' });
    const row = await findResourceLead(database.db, body.id);
    expect(row).toMatchObject({
      kind: 'guide', resource_id: 'hvac-summer-readiness', name: 'Faisal Al-Otaibi', email: 'faisal@example.sa', company: null,
      consent: 1, consent_text: GUIDE_CONSENT_EN, locale: 'en', utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'summer-2026',
      utm_term: null, utm_content: null, referrer: 'https://www.linkedin.com/', page: '/resources/guides/hvac-summer-readiness',
      notified_at: null, confirmation_sent_at: null,
    });
    expect(Date.parse(row!.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${GUIDE_ACCESS_COOKIE}=[\\w-]+\\.[\\w-]+;`));
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(await hasGuideAccess(database, cookie.split(';')[0])).toBe(true);
    expect(await hasGuideAccess(database, `${GUIDE_ACCESS_COOKIE}=1`)).toBe(false);
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const response = await submit(post(guide, { proto: 'https' }));
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  it('stores a course enrolment with its company and the Arabic consent sentence, and sets no cookie', async () => {
    const response = await submit(post(course));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('تم تسجيلك في دورة «تخطيط الصيانة الوقائية». سيرسل لك فريق التدريب لدينا بيانات الدخول إلى الدورة عبر البريد الإلكتروني.');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await findResourceLead(database.db, body.id)).toMatchObject({
      kind: 'course', resource_id: 'preventive-maintenance', company: 'Shehri Facility Services', locale: 'ar', consent: 1, consent_text: COURSE_CONSENT_AR,
      page: '/ar/resources/courses/preventive-maintenance', utm_source: null, referrer: null,
    });
  });

  it('says a confirmation e-mail is coming only when mail is configured', async () => {
    const mail = { smtpUrl: 'smtp://127.0.0.1:9', to: 'sales@siyana.sa', from: 'site@siyana.sa' };
    // A run that cannot reach the mail server is only logged: the lead is stored and answered all the same.
    vi.mocked(mailSettingsFromEnv).mockReturnValueOnce(mail);
    const response = await submit(post({ ...course, locale: 'en' }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe(
      'You’re enrolled in “Preventive Maintenance Planning”. A confirmation is on its way to reem@example.sa, and our learning team will follow up with the access details.',
    );
    expect(await findResourceLead(database.db, body.id)).toBeDefined();
  });

  it('drops a page path that is not a plain path rather than refusing the lead', async () => {
    const response = await submit(post({ ...guide, page: 'javascript:alert(1)' }));
    expect(response.status).toBe(201);
    expect(await findResourceLead(database.db, (await response.json()).id)).toMatchObject({ page: null });
  });

  const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
    ['a short name', { ...guide, name: 'F' }, { name: 'Please enter your full name' }],
    ['no name', { ...guide, name: undefined }, { name: 'Please enter your full name' }],
    ['a bad e-mail', { ...guide, email: 'faisal@' }, { email: 'Please enter a valid email address' }],
    ['an e-mail too long', { ...guide, email: `${'a'.repeat(250)}@example.sa` }, { email: 'This entry is too long' }],
    ['consent false', { ...guide, consent: false }, { consent: 'Please tick the box to give your consent' }],
    ['consent missing', { ...guide, consent: undefined }, { consent: 'Please tick the box to give your consent' }],
    ['consent as text', { ...guide, consent: 'true' }, { consent: 'Please tick the box to give your consent' }],
    ['an unknown guide', { ...guide, resourceId: 'free-ipad' }, { resourceId: 'This guide or course is no longer available. Please reload the page.' }],
    ['a course id as a guide', { ...guide, resourceId: 'preventive-maintenance' }, { resourceId: 'This guide or course is no longer available. Please reload the page.' }],
    ['a guide id as a course', { ...course, locale: 'en', resourceId: 'energy-baseline' }, { resourceId: 'This guide or course is no longer available. Please reload the page.' }],
    ['a course without company', { ...course, locale: 'en', company: '  ' }, { company: 'Please enter your company name' }],
    ['a course with no company field', { ...course, locale: 'en', company: undefined }, { company: 'Please enter your company name' }],
    ['an unknown kind', { ...guide, kind: 'webinar' }, { kind: 'This form could not be read. Please reload the page and try again.' }],
    ['no kind', { ...guide, kind: undefined }, { kind: 'This form could not be read. Please reload the page and try again.' }],
  ];
  it.each(invalid)('%s: 400 with the field’s message, nothing stored, no cookie', async (_, payload, errors) => {
    const before = await count();
    const response = await submit(post(payload));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Some fields need your attention.', errors });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await count()).toBe(before);
  });

  it('names every bad field at once, in Arabic for an Arabic page', async () => {
    const response = await submit(post({ ...course, name: '', email: 'x', company: '', consent: false }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'بعض الحقول تحتاج إلى مراجعة.',
      errors: { name: 'يرجى إدخال اسمك الكامل', email: 'يرجى إدخال بريد إلكتروني صحيح', company: 'يرجى إدخال اسم شركتك', consent: 'يرجى تأكيد موافقتك بوضع علامة في المربع' },
    });
  });

  it('answers a filled honeypot like a success, cookie included, storing nothing', async () => {
    const before = await count();
    const response = await submit(post({ ...guide, website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(await count()).toBe(before);
  });

  it('refuses a body not declared as JSON (415), malformed JSON (400), one over 32 KB (413) and a foreign Origin (403)', async () => {
    const before = await count();
    expect((await submit(post(guide, { contentType: 'text/plain' }))).status).toBe(415);
    expect((await submit(post(null, { raw: 'name=Faisal&consent=on', contentType: 'application/x-www-form-urlencoded' }))).status).toBe(415);
    expect((await submit(post(null, { raw: '{"kind":' }))).status).toBe(400);
    expect((await submit(post({ ...guide, referrer: 'x'.repeat(40_000) }))).status).toBe(413);
    const foreign = await submit(post(guide, { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
    expect(await count()).toBe(before);
  });

  it('limits leads per address with 429, storing none of the refused ones', async () => {
    const ip = `192.0.2.${kind === 'sqlite' ? 50 : 51}`;
    const before = await count();
    const statuses: number[] = [];
    for (let index = 0; index < RESOURCE_LEAD_LIMIT.points + 2; index++) statuses.push((await submit(post(guide, { ip }))).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(RESOURCE_LEAD_LIMIT.points);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const refused = await submit(post({ ...guide, locale: 'ar' }, { ip }));
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/^عدد كبير من الطلبات من شبكتك/);
    expect(await count()).toBe(before + RESOURCE_LEAD_LIMIT.points);
  });

  it('takes 30 concurrent leads: every 201 has its row, no 5xx', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, (_, index) => submit(post({ ...course, email: `load-${kind}-${index}@example.sa` }))));
    expect(responses.map((response) => response.status).filter((status) => status !== 201)).toEqual([]);
    const ids = await Promise.all(responses.map(async (response) => (await response.json()).id as string));
    expect(await database.db.selectFrom('resource_leads').select('id').where('id', 'in', ids).execute()).toHaveLength(30);
  });
});

describe.each(databaseKinds)('resource leads in the staff inbox and its CSV on %s', (kind) => {
  let database: TestDatabase;
  let token: string;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await upsertAdmin(database.db, 'leads-manager', 'correct horse battery staple');
    const admin = await findAdminByUsername(database.db, 'leads-manager');
    token = (await createSession(database.db, admin!.id)).token;

    const payload = (changes: Record<string, unknown>) => ({ utmSource: undefined, utmMedium: undefined, utmCampaign: undefined, utmTerm: undefined, utmContent: undefined, referrer: undefined, website: undefined, ...changes });
    await saveResourceLead(
      database.db,
      resourceLeadRow(payload({ kind: 'guide', resourceId: 'energy-baseline', name: '=HYPERLINK("http://evil.example")', email: 'old@example.sa', consent: true, locale: 'en', page: '/resources/guides/energy-baseline' }) as never, 'I agree, "fully", to this.', new Date('2026-11-20T08:00:00Z')),
    );
    await saveResourceLead(
      database.db,
      resourceLeadRow(payload({ kind: 'course', resourceId: 'fm-fundamentals', name: 'نورة الدوسري', email: 'noura@example.sa', company: 'Dosari, Sons & Co', consent: true, locale: 'ar', utmCampaign: '+cmd' }) as never, 'أوافق', new Date('2026-11-21T10:30:00Z')),
    );
  });
  afterAll(async () => database.drop());

  const get = (path: string, session = true) =>
    listLeads(new Request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', ...(session ? { cookie: `${SESSION_COOKIE}=${token}` } : {}) } }));

  it('answers 401 without a session', async () => {
    expect((await get('/api/admin/leads?kind=resources', false)).status).toBe(401);
    expect((await get('/api/admin/leads?kind=resources&format=csv', false)).status).toBe(401);
  });

  it('lists newest first, one kind when asked', async () => {
    const emails = async (query: string) => ((await (await get(`/api/admin/leads?${query}`)).json()).data as { email: string }[]).map((lead) => lead.email);
    expect(await emails('kind=resources')).toEqual(['noura@example.sa', 'old@example.sa']);
    expect(await emails('kind=guide')).toEqual(['old@example.sa']);
    expect(await emails('kind=course')).toEqual(['noura@example.sa']);
  });

  it('exports CSV with the site’s escaping: quotes, commas, Arabic, formulas neutralised, Riyadh time', async () => {
    const response = await get('/api/admin/leads?kind=resources&format=csv&lang=en');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const [header, course, guide] = text.split('\r\n');
    expect(header!.startsWith('\uFEFFReceived,Kind,Status,Owner,Name,Company,E-mail')).toBe(true);
    expect(course!.split(',noura@example.sa,')[0]).toBe('2026-11-21 13:30:00,Course registration,New,leads-manager,نورة الدوسري,"Dosari, Sons & Co"');
    expect(course).toContain(",'+cmd,");
    expect(course).toContain('Facility Management Fundamentals');
    expect(guide!.split(',old@example.sa,')[0]).toBe('2026-11-20 11:00:00,Guide download,New,leads-manager,"\'=HYPERLINK(""http://evil.example"")",');
    expect(guide).toContain('I agree, ""fully"", to this.');
    expect(guide).toContain('Building an Energy Baseline for Gulf Buildings');
    const courseOnly = await (await get('/api/admin/leads?kind=course&format=csv')).text();
    expect(courseOnly).not.toContain('old@example.sa');
  });
});
