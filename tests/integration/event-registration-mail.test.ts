import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as registrationRoute } from '@/app/api/events/[slug]/registrations/route';
import { sendPendingEventRegistrationMail } from '@/server/events/registration-mail';
import { mailSettingsFromEnv } from '@/server/mail/settings';
import type { TestDatabase } from '../support/databases';
import { insertEvent } from '../support/events';
import { createRouteDatabase } from '../support/route-database';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';

// The mail settings come from the environment; the API tests point them at their SMTP server.
vi.mock('@/server/mail/settings', { spy: true });

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
  /** The answer has no id (src/server/events/registrations.ts): the row is found by its address. */
  const idOf = async (email: string) => (await database.db.selectFrom('event_registrations').select('id').where('email_normalized', '=', email).executeTakeFirstOrThrow()).id;
  const store = async (slug: string, body: Record<string, unknown>) => {
    const response = await register(post(slug, body), slug);
    expect(response.status).toBe(202);
    return idOf(String(body.email));
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
    expect(textOf(notice)).toContain('Starts: Sunday, 10 March 2030, 10:00\u00a0AM\u00a0–\u00a011:30\u00a0AM Riyadh\u00a0time\u00a0(UTC+3)');
    expect(textOf(notice)).toContain('Phone: +966551234567');
    expect(textOf(notice)).toContain('UTM: spring');
    expect(textOf(notice)).toContain('Newsletter: No');

    const confirmation = received.find((mail) => mail.to.includes('omar@example.sa'));
    expect(confirmation?.headers['reply-to']).toBe('events@siyana.sa');
    expect(confirmation?.headers.subject).toBe('You’re registered: PPM Planning, Step by Step');
    const text = textOf(confirmation);
    expect(text).toContain('Hello Omar Al-Ghamdi,');
    expect(text).toContain('When: Sunday, 10 March 2030, 10:00\u00a0AM\u00a0–\u00a011:30\u00a0AM Riyadh\u00a0time\u00a0(UTC+3)');
    expect(text).toContain('Where: Online');
    expect(text).toContain('Join link: https://meet.example.com/siyana-ppm');
    expect(text).toContain(`Your registration (calendar file and join link): http://localhost:3000/resources/events/ppm-live/registered?r=${english}`);
    const ics = icsOf(confirmation);
    expect(ics?.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8; method=PUBLISH/);
    expect(ics?.headers['content-disposition']).toMatch(/attachment; filename=ppm-live\.ics|attachment; filename="ppm-live\.ics"/);
    expect(ics?.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics?.body).toContain('DTSTART;TZID=Asia/Riyadh:20300310T100000\r\n');
    expect(ics?.body.replace(/\r\n /g, '')).toContain('Join link: https://meet.example.com/siyana-ppm');

    const arabicMail = received.find((mail) => mail.to.includes('omar.ar@example.sa'));
    expect(arabicMail?.headers.subject).toBe('تأكيد تسجيلك: تخطيط الصيانة الوقائية خطوة بخطوة');
    expect(textOf(arabicMail)).toContain('مرحباً عمر الغامدي،');
    expect(textOf(arabicMail)).toContain('الموعد: الأحد، 10 مارس 2030، 10:00\u00a0ص\u00a0–\u00a011:30\u00a0ص توقيت\u00a0الرياض\u00a0(UTC+3)');
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
    expect(response.status).toBe(202);
    const id = await idOf('hassan@example.sa');
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

  it('mails the confirmation link again to an address that registers again (the answer never carries it), at most every 10 minutes', async () => {
    const event = await insertEvent(database.db, { capacity: 10 });
    const smtp = await startSmtpServer();
    const received = smtp.received;
    vi.mocked(mailSettingsFromEnv).mockReturnValue(settings(smtp.url));
    const body = { name: 'Lina Harbi', email: 'lina@example.sa', company: 'Harbi Estates', locale: 'ar' };
    const first = await register(post(event.slug, body), event.slug);
    const id = await idOf('lina@example.sa');
    // The row is claimed (marked) just before its e-mail goes out: wait for the e-mail itself.
    await expect.poll(() => received.filter((mail) => mail.to.includes('lina@example.sa')).length).toBe(1);
    await expect.poll(async () => (await row(id)).confirmation_sent_at).not.toBeNull();
    const links = () => received.filter((mail) => mail.to.includes('lina@example.sa')).map((mail) => /https?:\/\/\S+registered\?r=\S+/.exec(textOf(mail))?.[0]);
    expect(links()).toEqual([`http://localhost:3000/ar/resources/events/${event.slug}/registered?r=${id}`]);

    // At once: the same answer, no second mail (someone typing another's address cannot flood it).
    const again = await register(post(event.slug, { ...body, name: 'Someone Else' }), event.slug);
    expect([again.status, await again.json()]).toEqual([first.status, await first.json()]);
    expect(await sendPendingEventRegistrationMail(database.db, settings(smtp.url))).toBe(0);

    // Later: the link is mailed again, to the address that registered, never shown to whoever asked.
    await database.db.updateTable('event_registrations').set({ confirmation_sent_at: new Date(Date.now() - 11 * 60_000).toISOString() }).where('id', '=', id).execute();
    expect((await register(post(event.slug, body), event.slug)).status).toBe(202);
    await expect.poll(() => links().length, { timeout: 5000 }).toBe(2);
    expect(new Set(links())).toEqual(new Set([`http://localhost:3000/ar/resources/events/${event.slug}/registered?r=${id}`]));
    // Staff were told once: it is the same registration.
    expect(received.filter((mail) => mail.to.includes('events@siyana.sa'))).toHaveLength(1);
    vi.mocked(mailSettingsFromEnv).mockReset();
    await smtp.close();
  });
});
