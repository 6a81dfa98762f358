import { describe, expect, it } from 'vitest';
import { freeHostsAt, freeSlots, gridOf, slotRefusal, type CalendarRules, type SlotQuery } from './demo-slots';

const day = { start: '09:00', end: '17:00' };
const rules: CalendarRules = { weeklyHours: [day, day, day, day, day, null, null], slotMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 240, horizonDays: 90 };
/** Sunday 6 December 2026, 08:00 in Riyadh. */
const now = new Date('2026-12-06T05:00:00Z');
const query = (change: Partial<SlotQuery> = {}): SlotQuery => ({ rules, hosts: [{ id: 'a', weeklyHours: null }, { id: 'b', weeklyHours: null }], closed: new Set(), held: [], now, ...change });

describe('the demo grid', () => {
  it('runs from the opening in steps of length plus buffer, each demo ending by the close (Riyadh time)', () => {
    const grid = gridOf(rules, { id: 'a', weeklyHours: null }, '2026-12-07');
    expect(grid).toHaveLength(16);
    expect(new Date(grid[0]!).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(new Date(grid.at(-1)!).toISOString()).toBe('2026-12-07T13:30:00.000Z');
    expect(gridOf({ ...rules, bufferMinutes: 10, slotMinutes: 45 }, { id: 'a', weeklyHours: null }, '2026-12-07')).toHaveLength(8);
    expect(gridOf(rules, { id: 'a', weeklyHours: null }, '2026-12-11')).toEqual([]); // Friday
  });
});

describe('free slots', () => {
  it('leave out the minimum notice, closed days, and slots every host holds (with the buffer around bookings)', () => {
    const monday = (hhmm: string) => new Date(`2026-12-07T${hhmm}:00+03:00`).toISOString();
    const slots = freeSlots(query({ closed: new Set(['2026-12-08']), held: [{ hostId: 'a', start: monday('10:00'), end: monday('10:30') }, { hostId: 'b', start: monday('10:00'), end: monday('10:30') }] }), '2026-12-06', 3);
    const starts = slots.map((slot) => slot.start);
    expect(starts[0]).toBe(new Date('2026-12-06T12:00:00+03:00').toISOString());
    expect(starts).not.toContain(monday('10:00'));
    expect(starts).toContain(monday('10:30'));
    expect(starts.some((start) => start.startsWith('2026-12-08'))).toBe(false);
    const buffered = freeSlots(query({ rules: { ...rules, bufferMinutes: 30 }, hosts: [{ id: 'a', weeklyHours: null }], held: [{ hostId: 'a', start: monday('10:00'), end: monday('10:30') }] }), '2026-12-07', 1);
    // Steps of an hour from 09:00; the demo at 10:00 takes 10:00 only; 09:00 ends 09:30, 30 minutes before it.
    expect(buffered.map((slot) => slot.start)).toEqual(['09:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map(monday));
  });

  it('end at the horizon, and each start is listed once however many hosts are free', () => {
    const slots = freeSlots(query({ rules: { ...rules, horizonDays: 1 } }), '2026-12-06', 10);
    expect(new Set(slots.map((slot) => slot.start)).size).toBe(slots.length);
    expect(slots.at(-1)!.start).toBe('2026-12-07T13:30:00.000Z');
  });

  it('follow each host’s own hours', () => {
    const hosts = [{ id: 'a', weeklyHours: [null, { start: '13:00', end: '14:00' }, null, null, null, null, null] }];
    expect(freeSlots(query({ hosts }), '2026-12-07', 1).map((slot) => slot.start)).toEqual(['2026-12-07T10:00:00.000Z', '2026-12-07T10:30:00.000Z']);
    expect(freeHostsAt(query({ hosts: [...hosts, { id: 'b', weeklyHours: null }] }), '2026-12-07T10:00:00.000Z')).toEqual(['a', 'b']);
    expect(freeHostsAt(query({ hosts: [...hosts, { id: 'b', weeklyHours: null }] }), '2026-12-07T07:00:00.000Z')).toEqual(['b']);
  });
});

describe('a refused slot says why', () => {
  it.each([
    ['2026-12-07T07:00:00Z', 'invalid'],
    ['2026-12-01T07:00:00.000Z', 'past'],
    ['2026-12-06T07:00:00.000Z', 'notice'],
    ['2027-03-10T07:00:00.000Z', 'horizon'],
    ['2026-12-07T07:15:00.000Z', 'off-grid'],
    ['2026-12-12T07:00:00.000Z', 'off-grid'],
  ])('%s: %s', (start, reason) => {
    expect(slotRefusal(query(), start)).toBe(reason);
  });
  it('closed and taken', () => {
    expect(slotRefusal(query({ closed: new Set(['2026-12-07']) }), '2026-12-07T07:00:00.000Z')).toBe('closed');
    const held = ['a', 'b'].map((hostId) => ({ hostId, start: '2026-12-07T07:00:00.000Z', end: '2026-12-07T07:30:00.000Z' }));
    expect(slotRefusal(query({ held }), '2026-12-07T07:00:00.000Z')).toBe('taken');
    expect(slotRefusal(query({ held: held.slice(1) }), '2026-12-07T07:00:00.000Z')).toBeNull();
  });
});
