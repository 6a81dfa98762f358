/**
 * Nobody can empty the demo calendar: one e-mail address and one phone number hold at most one
 * upcoming demo, a network's bookings of a day hold at most BOOKING_NETWORK_LIMIT (3), under
 * concurrency on both databases; malformed and racing changes are 4xx, never 5xx; one address gets
 * at most three booking e-mails a day.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as submitShort } from '@/app/api/demo-request/route';
import { POST as manageRoute } from '@/app/api/demo-bookings/route';
import { shortDemoRequestPayloadSchema } from '@/schemas/demo';
import { bookDemo, hashToken } from '@/server/demo-booking/bookings';
import { findBookingByToken } from '@/server/demo-booking/booking-view';
import { networkOf, NETWORK_WINDOW_MS } from '@/server/demo-booking/holds';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { addDemoHosts, freeSlotsNow } from '../support/demo-calendar';
import { createRouteDatabase } from '../support/route-database';

const visitor = { name: 'Nora Saleh', company: 'Saleh Properties', companySize: '51-200', moduleInterest: 'ppm', locale: 'en' };
let serial = 0;
/** A visitor of their own: e-mail and Saudi mobile number nobody else used. */
const someone = () => {
  serial += 1;
  return { email: `holder-${serial}-${Date.now()}@example.sa`, phone: `0551${String(serial).padStart(6, '0')}` };
};

function post(url: string, body: unknown, address: string) {
  const headers = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': address };
  return new Request(`http://localhost:3000${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
}
let networkSerial = 0;
/** An address of a /24 nobody else booked from. */
const freshAddress = () => `10.${60 + Math.floor(networkSerial / 250)}.${networkSerial++ % 250}.9`;
const book = (slotStart: string, who = someone(), address = freshAddress()) => submitShort(post('/api/demo-request', { ...visitor, ...who, slotStart }, address));
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('t')!;

/** Sunday 6 December 2026, 08:00 in Riyadh. */
const NOW = new Date('2026-12-06T05:00:00Z');
const payload = (slotStart: string, who = someone()) => shortDemoRequestPayloadSchema.parse({ ...visitor, ...who, slotStart });

describe('networkOf', () => {
  it('groups IPv4 by /24 and IPv6 by /48, mapped addresses as IPv4', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('unknown')).toBeNull();
  });
});

describe.each(databaseKinds)('booking holds on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await addDemoHosts(database.db, 3);
  });
  afterAll(async () => database.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('demo_booking_holds').execute();
    await database.db.deleteFrom('demo_booking_mail').execute();
    await database.db.deleteFrom('demo_bookings').execute();
  });
  const bookings = () => database.db.selectFrom('demo_bookings').selectAll().execute();

  it('one e-mail address holds one upcoming demo: a second booking is 409, its link goes by e-mail only', async () => {
    const [first, second] = await freeSlotsNow(database.db);
    const nora = someone();
    const booked = await (await book(first!.start, nora)).json();
    const oldToken = tokenOf(booked.booking.confirmationUrl);

    const again = await book(second!.start, { ...nora, email: nora.email.toUpperCase(), phone: someone().phone });
    expect(again.status).toBe(409);
    const answer = await again.json();
    expect(answer.message).toBe('This e-mail address already has a demo booked with us. We have e-mailed it a link to see, move or cancel that demo.');
    // Nothing of the booking is in the answer: no link, no time.
    expect(JSON.stringify(answer)).not.toMatch(/request-demo\/booked|\?t=/);
    expect(await bookings()).toHaveLength(1);
    // The first booking gets a fresh link by e-mail; the old one stops working, the new one opens it.
    const mail = await database.db.selectFrom('demo_booking_mail').selectAll().where('kind', '=', 'existing').execute();
    expect(mail).toHaveLength(1);
    const newToken = tokenOf(mail[0]!.manage_url!);
    expect(newToken).not.toBe(oldToken);
    expect(await findBookingByToken(database.db, oldToken)).toBeUndefined();
    expect((await findBookingByToken(database.db, newToken))?.booking.start_at).toBe(first!.start);

    // Arabic: the same refusal in Arabic.
    const arabic = await submitShort(post('/api/demo-request', { ...visitor, ...nora, phone: someone().phone, slotStart: second!.start, locale: 'ar' }, freshAddress()));
    expect(arabic.status).toBe(409);
    expect((await arabic.json()).message).toMatch(/[\u0600-\u06FF]/);

    // Each refusal sends the latest link (within the address's three e-mails a day); cancelled, the address books again.
    const latest = await database.db.selectFrom('demo_booking_mail').select('manage_url').where('kind', '=', 'existing').orderBy('created_at', 'desc').execute();
    expect(latest).toHaveLength(2);
    const latestToken = tokenOf(latest.find((row) => tokenOf(row.manage_url!) !== newToken)!.manage_url!);
    expect((await manageRoute(post('/api/demo-bookings', { token: latestToken, action: 'cancel', locale: 'en' }, freshAddress()))).status).toBe(200);
    expect((await book(second!.start, nora)).status).toBe(201);
  });

  it('one phone number holds one upcoming demo, whatever the e-mail', async () => {
    const [first, second] = await freeSlotsNow(database.db);
    const nora = someone();
    expect((await book(first!.start, nora)).status).toBe(201);
    const other = await book(second!.start, { ...someone(), phone: `+966${nora.phone.slice(1)}` });
    expect(other.status).toBe(409);
    expect((await other.json()).message).toContain('This phone number already has a demo booked');
    expect(await bookings()).toHaveLength(1);
  });

  it('a network holds at most three demos from a day of bookings; another network books meanwhile', async () => {
    const slots = await freeSlotsNow(database.db);
    const network = '10.200.7.';
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await book(slots[index]!.start, someone(), `${network}${index + 1}`)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await book(slots[6]!.start, someone(), `${network}99`);
    expect((await refused.json()).message).toContain('WhatsApp');
    expect((await book(slots[7]!.start, someone(), '10.201.7.1')).status).toBe(201);
    const held = await bookings();
    expect(held.filter((row) => row.network === '10.200.7.0/24')).toHaveLength(3);
  });

  it('a network place lapses a day after its booking: strangers who booked yesterday do not refuse a buyer today', async () => {
    const slots = await freeSlotsNow(database.db, 40);
    const later = slots.filter((slot) => Date.parse(slot.start) > NOW.getTime() + 3 * NETWORK_WINDOW_MS);
    for (let index = 0; index < 3; index += 1) expect((await bookDemo(database.db, payload(later[index]!.start), { now: NOW, webhook: null, network: '10.9.9.0/24', networkLimit: 3 })).kind).toBe('booked');
    expect((await bookDemo(database.db, payload(later[3]!.start), { now: NOW, webhook: null, network: '10.9.9.0/24', networkLimit: 3 })).kind).toBe('held');
    const tomorrow = new Date(NOW.getTime() + NETWORK_WINDOW_MS + 60_000);
    expect((await bookDemo(database.db, payload(later[4]!.start), { now: tomorrow, webhook: null, network: '10.9.9.0/24', networkLimit: 3 })).kind).toBe('booked');
  });

  it('holds under concurrency: 30 racing bookings from one network take exactly 3 slots, one address racing itself exactly 1', async () => {
    const slots = (await freeSlotsNow(database.db, 31)).slice(0, 40);
    const fromOneNetwork = await Promise.all(slots.slice(0, 30).map((slot, index) => book(slot.start, someone(), `10.210.1.${index + 1}`)));
    const statuses = fromOneNetwork.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);

    const nora = someone();
    const racing = await Promise.all(slots.slice(30, 40).map((slot) => book(slot.start, { ...nora, phone: someone().phone })));
    const racingStatuses = racing.map((answer) => answer.status);
    expect(racingStatuses.filter((status) => status === 201)).toHaveLength(1);
    expect(racingStatuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect((await bookings()).filter((row) => row.email === nora.email)).toHaveLength(1);
  });

  it('ten concurrent reschedules with one link: one moves the demo, the rest 409', async () => {
    const slots = await freeSlotsNow(database.db);
    const booked = await (await book(slots[0]!.start)).json();
    const token = tokenOf(booked.booking.confirmationUrl);
    const answers = await Promise.all(slots.slice(1, 11).map((slot) => manageRoute(post('/api/demo-bookings', { token, action: 'reschedule', slotStart: slot.start, locale: 'en' }, freshAddress()))));
    const statuses = answers.map((answer) => answer.status);
    // PostgreSQL runs them at once: one wins, the others find the demo changed. SQLite writes one
    // transaction at a time, so each change comes after the last and may move the demo again.
    if (kind === 'postgres') expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const live = (await bookings()).filter((row) => row.status === 'booked');
    expect(live).toHaveLength(1);
    expect((await findBookingByToken(database.db, token))?.booking.id).toBe(live[0]!.id);
  });

  it('impossible slot starts (hour 25, month 13) answer 400 on booking and reschedule, storing nothing', async () => {
    const [first] = await freeSlotsNow(database.db);
    for (const slotStart of ['2026-12-08T25:00:00.000Z', '2026-13-08T07:00:00.000Z']) {
      const answer = await book(slotStart);
      expect(answer.status, slotStart).toBe(400);
      expect((await answer.json()).errors?.slotStart).toBeTruthy();
    }
    expect(await bookings()).toHaveLength(0);
    const booked = await (await book(first!.start)).json();
    const token = tokenOf(booked.booking.confirmationUrl);
    const moved = await manageRoute(post('/api/demo-bookings', { token, action: 'reschedule', slotStart: '2026-12-08T25:00:00.000Z', locale: 'en' }, freshAddress()));
    expect(moved.status).toBe(400);
    expect((await bookings())[0]!.start_at).toBe(first!.start);
  });

  it('one address gets at most three booking e-mails a day, however often its link is used', async () => {
    const slots = await freeSlotsNow(database.db);
    const booked = await (await book(slots[0]!.start)).json();
    const token = tokenOf(booked.booking.confirmationUrl);
    for (const slot of slots.slice(1, 6)) expect((await manageRoute(post('/api/demo-bookings', { token, action: 'reschedule', slotStart: slot.start, locale: 'en' }, freshAddress()))).status).toBe(200);
    const visitorMail = await database.db.selectFrom('demo_booking_mail').select('kind').where('kind', 'in', ['confirmation', 'rescheduled', 'cancelled', 'existing']).execute();
    expect(visitorMail).toHaveLength(3);
    // The host is still told of every move.
    expect(await database.db.selectFrom('demo_booking_mail').select('kind').where('kind', '=', 'host-rescheduled').execute()).toHaveLength(5);
    expect(hashToken(token)).toBeTruthy();
  });
});
