import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStartText, LeadDemoBooking, LeadDemoSlot } from '@/features/admin/lead-demo-booking';
import { submissionLines } from '@/features/admin/lead-submission';
import { formatRiyadhDateTimeRange } from '@/lib/riyadh-time';
import { shortDemoRequestPayloadSchema } from '@/schemas/demo';
import { bookDemo, cancelBooking, rescheduleBooking } from '@/server/demo-booking/bookings';
import { currentDemosOf } from '@/server/demo-booking/lead-slots';
import { findLeadDetail, listLeads } from '@/server/leads/inbox';
import { databaseKinds, createTestDatabase, type TestDatabase } from '../support/databases';
import { addDemoHosts } from '../support/demo-calendar';

/** Sunday 6 December 2026, 08:00 in Riyadh: Monday and Tuesday ahead are plain working days. */
const NOW = new Date('2026-12-06T05:00:00Z');
/** Monday 7 December 2026 from 10:00 Riyadh time, half an hour apart. */
const slot = (index: number) => new Date(Date.parse('2026-12-07T07:00:00.000Z') + index * 30 * 60_000).toISOString();

const payload = (who: string, slotStart: string) =>
  shortDemoRequestPayloadSchema.parse({
    name: `Visitor ${who}`,
    email: `${who}@example.sa`,
    phone: `05512345${String(who.charCodeAt(0) % 100).padStart(2, '0')}`,
    company: 'Saleh Properties',
    companySize: '51-200',
    moduleInterest: 'ppm',
    slotStart,
    locale: 'en',
  });

/** Counts the statements run through a database handle, to see a page's bookings read in one query. */
function countingPlugin(): KyselyPlugin & { count: number } {
  const plugin = {
    count: 0,
    transformQuery: (args: Parameters<KyselyPlugin['transformQuery']>[0]) => ((plugin.count += 1), args.node),
    transformResult: (args: Parameters<KyselyPlugin['transformResult']>[0]) => Promise.resolve(args.result),
  };
  return plugin;
}

const html = (element: ReturnType<typeof createElement>) => renderToStaticMarkup(element);

describe.each(databaseKinds)('a lead’s current demo on %s', (kind) => {
  let database: TestDatabase;
  const leads: Record<'booked' | 'moved' | 'cancelled' | 'movedThenCancelled', string> = { booked: '', moved: '', cancelled: '', movedThenCancelled: '' };
  const noBooking = '00000000-0000-4000-8000-000000000000';

  const book = async (who: string, start: string) => {
    const outcome = await bookDemo(database.db, payload(who, start), { now: NOW, webhook: null });
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`);
    return outcome;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await addDemoHosts(database.db, 2);
    leads.booked = (await book('a', slot(0))).leadId;

    const moved = await book('b', slot(1));
    leads.moved = moved.leadId;
    const first = await rescheduleBooking(database.db, { id: moved.booking.id }, slot(2), null, NOW);
    if (!first.ok) throw new Error(first.reason);
    expect((await rescheduleBooking(database.db, { id: first.booking.id }, slot(3), null, NOW)).ok).toBe(true);

    const cancelled = await book('c', slot(4));
    leads.cancelled = cancelled.leadId;
    expect((await cancelBooking(database.db, { id: cancelled.booking.id }, null, NOW)).ok).toBe(true);

    const both = await book('d', slot(5));
    leads.movedThenCancelled = both.leadId;
    const movedAgain = await rescheduleBooking(database.db, { id: both.booking.id }, slot(6), null, NOW);
    if (!movedAgain.ok) throw new Error(movedAgain.reason);
    expect((await cancelBooking(database.db, { id: movedAgain.booking.id }, null, NOW)).ok).toBe(true);
  });
  afterAll(async () => database.drop());

  it('reads the current slot of every lead of a page in one query: the end of a moved booking’s chain, a cancelled one flagged', async () => {
    const counter = countingPlugin();
    const demos = await currentDemosOf(database.db.withPlugin(counter), [...Object.values(leads), noBooking]);
    expect(counter.count).toBe(1);
    expect(demos.get(leads.booked)).toMatchObject({ start: slot(0), status: 'booked', movedFrom: null });
    // Moved twice: the last slot, and the one it was moved from; never the slot the form first booked.
    expect(demos.get(leads.moved)).toMatchObject({ start: slot(3), end: new Date(Date.parse(slot(3)) + 30 * 60_000).toISOString(), status: 'booked', movedFrom: slot(2) });
    expect(demos.get(leads.cancelled)).toMatchObject({ start: slot(4), status: 'cancelled', movedFrom: null });
    expect(demos.get(leads.movedThenCancelled)).toMatchObject({ start: slot(6), status: 'cancelled', movedFrom: slot(5) });
    expect(demos.has(noBooking)).toBe(false);
    expect((await currentDemosOf(database.db, [])).size).toBe(0);
  });

  it('finds a lead by the booking reference the visitor quotes, in either case, and nothing else with it', async () => {
    const demos = await currentDemosOf(database.db, [leads.moved]);
    const reference = demos.get(leads.moved)!.reference;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    for (const q of [reference, reference.toLowerCase(), ` ${reference} `]) {
      expect((await listLeads(database.db, { q })).rows.map((lead) => lead.id), q).toEqual([leads.moved]);
    }
    expect((await listLeads(database.db, { q: 'ffffffff' })).rows).toEqual([]);
  });

  it('shows the inbox the current slot in the staff language, and a cancelled demo with its badge', async () => {
    const demos = await currentDemosOf(database.db, Object.values(leads));
    const moved = html(createElement(LeadDemoSlot, { demo: demos.get(leads.moved), locale: 'en' }));
    expect(moved).toContain(`Demo: ${demoStartText(slot(3), 'en')}`);
    expect(moved).toContain('7 Dec 2026, 11:30');
    expect(moved).not.toContain('Demo cancelled');
    expect(html(createElement(LeadDemoSlot, { demo: demos.get(leads.moved), locale: 'ar' }))).toContain(`العرض التوضيحي: ${demoStartText(slot(3), 'ar')}`);
    expect(html(createElement(LeadDemoSlot, { demo: demos.get(leads.cancelled), locale: 'en' }))).toContain('Demo cancelled');
    expect(html(createElement(LeadDemoSlot, { demo: demos.get(leads.cancelled), locale: 'ar' }))).toContain('أُلغي العرض التوضيحي');
    expect(html(createElement(LeadDemoSlot, { demo: demos.get(noBooking), locale: 'en' }))).toBe('');
  });

  it('shows the lead page the current booking, not the slot the form first stored', async () => {
    const demos = await currentDemosOf(database.db, Object.values(leads));
    for (const locale of ['en', 'ar'] as const) {
      const card = html(createElement(LeadDemoBooking, { demo: demos.get(leads.moved), locale }));
      expect(card).toContain(formatRiyadhDateTimeRange(slot(3), new Date(Date.parse(slot(3)) + 30 * 60_000).toISOString(), locale));
      expect(card).not.toContain(formatRiyadhDateTimeRange(slot(1), new Date(Date.parse(slot(1)) + 30 * 60_000).toISOString(), locale));
      expect(card).toContain(locale === 'en' ? `Moved from ${demoStartText(slot(2), locale)}` : `نُقل من موعد ${demoStartText(slot(2), locale)}`);
      const cancelled = html(createElement(LeadDemoBooking, { demo: demos.get(leads.movedThenCancelled), locale }));
      expect(cancelled).toContain(locale === 'en' ? 'Demo cancelled' : 'أُلغي العرض التوضيحي');
      expect(cancelled).toContain('data-demo-status="cancelled"');
      expect(cancelled).toContain(formatRiyadhDateTimeRange(slot(6), new Date(Date.parse(slot(6)) + 30 * 60_000).toISOString(), locale));
    }
    // The form stored the first slot as the preferred time: with a booking, the submission leaves it out.
    const detail = (await findLeadDetail(database.db, leads.moved))!;
    const labels = (booked: boolean) => submissionLines(detail.lead, detail.submission!, 'en', { booked }).map(([label]) => label);
    expect(labels(false)).toContain('Preferred time');
    expect(labels(true)).not.toContain('Preferred time');
  });
});
