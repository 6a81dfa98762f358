import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as registrationRoute } from '@/app/api/events/[slug]/registrations/route';
import { sendPendingEventRegistrationMail } from '@/server/event-mail';
import { mailSettingsFromEnv } from '@/server/lead-notifier';
import type { TestDatabase } from '../support/databases';
import { insertEvent } from '../support/events';
import { createRouteDatabase } from '../support/route-database';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';

// The mail settings come from the environment; the API tests point them at their SMTP server.
vi.mock('@/server/lead-notifier', { spy: true });

const settings = (url: string) => ({ smtpUrl: url, to: 'events@siyana.sa', from: 'site@siyana.sa' });
const textOf = (mail: ReceivedMail | undefined) => mail?.parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))?.body ?? mail?.body ?? '';
const icsOf = (mail: ReceivedMail | undefined) => mail?.parts.find((part) => part.headers['content-type']?.startsWith('text/calendar'));

let ipCounter = 0;
const register = (request: Request, slug: string) => registrationRoute(request, { params: Promise.resolve({ slug }) });
const post = (slug: string, body: Record<string, unknown>) =>
  new Request(`http://localhost:3000/api/events/${slug}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': `10.31.0.${ipCounter++}` },
    body: JSON.stringify(body),
  });

describe('mail for event registrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase('sqlite');
  });
  afterAll(async () => database.drop());

  const row = (id: string) => database.db.selectFrom('event_registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const store = async (slug: string, body: Record<string, unknown>) => {
    const response = await register(post(slug, body), slug);
    expect(response.status).toBe(201);
    return (await response.json()).id as string;
  };

  it('keeps registrations pending while mail fails, then tells staff and confirms each registrant once, with the calendar file', async () => {
    const event = await insertEvent(database.db, { slug: 'ppm-live', capacity: 50, starts_at: '2030-03-10T07:00:00.000Z', ends_at: '2030-03-10T08:30:00.000Z' });
    const english = await store(event.slug, { name: 'Omar Al-Ghamdi', email: 'omar@example.sa', company: 'Ghamdi Towers', phone: '0551234567', locale: 'en', utmCampaign: 'spring' });
    const arabic = await store(event.slug, { name: 'عمر الغامدي', email: 'omar.ar@example.sa', company: 'أبراج الغامدي', locale: 'ar', newsletter: true });

    const broken = await startSmtpServer({ failing: true });
    await expect(sendPendingEventRegistrationMail(database.db, settings(broken.url))).rejects.toThrow();
    await broken.close();
    for (const id of [english, arabic]) expect(await row(id)).toMatchObject({ notified_at: null, confirmation_sent_at: null });

    const smtp = await startSmtpServer();
    const received = smtp.received;
    expect(await sendPendingEventRegistrationMail(database.db, settings(smtp.url))).toBe(4);

    const notices = received.filter((mail) => mail.to.includes('events@siyana.sa'));
    expect(notices).toHaveLength(2);
    const notice = notices.find((mail) => mail.headers['reply-to'] === 'omar@example.sa');
    expect(notice?.headers.subject).toBe('New event registration: Omar Al-Ghamdi (Ghamdi Towers) - PPM Planning, Step by Step');
    expect(textOf(notice)).toContain('Event: PPM Planning, Step by Step (ppm-live)');
    expect(textOf(notice)).toContain('Starts: Sunday, 10 March 2030, 10:00\u00a0AM\u00a0–\u00a011:30\u00a0AM\u00a0AST');
    expect(textOf(notice)).toContain('Phone: +966551234567');
    expect(textOf(notice)).toContain('UTM: spring');
    expect(textOf(notice)).toContain('Newsletter: No');

    const confirmation = received.find((mail) => mail.to.includes('omar@example.sa'));
    expect(confirmation?.headers['reply-to']).toBe('events@siyana.sa');
    expect(confirmation?.headers.subject).toBe('You’re registered: PPM Planning, Step by Step');
    const text = textOf(confirmation);
    expect(text).toContain('Hello Omar Al-Ghamdi,');
    expect(text).toContain('When: Sunday, 10 March 2030, 10:00\u00a0AM\u00a0–\u00a011:30\u00a0AM\u00a0AST');
    expect(text).toContain('Where: Online');
    expect(text).toContain('Join link: https://meet.example.com/siyana-ppm');
    expect(text).toContain(`Event page: http://localhost:3000/resources/events/ppm-live/registered?r=${english}`);
    const ics = icsOf(confirmation);
    expect(ics?.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8; method=PUBLISH/);
    expect(ics?.headers['content-disposition']).toMatch(/attachment; filename=ppm-live\.ics|attachment; filename="ppm-live\.ics"/);
    expect(ics?.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics?.body).toContain('DTSTART;TZID=Asia/Riyadh:20300310T100000\r\n');
    expect(ics?.body.replace(/\r\n /g, '')).toContain('Join link: https://meet.example.com/siyana-ppm');

    const arabicMail = received.find((mail) => mail.to.includes('omar.ar@example.sa'));
    expect(arabicMail?.headers.subject).toBe('تأكيد تسجيلك: تخطيط الصيانة الوقائية خطوة بخطوة');
    expect(textOf(arabicMail)).toContain('مرحباً عمر الغامدي،');
    expect(textOf(arabicMail)).toContain('الموعد: الأحد، 10 مارس 2030، 10:00\u00a0ص\u00a0–\u00a011:30\u00a0ص\u00a0توقيت الرياض');
    expect(textOf(arabicMail)).not.toMatch(/Hello|When:|Join link/);
    expect(icsOf(arabicMail)?.body.replace(/\r\n /g, '')).toContain('SUMMARY;LANGUAGE=ar:تخطيط الصيانة الوقائية خطوة بخطوة');
    expect(textOf(notices.find((mail) => mail.headers['reply-to'] === 'omar.ar@example.sa'))).toContain('Newsletter: Yes: نعم، أرسلوا لي النشرة البريدية');

    for (const id of [english, arabic]) expect(await row(id)).toMatchObject({ notified_at: expect.any(String), confirmation_sent_at: expect.any(String) });
    // Nothing is sent twice.
    expect(await sendPendingEventRegistrationMail(database.db, settings(smtp.url))).toBe(0);
    await smtp.close();
  });

  it('sends the mail of a registration posted to the API after answering, never for a refused one', async () => {
    const event = await insertEvent(database.db, { capacity: 1 });
    const smtp = await startSmtpServer();
    const received = smtp.received;
    vi.mocked(mailSettingsFromEnv).mockReturnValue(settings(smtp.url));
    const response = await register(post(event.slug, { name: 'Hassan Saleh', email: 'hassan@example.sa', company: 'Saleh Hospitals', locale: 'en' }), event.slug);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    // The row is committed before the answer; the e-mails follow in the background.
    expect(await row(id)).toBeDefined();
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
    expect(received.map((mail) => mail.to[0]).sort()).toEqual(['events@siyana.sa', 'hassan@example.sa']);
    await expect.poll(async () => (await row(id)).confirmation_sent_at).not.toBeNull();

    const full = await register(post(event.slug, { name: 'Late Comer', email: 'late@example.sa', company: 'Late Co', locale: 'en' }), event.slug);
    expect(full.status).toBe(409);
    // Mail goes out only through the outbox of stored registrations: nothing is left there to send.
    expect(await sendPendingEventRegistrationMail(database.db, settings(smtp.url))).toBe(0);
    expect(received).toHaveLength(2);
    vi.mocked(mailSettingsFromEnv).mockReset();
    await smtp.close();
  });
});
