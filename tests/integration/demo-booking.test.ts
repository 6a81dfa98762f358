import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as slotsRoute } from '@/app/api/demo-slots/route';
import { POST as submitShort } from '@/app/api/demo-request/route';
import { POST as manageRoute } from '@/app/api/demo-bookings/route';
import { GET as icsRoute } from '@/app/api/demo-bookings/calendar.ics/route';
import { shortDemoRequestPayloadSchema } from '@/schemas/demo';
import { bookDemo, cancelBooking, hashToken, rescheduleBooking } from '@/server/demo-booking/bookings';
import { listFreeSlots } from '@/server/demo-booking/slot-queries';
import { findBookingByToken } from '@/server/demo-booking/booking-view';
import { closedDatesBetween, ensureFirstDemoHost, saveCalendarRules, loadCalendarRules, setCalendarDate } from '@/server/demo-booking/calendar';
import { hostDemoEmail, sendPendingDemoMail, visitorDemoEmail } from '@/server/demo-booking/mail';
import { leadCsvHeader, leadCsvRows } from '@/features/admin/lead-csv';
import { leadActivityWords, staffNames } from '@/server/staff/audit-words';
import { csvDate } from '@/server/staff/csv-export';
import { staffFormats } from '@/server/staff/language';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { addDemoHosts, freeSlotsNow } from '../support/demo-calendar';
import { createRouteDatabase } from '../support/route-database';
import { startSmtpServer } from '../support/smtp';

const visitor = { name: 'Nora Saleh', email: 'nora@example.sa', phone: '0551234567', company: 'Saleh Properties', companySize: '51-200', moduleInterest: 'ppm' };

let ipCounter = 0;
function post(url: string, body: unknown) {
  // Each request from a network of its own (a /24), so the network share of bookings is not what is tested here.
  const headers = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': `10.${34 + Math.floor(ipCounter / 250)}.${ipCounter++ % 250}.7` };
  return new Request(`http://localhost:3000${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
}
/** A Saudi mobile number of the visitor's own (one phone holds one upcoming demo). */
const phoneOf = (email: string) => `055${String([...email].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 10_000_000, 7)).padStart(7, '0')}`;
const book = (slotStart: string, extra: Record<string, unknown> = {}) => {
  const email = typeof extra.email === 'string' ? extra.email : visitor.email;
  return submitShort(post('/api/demo-request', { ...visitor, phone: phoneOf(email), slotStart, locale: 'en', ...extra }));
};
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('t')!;

/** Sunday 6 December 2026, 08:00 in Riyadh: a plain working week ahead (no holiday until Founding Day). */
const NOW = new Date('2026-12-06T05:00:00Z');
const payload = (slotStart: string, email = 'nora@example.sa') => shortDemoRequestPayloadSchema.parse({ ...visitor, email, phone: phoneOf(email), slotStart, locale: 'en' });

describe.each(databaseKinds)('demo booking on %s', (kind) => {
  let database: TestDatabase;
  let hosts: string[];
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    hosts = await addDemoHosts(database.db, 2);
  });
  afterAll(async () => database.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('demo_booking_mail').execute();
    await database.db.deleteFrom('demo_booking_holds').execute();
    await database.db.deleteFrom('demo_bookings').execute();
  });

  const rows = () => database.db.selectFrom('demo_bookings').selectAll().execute();
  const requests = async () => Number((await database.db.selectFrom('demo_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('starts with the default calendar: Sunday-Thursday 09:00-17:00, 30 minutes, two hours\' notice, 90 days', async () => {
    expect(await loadCalendarRules(database.db)).toMatchObject({ slotMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 120, horizonDays: 90, weeklyHours: [{ start: '09:00', end: '17:00' }, { start: '09:00', end: '17:00' }, { start: '09:00', end: '17:00' }, { start: '09:00', end: '17:00' }, { start: '09:00', end: '17:00' }, null, null] });
  });

  it('offers 16 slots a working day from 09:00 Riyadh time, none on Friday, Saturday or a holiday', async () => {
    const slots = await listFreeSlots(database.db, '2026-12-06', 7, NOW);
    // Same day: the first slots are inside the minimum notice (2 hours from 08:00), so today from 10:00 on.
    expect(slots[0]).toEqual({ start: '2026-12-06T07:00:00.000Z', end: '2026-12-06T07:30:00.000Z' });
    const byDay: Record<string, typeof slots> = {};
    for (const slot of slots) (byDay[new Date(Date.parse(slot.start) + 3 * 3_600_000).toISOString().slice(0, 10)] ??= []).push(slot);
    expect(Object.keys(byDay)).toEqual(['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10']);
    expect(byDay['2026-12-07']).toHaveLength(16);
    expect(byDay['2026-12-07']![15]).toEqual({ start: '2026-12-07T13:30:00.000Z', end: '2026-12-07T14:00:00.000Z' });
    // Founding Day 2027 (Monday 22 February) is closed by default; staff re-open it, then close another day.
    expect((await closedDatesBetween(database.db, '2027-02-20', '2027-02-24')).has('2027-02-22')).toBe(true);
    expect(await listFreeSlots(database.db, '2027-02-22', 1, NOW)).toEqual([]);
    await setCalendarDate(database.db, '2027-02-22', 'open', null);
    await setCalendarDate(database.db, '2027-02-23', 'closed', 'Team offsite');
    expect(await listFreeSlots(database.db, '2027-02-22', 1, NOW)).toHaveLength(16);
    expect(await listFreeSlots(database.db, '2027-02-23', 1, NOW)).toEqual([]);
    expect([...(await closedDatesBetween(database.db, '2027-02-20', '2027-02-24'))]).toEqual(['2027-02-23']);
    await setCalendarDate(database.db, '2027-02-22', null, null);
    await setCalendarDate(database.db, '2027-02-23', null, null);
  });

  it('keeps a slot free while one host of two is busy, and the buffer and a host’s own hours shape the grid', async () => {
    const first = await bookDemo(database.db, payload('2026-12-07T07:00:00.000Z'), { now: NOW, webhook: null });
    expect(first.kind).toBe('booked');
    expect((await listFreeSlots(database.db, '2026-12-07', 1, NOW)).map((slot) => slot.start)).toContain('2026-12-07T07:00:00.000Z');
    const second = await bookDemo(database.db, payload('2026-12-07T07:00:00.000Z', 'other@example.sa'), { now: NOW, webhook: null });
    expect(second.kind).toBe('booked');
    // Two hosts, two bookings, different hosts: the slot is gone.
    expect(new Set((await rows()).map((row) => row.host_id)).size).toBe(2);
    expect((await listFreeSlots(database.db, '2026-12-07', 1, NOW)).map((slot) => slot.start)).not.toContain('2026-12-07T07:00:00.000Z');

    const rules = await loadCalendarRules(database.db);
    await saveCalendarRules(database.db, { ...rules, bufferMinutes: 15 });
    // 45-minute steps from 09:00 Riyadh: 09:00, 09:45, 10:30 ...
    expect((await listFreeSlots(database.db, '2026-12-08', 1, NOW)).slice(0, 3).map((slot) => slot.start)).toEqual(['2026-12-08T06:00:00.000Z', '2026-12-08T06:45:00.000Z', '2026-12-08T07:30:00.000Z']);
    await saveCalendarRules(database.db, rules);
    await database.db.updateTable('demo_hosts').set({ weekly_hours: JSON.stringify([null, null, { start: '13:00', end: '14:00' }, null, null, null, null]) }).execute();
    expect((await listFreeSlots(database.db, '2026-12-08', 1, NOW)).map((slot) => slot.start)).toEqual(['2026-12-08T10:00:00.000Z', '2026-12-08T10:30:00.000Z']);
    await database.db.updateTable('demo_hosts').set({ weekly_hours: null }).execute();
  });

  it.each([
    ['in the past', '2026-12-03T07:00:00.000Z', 'past'],
    ['inside the minimum notice', '2026-12-06T06:00:00.000Z', 'notice'],
    ['on a Friday', '2026-12-11T07:00:00.000Z', 'off-grid'],
    ['off the grid', '2026-12-07T07:10:00.000Z', 'off-grid'],
    ['before opening', '2026-12-07T05:30:00.000Z', 'off-grid'],
    ['on National Day', '2027-09-23T07:00:00.000Z', 'horizon'],
    ['on Founding Day', '2027-02-22T07:00:00.000Z', 'closed'],
  ])('refuses a slot %s and stores nothing', async (_label, slotStart, reason) => {
    const before = await requests();
    const outcome = await bookDemo(database.db, payload(slotStart), { now: NOW, webhook: null });
    expect(outcome).toMatchObject({ kind: 'refused', reason });
    expect(await rows()).toEqual([]);
    expect(await requests()).toBe(before);
  });

  it('books through the form route: 201 with the booking, the host owns the lead, history and e-mails queued', async () => {
    const [slot] = await freeSlotsNow(database.db);
    const response = await book(slot!.start, { locale: 'ar' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, booking: { id: expect.any(String), start: slot!.start, end: slot!.end, confirmationUrl: expect.stringMatching(/^\/ar\/request-demo\/booked\?t=[A-Za-z0-9_-]{43}$/) } });
    const [row] = await rows();
    // Only the token's hash is stored.
    expect(row!.token_hash).toBe(hashToken(tokenOf(body.booking.confirmationUrl)));
    const lead = await database.db.selectFrom('leads').selectAll().where('id', '=', row!.lead_id!).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'demo-short', owner_id: row!.host_id });
    const request = await database.db.selectFrom('demo_requests').selectAll().where('id', '=', row!.demo_request_id).executeTakeFirstOrThrow();
    expect(request.preferred_date).toBe(new Date(Date.parse(slot!.start) + 3 * 3_600_000).toISOString().slice(0, 10));
    const mail = await database.db.selectFrom('demo_booking_mail').select(['kind', 'manage_url']).where('booking_id', '=', row!.id).orderBy('kind').execute();
    expect(mail.map((m) => m.kind)).toEqual(expect.arrayContaining(['confirmation', 'host-booked']));
    expect(await database.db.selectFrom('lead_activity').select('body').where('lead_id', '=', lead.id).execute()).toHaveLength(1);
    // The inbox export says when the demo is, beside what was asked.
    for (const locale of ['en', 'ar'] as const) {
      const [header, [exported]] = [leadCsvHeader(locale), await leadCsvRows(database.db, [lead], () => undefined, locale)];
      expect(exported![header.indexOf(locale === 'en' ? 'Demo booked for (Riyadh time)' : 'موعد العرض المحجوز (بتوقيت الرياض)')]).toBe(csvDate(slot!.start));
    }
  });

  it('answers a taken slot 409 in the page’s language with the next free slots, and storing nothing', async () => {
    const [slot] = await freeSlotsNow(database.db);
    expect((await book(slot!.start)).status).toBe(201);
    expect((await book(slot!.start, { email: 'b@example.sa' })).status).toBe(201);
    const before = await requests();
    const refused = await book(slot!.start, { email: 'c@example.sa', locale: 'ar' });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.message).toBe('عذراً، حجز شخص آخر هذا الوقت للتو. يرجى اختيار وقت متاح آخر.');
    expect(body.slots.length).toBeGreaterThan(0);
    expect(body.slots[0].start > slot!.start).toBe(true);
    expect(await requests()).toBe(before);
    const offGrid = await book(new Date(Date.parse(slot!.start) + 5 * 60_000).toISOString());
    expect(offGrid.status).toBe(400);
    expect((await offGrid.json()).errors.slotStart).toBe('That is not one of our demo times. Please choose one of the free times shown.');
  });

  it.each([
    [2, 10],
    [1, 8],
  ])('gives one slot to exactly as many of N racers as hosts are free (%i free hosts, %i racers)', async (free, racers) => {
    const slots = await freeSlotsNow(database.db);
    const slot = slots[5]!;
    if (free === 1) await bookDemo(database.db, payload(slot.start, 'first@example.sa'), { webhook: null });
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: racers }, (_, index) => book(slot.start, { email: `racer-${index}@example.sa` })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(free);
    expect(statuses.filter((status) => status === 409)).toHaveLength(racers - free);
    const held = (await rows()).filter((row) => row.active_start === slot.start);
    expect(held).toHaveLength(2);
    expect(new Set(held.map((row) => row.host_id))).toEqual(new Set(hosts));
    console.info(`[demo race ${kind}] ${free} free host(s), ${racers} racers: ${free} booked, ${racers - free} refused (409), ${(performance.now() - started).toFixed(0)} ms`);
  });

  it('stores 100 concurrent bookings of distinct slots, none double-booked', async () => {
    const slots = (await freeSlotsNow(database.db, 31)).slice(0, 50);
    const attempts = slots.flatMap((slot) => [slot, slot]).map((slot, index) => book(slot.start, { email: `many-${index}@example.sa` }));
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses.filter((status) => status !== 201), JSON.stringify(statuses.filter((status) => status !== 201))).toEqual([]);
    const all = await rows();
    expect(all).toHaveLength(100);
    expect(new Set(all.map((row) => `${row.host_id} ${row.active_start}`)).size).toBe(100);
  });

  it('reschedules and cancels by the token: the slot is freed, the lead’s history and the host are told', async () => {
    const [first, , third] = await freeSlotsNow(database.db);
    const body = await (await book(first!.start)).json();
    const token = tokenOf(body.booking.confirmationUrl);
    const manage = (payload: Record<string, unknown>) => manageRoute(post('/api/demo-bookings', { token, locale: 'en', ...payload }));

    const moved = await manage({ action: 'reschedule', slotStart: third!.start });
    expect(moved.status).toBe(200);
    expect((await moved.json()).booking).toMatchObject({ start: third!.start, status: 'booked' });
    const found = await findBookingByToken(database.db, token);
    expect(found?.booking.start_at).toBe(third!.start);
    // The first slot is free again for both hosts.
    expect((await freeSlotsNow(database.db)).map((slot) => slot.start)).toContain(first!.start);
    expect((await manage({ action: 'reschedule', slotStart: third!.start })).status).toBe(409);

    // The confirmation page knows the demo moved, and from when.
    expect((await findBookingByToken(database.db, token))?.previousStart).toBe(first!.start);
    const icsBefore = (await (await icsRoute(new Request(`http://localhost:3000/api/demo-bookings/calendar.ics?t=${token}`))).text()).replace(/\r\n[ \t]/g, '');
    const cancelled = await manage({ action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect((await rows()).filter((row) => row.active_start !== null)).toEqual([]);
    // Cancelled, its calendar file takes it out of the calendar: the same UID, METHOD:CANCEL, a higher SEQUENCE.
    const icsAfter = (await (await icsRoute(new Request(`http://localhost:3000/api/demo-bookings/calendar.ics?t=${token}`))).text()).replace(/\r\n[ \t]/g, '');
    const field = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1];
    expect(field(icsAfter, 'METHOD')).toBe('CANCEL');
    expect(field(icsAfter, 'STATUS')).toBe('CANCELLED');
    expect(field(icsAfter, 'UID')).toBe(field(icsBefore, 'UID'));
    expect(Number(field(icsAfter, 'SEQUENCE'))).toBeGreaterThan(Number(field(icsBefore, 'SEQUENCE')));
    const again = await manage({ action: 'reschedule', slotStart: first!.start });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This demo has been cancelled, so it cannot be changed. You can book a new one.');
    const kinds = (await database.db.selectFrom('demo_booking_mail').select('kind').execute()).map((row) => row.kind).sort();
    expect(kinds).toEqual(expect.arrayContaining(['cancelled', 'host-cancelled', 'host-rescheduled', 'rescheduled']));
    const history = await database.db.selectFrom('lead_activity').selectAll().where('lead_id', '=', found!.booking.lead_id!).execute();
    expect(history).toHaveLength(3);
    // Stored as what happened (the starts, the host), put in words in each reader's staff language.
    const booked = history.find((entry) => !entry.from_value)!;
    const movedEntry = history.find((entry) => entry.from_value && entry.to_value)!;
    const cancelledEntry = history.find((entry) => !entry.to_value)!;
    expect([booked.kind, booked.to_value, movedEntry.from_value, movedEntry.to_value, cancelledEntry.from_value]).toEqual(['demo', first!.start, first!.start, third!.start, third!.start]);
    // By the confirmation link, the visitor who booked is the one who moved and cancelled it.
    expect(history.map((entry) => [entry.actor_id, entry.actor_name])).toEqual(Array(3).fill([null, visitor.name]));
    const host = (await database.db.selectFrom('admins').select('username').where('id', '=', found!.booking.host_id).executeTakeFirstOrThrow()).username;
    const names = await staffNames(database.db);
    for (const [locale, [bookedWords, movedWords, cancelledWords]] of [['en', ['booked a demo for', 'moved the demo from', 'cancelled the demo of']], ['ar', ['حجز عرض توضيحي في', 'نقل العرض التوضيحي من', 'إلغاء العرض التوضيحي المحدد في']]] as const) {
      const when = (iso: string) => staffFormats(locale).dateTime.format(new Date(iso));
      const line = (entry: (typeof history)[number]) => leadActivityWords(entry, names, locale);
      expect(line(booked)).toContain(`${bookedWords} ${when(first!.start)}`);
      expect(line(booked)).toContain(host);
      expect(line(movedEntry)).toContain(`${movedWords} ${when(first!.start)}`);
      expect(line(movedEntry)).toContain(when(third!.start));
      expect(line(cancelledEntry)).toContain(`${cancelledWords} ${when(third!.start)}`);
    }
  });

  it('refuses malformed and unknown tokens (404, page’s language) and a demo that has taken place (410)', async () => {
    const bad = await manageRoute(post('/api/demo-bookings', { token: 'nope', action: 'cancel', locale: 'ar' }));
    expect(bad.status).toBe(404);
    expect((await bad.json()).message).toBe('هذا الرابط غير صالح. يرجى استخدام الرابط الوارد في رسالة التأكيد.');
    expect((await manageRoute(post('/api/demo-bookings', { token: 'A'.repeat(43), action: 'cancel' }))).status).toBe(404);
    const booked = await bookDemo(database.db, payload('2026-12-07T07:00:00.000Z'), { now: NOW, webhook: null });
    if (booked.kind !== 'booked') throw new Error('not booked');
    const token = tokenOf(booked.booking.confirmationUrl);
    expect(await cancelBooking(database.db, { token }, null, new Date('2026-12-07T07:05:00Z'))).toMatchObject({ ok: false, reason: 'over' });
    expect(await rescheduleBooking(database.db, { token: 'x' }, '2026-12-08T07:00:00.000Z', null, NOW)).toMatchObject({ ok: false, reason: 'not-found' });
    expect((await icsRoute(new Request(`http://localhost:3000/api/demo-bookings/calendar.ics?t=${'B'.repeat(43)}`))).status).toBe(404);
  });

  it('gives the calendar file by token, and refuses bad slot queries with 400', async () => {
    const [slot] = await freeSlotsNow(database.db);
    const body = await (await book(slot!.start)).json();
    const ics = await icsRoute(new Request(`http://localhost:3000/api/demo-bookings/calendar.ics?t=${tokenOf(body.booking.confirmationUrl)}`));
    expect(ics.status).toBe(200);
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART;TZID=Asia/Riyadh:');
    const slotsOk = await slotsRoute(new Request('http://localhost:3000/api/demo-slots?from=2026-12-06&days=500'));
    expect(slotsOk.status).toBe(200);
    for (const query of ['from=2026-02-30', 'days=abc', 'days=0', 'from=tomorrow', 'days=-3']) {
      const refused = await slotsRoute(new Request(`http://localhost:3000/api/demo-slots?${query}&locale=ar`));
      expect(refused.status, query).toBe(400);
    }
  });

  it('sends the confirmation with the calendar file and the host notice, then the reminder the day before', async () => {
    const smtp = await startSmtpServer();
    try {
      const settings = { smtpUrl: smtp.url, to: 'leads@siyana.test', from: 'Siyana <noreply@siyana.test>' };
      await database.db.updateTable('demo_hosts').set({ email: 'host@siyana.test' }).where('admin_id', '=', hosts[0]!).execute();
      const booked = await bookDemo(database.db, payload('2026-12-08T07:00:00.000Z'), { now: NOW, webhook: null });
      expect(booked.kind).toBe('booked');
      expect(await sendPendingDemoMail(database.db, settings, NOW)).toBe(2);
      const visitorMail = smtp.received.find((m) => m.to.includes('nora@example.sa'));
      const hostMail = smtp.received.find((m) => m.to.includes('host@siyana.test'));
      expect(visitorMail?.parts.some((part) => part.headers['content-type']?.startsWith('text/calendar'))).toBe(true);
      expect(visitorMail?.parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))?.body).toMatch(/request-demo\/booked\?t=[A-Za-z0-9_-]{43}/);
      // The host reads the staff area in Arabic (an account's default): so does their notice.
      expect(hostMail?.headers.subject).toMatch(/^عرض توضيحي جديد محجوز: Nora Saleh - /);
      expect(hostMail?.body).toContain('لغة الحجز: الإنجليزية');
      // The manage link is forgotten once sent.
      expect((await database.db.selectFrom('demo_booking_mail').select('manage_url').where('sent_at', 'is not', null).execute()).every((row) => row.manage_url === null)).toBe(true);
      // The reminder waits until the day before.
      expect(await sendPendingDemoMail(database.db, settings, NOW)).toBe(0);
      expect(await sendPendingDemoMail(database.db, settings, new Date('2026-12-07T07:00:00Z'))).toBe(1);
      expect(smtp.received.at(-1)?.headers.subject).toMatch(/^Reminder: your Siyana demo tomorrow/);
    } finally {
      await smtp.close();
    }
  });

  it('makes the first admin the host of a new calendar, once', async () => {
    await database.db.updateTable('demo_calendar').set({ hosts_seeded: 0 }).execute();
    await database.db.deleteFrom('demo_hosts').execute();
    expect(await ensureFirstDemoHost(database.db)).toBe(true);
    expect(await ensureFirstDemoHost(database.db)).toBe(false);
    expect(await database.db.selectFrom('demo_hosts').select('admin_id').execute()).toHaveLength(1);
    await database.db.deleteFrom('demo_hosts').execute();
    for (const [index, id] of hosts.entries()) await database.db.insertInto('demo_hosts').values({ admin_id: id, display_name: `Host${index} Family`, email: null, weekly_hours: null, active: 1, created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString() }).execute();
  });

  it('never shows a visitor an account name: "the Siyana team" until the host has a name in both languages, then the first name in the visitor’s language', async () => {
    await database.db.updateTable('demo_hosts').set({ display_name: 'admin', display_name_ar: null }).execute();
    const [first, second] = await freeSlotsNow(database.db);
    const english = await (await book(first!.start, { email: 'team-en@example.sa' })).json();
    const arabic = await (await book(second!.start, { email: 'team-ar@example.sa', locale: 'ar' })).json();
    const englishView = (await findBookingByToken(database.db, tokenOf(english.booking.confirmationUrl)))!;
    expect(englishView.hostName).toBeNull();
    const mail = visitorDemoEmail({
      kind: 'confirmation',
      booking: { id: 'b', demoRequestId: 'r', start: first!.start, end: first!.end, status: 'booked', name: 'Nora', email: 'n@example.sa', locale: 'en' },
      host: { name: 'admin', email: null, locale: 'ar', visitorName: englishView.hostName },
      request: { phone: null, company: null },
      manageUrl: null,
      previousStart: null,
    });
    expect(mail.text).toContain('Host: the Siyana team');
    expect(mail.text).toContain('The Siyana team sends you the meeting link');
    expect(mail.text).not.toContain('admin');
    expect(mail.attachments[0]!.content).toContain('with the Siyana team');
    const ics = await icsRoute(new Request(`http://localhost:3000/api/demo-bookings/calendar.ics?t=${tokenOf(arabic.booking.confirmationUrl)}`));
    const arabicIcs = (await ics.text()).replace(/\r\n[ \t]/g, '');
    expect(arabicIcs).toContain('فريق Siyana');
    // Arabic reads right to left in a calendar's left-to-right box; the link stands alone on its line.
    expect(arabicIcs).toMatch(/^SUMMARY;LANGUAGE=ar:\u202B.*\u202C$/m);
    expect(arabicIcs).toMatch(/^DESCRIPTION;LANGUAGE=ar:\u202B[^\u202C]*\u202C\\n\\n\u202B[^\u202C]*\u202C\\nhttps?:\/\/[^\u202A-\u202E]*$/m);

    // Named in both languages: each visitor reads the host's first name in their own language.
    await database.db.updateTable('demo_hosts').set({ display_name: 'Faisal Al-Otaibi', display_name_ar: 'فيصل العتيبي' }).execute();
    expect((await findBookingByToken(database.db, tokenOf(english.booking.confirmationUrl)))!.hostName).toBe('Faisal');
    expect((await findBookingByToken(database.db, tokenOf(arabic.booking.confirmationUrl)))!.hostName).toBe('فيصل');
    await database.db.updateTable('demo_hosts').set({ display_name: 'Host Family', display_name_ar: null }).execute();
  });

  it('writes the e-mail in the booking’s language with the steps and the link', () => {
    const email = visitorDemoEmail({
      kind: 'confirmation',
      booking: { id: 'b', demoRequestId: 'r', start: '2026-12-08T07:00:00.000Z', end: '2026-12-08T07:30:00.000Z', status: 'booked', name: 'نورة', email: 'n@example.sa', locale: 'ar' },
      host: { name: 'Faisal Al-Otaibi', email: null, locale: 'en' },
      request: { phone: null, company: null },
      manageUrl: '/ar/request-demo/booked?t=abc',
      previousStart: null,
    });
    expect(email.subject.replace(/\u00a0/g, ' ')).toBe('تم حجز عرض Siyana التوضيحي: الثلاثاء، 8 ديسمبر 2026، 10:00 ص – 10:30 ص توقيت الرياض (UTC+3)');
    expect(email.text).toContain('مقدّم العرض: Faisal');
    expect(email.html).toContain('dir="rtl"');
    expect(email.attachments).toHaveLength(1);
    // The host who reads the staff area in English gets the notice of the same Arabic booking in English.
    const notice = hostDemoEmail({
      kind: 'host-booked',
      booking: { id: 'b', demoRequestId: 'r', start: '2026-12-08T07:00:00.000Z', end: '2026-12-08T07:30:00.000Z', status: 'booked', name: 'نورة', email: 'n@example.sa', locale: 'ar' },
      host: { name: 'Faisal Al-Otaibi', email: null, locale: 'en' },
      request: { phone: '+966551234567', company: null },
      manageUrl: null,
      previousStart: null,
    });
    expect(notice.subject.replace(/\u00a0/g, ' ')).toBe('New demo booked: نورة - Tuesday, 8 December 2026, 10:00 AM – 10:30 AM Riyadh time (UTC+3)');
    expect(notice.text).toContain('Language: Arabic');
    expect(notice.text).toContain('Phone: +966551234567');
  });
});
