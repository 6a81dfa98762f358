/**
 * A burst of demo bookings: the agenda's count against the threshold staff set, the admins' one e-mail
 * an hour, the sources (networks, e-mail domains), and an admin's release of one source's upcoming
 * demos in one audited transaction that tells nobody.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as releaseRoute } from '@/app/api/admin/demos/release/route';
import { PUT as saveCalendar } from '@/app/api/admin/demo-calendar/route';
import { shortDemoRequestPayloadSchema } from '@/schemas/demo';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { countUpcomingDemos, upcomingDemos } from '@/server/demo-booking/agenda';
import { bookDemo } from '@/server/demo-booking/bookings';
import { alertBurst, burstSources, burstState, releaseDemos } from '@/server/demo-booking/bursts';
import { loadCalendarRules } from '@/server/demo-booking/calendar';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { addDemoHosts, freeSlotsNow } from '../support/demo-calendar';
import { createRouteDatabase } from '../support/route-database';
import { startSmtpServer } from '../support/smtp';

const visitor = { name: 'Attacker', company: 'None', companySize: '1-10', moduleInterest: 'ppm', locale: 'en' };
let serial = 0;
const payload = (slotStart: string, domain = 'mailinator.example') => {
  serial += 1;
  return shortDemoRequestPayloadSchema.parse({ ...visitor, email: `burst-${serial}@${domain}`, phone: `0557${String(serial).padStart(6, '0')}`, slotStart });
};

function staffRequest(path: string, token: string, method: string, body: unknown) {
  const headers = { host: 'localhost:3000', origin: 'http://localhost:3000', cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json' };
  return new Request(`http://localhost:3000${path}`, { method, headers, body: JSON.stringify(body) });
}

describe.each(databaseKinds)('booking bursts on %s', (kind) => {
  let database: TestDatabase;
  let token: string;
  let editorToken: string;
  let admin: { id: string; username: string };
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await addDemoHosts(database.db, 4);
    await upsertAdmin(database.db, 'sales-lead', 'correct horse battery staple');
    await upsertAdmin(database.db, 'writer', 'correct horse battery staple', 'editor');
    const found = (await findAdminByUsername(database.db, 'sales-lead'))!;
    admin = { id: found.id, username: found.username };
    token = (await createSession(database.db, found.id)).token;
    editorToken = (await createSession(database.db, (await findAdminByUsername(database.db, 'writer'))!.id)).token;
  });
  afterAll(async () => database.drop());
  beforeEach(async () => {
    for (const table of ['demo_booking_holds', 'demo_booking_mail', 'demo_bookings', 'demo_requests', 'rate_limits'] as const) await database.db.deleteFrom(table).execute();
  });

  it('warns past the threshold staff set, lists the sources, and e-mails the admins once an hour', async () => {
    const slots = await freeSlotsNow(database.db);
    for (let index = 0; index < 7; index += 1) {
      const network = index < 5 ? '203.0.113.0/24' : '198.51.100.0/24';
      expect((await bookDemo(database.db, payload(slots[index]!.start), { webhook: null, network, networkLimit: 100 })).kind).toBe('booked');
    }
    expect(await burstState(database.db)).toEqual({ lastHour: 7, threshold: 6, over: true });
    const sources = await burstSources(database.db);
    expect(sources).toEqual([
      { target: { domain: 'mailinator.example' }, upcoming: 7 },
      { target: { network: '203.0.113.0/24' }, upcoming: 5 },
      { target: { network: '198.51.100.0/24' }, upcoming: 2 },
    ]);

    // Staff raise the threshold on the calendar: no warning at 7 of 10.
    const rules = await loadCalendarRules(database.db);
    expect((await saveCalendar(staffRequest('/api/admin/demo-calendar', token, 'PUT', { ...rules, burstAlertPerHour: 10 }))).status).toBe(200);
    expect((await burstState(database.db)).over).toBe(false);
    // Saved without the field, the threshold stays.
    expect((await saveCalendar(staffRequest('/api/admin/demo-calendar', token, 'PUT', rules))).status).toBe(200);
    expect((await burstState(database.db)).threshold).toBe(10);
    expect((await saveCalendar(staffRequest('/api/admin/demo-calendar', token, 'PUT', { ...rules, burstAlertPerHour: 0 }))).status).toBe(400);
    expect((await saveCalendar(staffRequest('/api/admin/demo-calendar', token, 'PUT', { ...rules, burstAlertPerHour: 6 }))).status).toBe(200);

    const smtp = await startSmtpServer();
    try {
      await database.db.updateTable('admins').set({ notify_email: 'sales@siyana.test' }).where('id', '=', admin.id).execute();
      const settings = { smtpUrl: smtp.url, to: 'leads@siyana.test', from: 'Siyana <noreply@siyana.test>' };
      const sent = await alertBurst(database, settings);
      // One message per address: the sales lead's own, and the leads address of the other admins (the hosts).
      expect(sent).toBe(2);
      expect(await alertBurst(database, settings)).toBe(0);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2));
      const toSales = smtp.received.find((mail) => mail.to.includes('sales@siyana.test'))!;
      expect(toSales.body).toContain('203.0.113.0/24');
      expect(toSales.body).toContain('/admin/demos');
    } finally {
      await smtp.close();
    }
  });

  it('releases a network’s upcoming demos in one audited action: slots and holds free, nobody e-mailed', async () => {
    const slots = await freeSlotsNow(database.db);
    const taken: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const booked = await bookDemo(database.db, payload(slots[index]!.start, index < 3 ? 'throwaway.example' : 'real-buyer.sa'), { webhook: null, network: index < 3 ? '203.0.113.0/24' : '10.1.1.0/24', networkLimit: 3 });
      expect(booked.kind).toBe('booked');
      if (booked.kind === 'booked') taken.push(booked.booking.id);
    }
    // The network's share is full.
    expect((await bookDemo(database.db, payload(slots[5]!.start), { webhook: null, network: '203.0.113.0/24', networkLimit: 3 })).kind).toBe('held');

    const editor = await releaseRoute(staffRequest('/api/admin/demos/release', editorToken, 'POST', { network: '203.0.113.0/24' }));
    expect(editor.status).toBe(403);
    for (const bad of [{}, { network: 'not a network' }, { network: '203.0.113.7/32' }, { domain: 'x' }, { network: '203.0.113.0/24', domain: 'a.sa' }]) {
      expect((await releaseRoute(staffRequest('/api/admin/demos/release', token, 'POST', bad))).status, JSON.stringify(bad)).toBe(400);
    }
    const answer = await releaseRoute(staffRequest('/api/admin/demos/release', token, 'POST', { network: '203.0.113.0/24' }));
    expect(answer.status).toBe(200);
    // In the staff member's language (Arabic unless they chose English).
    expect(await answer.json()).toMatchObject({ released: 3, message: 'حُرّر 3 من العروض القادمة المحجوزة من 203.0.113.0/24.' });

    const rows = await database.db.selectFrom('demo_bookings').select(['id', 'status', 'active_start']).execute();
    expect(rows.filter((row) => row.status === 'booked').map((row) => row.id)).toEqual([taken[3]]);
    // Nothing goes out about the released ones, not even their pending confirmations.
    const mail = await database.db.selectFrom('demo_booking_mail').select(['booking_id', 'kind']).where('sent_at', 'is', null).execute();
    expect(mail.every((row) => row.booking_id === taken[3])).toBe(true);
    // Their holds are gone: the network books again, and the slots are free.
    expect((await bookDemo(database.db, payload(slots[0]!.start), { webhook: null, network: '203.0.113.0/24', networkLimit: 3 })).kind).toBe('booked');
    const audit = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'demo.release').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!)).toEqual({ target: '203.0.113.0/24', count: 3 });
    expect(audit[0]!.actor_name).toBe('sales-lead');
  });

  it('releases an e-mail domain’s upcoming demos, whatever network they came from', async () => {
    const slots = await freeSlotsNow(database.db);
    for (let index = 0; index < 3; index += 1) await bookDemo(database.db, payload(slots[index]!.start, index < 2 ? 'Throwaway.Example' : 'real-buyer.sa'), { webhook: null, network: `10.9.${index}.0/24`, networkLimit: 3 });
    expect(await releaseDemos(database.db, { domain: 'throwaway.example' }, admin)).toBe(2);
    expect(await database.db.selectFrom('demo_bookings').select('email').where('status', '=', 'booked').execute()).toEqual([{ email: expect.stringMatching(/@real-buyer\.sa$/) }]);
  });

  it('pages the agenda: every upcoming demo on one page or the next, in time order, none twice', async () => {
    const slots = await freeSlotsNow(database.db);
    for (let index = 0; index < 5; index += 1) await bookDemo(database.db, payload(slots[index]!.start), { webhook: null, network: `10.8.${index}.0/24`, networkLimit: 3 });
    const now = new Date();
    expect(await countUpcomingDemos(database.db, now)).toBe(5);
    const first = await upcomingDemos(database.db, now, { limit: 2 });
    const second = await upcomingDemos(database.db, now, { limit: 2, offset: 2 });
    const third = await upcomingDemos(database.db, now, { limit: 2, offset: 4 });
    expect([...first, ...second, ...third].map((demo) => demo.start)).toEqual(slots.slice(0, 5).map((slot) => slot.start));
    expect(third).toHaveLength(1);
  });
});
