import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as submitResourceLead } from '@/app/api/resource-leads/route';
import type { ResourceLeadPayload } from '@/schemas/resource-lead';
import { mailSettingsFromEnv } from '@/server/mail/settings';
import { courseConfirmationEmail, sendPendingResourceLeadMail } from '@/server/forms/resource-lead-mail';
import { findResourceLead, resourceLeadRow, saveResourceLead } from '@/server/forms/resource-leads';
import type { TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';
import { startSmtpServer } from '../support/smtp';

// The mail settings come from the environment; the API test points them at its SMTP server.
vi.mock('@/server/mail/settings', { spy: true });

const context = { utmSource: undefined, utmMedium: undefined, utmCampaign: undefined, utmTerm: undefined, utmContent: undefined, referrer: undefined, website: undefined, page: undefined };
const enrolment = (changes: Partial<ResourceLeadPayload> = {}) =>
  ({ ...context, kind: 'course', resourceId: 'energy-hot-climates', name: 'Omar Al-Ghamdi', email: 'omar@example.sa', company: 'Ghamdi Towers', consent: true, locale: 'en', ...changes }) as ResourceLeadPayload;
const download = (changes: Partial<ResourceLeadPayload> = {}) =>
  ({ ...context, kind: 'guide', resourceId: 'cmms-selection', name: 'Lina Haddad', email: 'lina@example.sa', consent: true, locale: 'en', ...changes }) as ResourceLeadPayload;

const settings = (url: string) => ({ smtpUrl: url, to: 'sales@siyana.sa', from: 'site@siyana.sa' });

describe('mail for resource leads', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase('sqlite');
  });
  afterAll(async () => database.drop());

  const row = (id: string) => findResourceLead(database.db, id);

  it('keeps every lead pending while mail fails, then notifies staff of each and confirms each enrolment once', async () => {
    const courseId = await saveResourceLead(database.db, resourceLeadRow(enrolment({ page: '/resources/courses/energy-hot-climates', utmCampaign: 'summer' }), 'I agree.'));
    const arabicId = await saveResourceLead(database.db, resourceLeadRow(enrolment({ name: 'عمر الغامدي', email: 'omar.ar@example.sa', locale: 'ar' }), 'أوافق.'));
    const guideId = await saveResourceLead(database.db, resourceLeadRow(download(), 'I agree.'));

    const broken = await startSmtpServer({ failing: true });
    await expect(sendPendingResourceLeadMail(database.db, settings(broken.url))).rejects.toThrow();
    await broken.close();
    for (const id of [courseId, arabicId, guideId]) expect(await row(id)).toMatchObject({ notified_at: null, confirmation_sent_at: null });

    const smtp = await startSmtpServer();
    const received = smtp.received;
    // Three staff notices and two confirmations; a guide download gets no e-mail of its own.
    expect(await sendPendingResourceLeadMail(database.db, settings(smtp.url))).toBe(5);
    const toStaff = received.filter((mail) => mail.to.includes('sales@siyana.sa'));
    expect(toStaff).toHaveLength(3);
    const courseNotice = toStaff.find((mail) => mail.headers['reply-to'] === 'omar@example.sa');
    expect(courseNotice?.headers.subject).toBe('New course enrolment: Omar Al-Ghamdi (Ghamdi Towers) - Energy Management for Hot Climates');
    expect(courseNotice?.body).toContain('Course: Energy Management for Hot Climates (energy-hot-climates)');
    expect(courseNotice?.body).toContain('Page: /resources/courses/energy-hot-climates');
    expect(courseNotice?.body).toContain('UTM: summer');
    expect(courseNotice?.body).toContain('Consent: I agree.');
    const guideNotice = toStaff.find((mail) => mail.headers['reply-to'] === 'lina@example.sa');
    expect(guideNotice?.headers.subject).toBe('New guide download: Lina Haddad - Choosing a CMMS or CAFM Platform: A Buyer’s Guide');
    expect(guideNotice?.body).not.toContain('Company');

    const english = received.find((mail) => mail.to.includes('omar@example.sa'));
    expect(english?.from).toBe('site@siyana.sa');
    expect(english?.headers['reply-to']).toBe('sales@siyana.sa');
    expect(english?.headers.subject).toBe('Your enrolment: Energy Management for Hot Climates');
    expect(english?.body).toContain('Hello Omar Al-Ghamdi,');
    expect(english?.body).toContain('What happens next');
    expect(english?.body).toContain('Course page: http://localhost:3000/resources/courses/energy-hot-climates');

    const arabic = received.find((mail) => mail.to.includes('omar.ar@example.sa'));
    expect(arabic?.headers.subject).toBe('تأكيد تسجيلك: إدارة الطاقة في المناخ الحار');
    expect(arabic?.body).toContain('مرحباً عمر الغامدي،');
    expect(arabic?.body).toContain('الخطوات التالية');
    expect(arabic?.body).toContain('صفحة الدورة: http://localhost:3000/ar/resources/courses/energy-hot-climates');
    expect(received.some((mail) => mail.to.includes('lina@example.sa'))).toBe(false);

    for (const id of [courseId, arabicId]) expect((await row(id))?.confirmation_sent_at).not.toBeNull();
    expect(await row(guideId)).toMatchObject({ confirmation_sent_at: null, notified_at: expect.any(String) });

    // Nothing is sent twice.
    expect(await sendPendingResourceLeadMail(database.db, settings(smtp.url))).toBe(0);
    await smtp.close();
  });

  it('does not send a confirmation that has waited more than two days, but still tells staff', async () => {
    const old = await saveResourceLead(database.db, resourceLeadRow(enrolment({ email: 'late@example.sa' }), 'I agree.', new Date(Date.now() - 3 * 86_400_000)));
    const smtp = await startSmtpServer();
    const received = smtp.received;
    expect(await sendPendingResourceLeadMail(database.db, settings(smtp.url))).toBe(1);
    expect(received.map((mail) => mail.to)).toEqual([['sales@siyana.sa']]);
    expect(await row(old)).toMatchObject({ confirmation_sent_at: null, notified_at: expect.any(String) });
    await smtp.close();
  });

  it('writes the confirmation from the course content, in the visitor’s language', () => {
    const lead = { ...resourceLeadRow(enrolment({ resourceId: 'fm-fundamentals', locale: 'ar', name: 'سارة' }), 'أوافق.'), notified_at: null, confirmation_sent_at: null };
    const { subject, text } = courseConfirmationEmail(lead as never);
    expect(subject).toBe('تأكيد تسجيلك: أساسيات إدارة المرافق');
    expect(text.split('\n').slice(0, 3)).toEqual(['مرحباً سارة،', '', 'شكراً لتسجيلك في دورة «أساسيات إدارة المرافق»، إحدى دورات Siyana المجانية.']);
    expect(text).not.toMatch(/Hello|What happens|Course page/);
  });

  it('sends the mail of a lead posted to the API after answering, without the visitor waiting for it', async () => {
    const smtp = await startSmtpServer();
    const received = smtp.received;
    const request = new Request('http://localhost:3000/api/resource-leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': '10.9.0.1' },
      body: JSON.stringify({ kind: 'course', resourceId: 'ai-predictive', name: 'Hassan Saleh', email: 'hassan@example.sa', company: 'Saleh Hospitals', consent: true, locale: 'en' }),
    });
    vi.mocked(mailSettingsFromEnv).mockReturnValueOnce(settings(smtp.url));
    const response = await submitResourceLead(request);
    expect(response.status).toBe(201);
    const { id, message } = await response.json();
    expect(message).toContain('A confirmation is on its way to hassan@example.sa');
    // The row is committed before the answer; the e-mails follow in the background.
    expect(await row(id)).toBeDefined();
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
    expect(received.map((mail) => mail.to[0]).sort()).toEqual(['hassan@example.sa', 'sales@siyana.sa']);
    await expect.poll(async () => (await row(id))?.confirmation_sent_at ?? null).not.toBeNull();
    await smtp.close();
  });
});
