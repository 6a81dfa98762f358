/**
 * The demo calendar's slots, pure: which starts a visitor may book, given the calendar (weekly hours in
 * Riyadh time, demo length, buffer, minimum notice, horizon), its hosts (each with the calendar's hours
 * or their own), the closed days and the bookings that hold slots. The server computes the free slots
 * from it and checks a posted slot with the same function, so the picker offers exactly what is accepted.
 * Riyadh is UTC+3 all year, so a Riyadh wall time is a fixed offset from UTC.
 */
import { addDays, RIYADH_OFFSET_MS, riyadhDateOf, weekdayOf, type IsoDate } from './riyadh-time';

export interface DayHours {
  /** "HH:mm", Riyadh time. */
  start: string;
  end: string;
}
/** Sunday first; null: closed that weekday. */
export type WeeklyHours = (DayHours | null)[];

export interface CalendarRules {
  weeklyHours: WeeklyHours;
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

export interface SlotHost {
  id: string;
  /** null: the calendar's hours. */
  weeklyHours: WeeklyHours | null;
}

export interface HeldSlot {
  hostId: string;
  start: string;
  end: string;
}

export interface Slot {
  start: string;
  end: string;
}

const MINUTE = 60_000;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:mm" ("24:00" is the end of the day); null when malformed. */
export function minutesOf(time: string): number | null {
  if (time === '24:00') return 24 * 60;
  const match = HHMM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The UTC instant of a Riyadh day's minute. */
function instantOf(day: IsoDate, minute: number): number {
  return Date.parse(`${day}T00:00:00Z`) + minute * MINUTE - RIYADH_OFFSET_MS;
}

/** The starts (UTC ms) on `host`'s grid on `day`: from the opening, every demo length plus buffer, each ending by the close. */
export function gridOf(rules: CalendarRules, host: SlotHost, day: IsoDate): number[] {
  const hours = (host.weeklyHours ?? rules.weeklyHours)[weekdayOf(day)];
  if (!hours) return [];
  const open = minutesOf(hours.start);
  const close = minutesOf(hours.end);
  if (open === null || close === null || rules.slotMinutes <= 0) return [];
  const step = rules.slotMinutes + Math.max(0, rules.bufferMinutes);
  const starts: number[] = [];
  for (let minute = open; minute + rules.slotMinutes <= close; minute += step) starts.push(instantOf(day, minute));
  return starts;
}

/** True when `host` holds no booking within the buffer of [start, start + length). */
function hostFree(rules: CalendarRules, held: readonly { start: number; end: number }[], start: number): boolean {
  const buffer = Math.max(0, rules.bufferMinutes) * MINUTE;
  const end = start + rules.slotMinutes * MINUTE;
  return held.every((booking) => booking.end + buffer <= start || booking.start >= end + buffer);
}

export interface SlotQuery {
  rules: CalendarRules;
  hosts: readonly SlotHost[];
  /** Days closed for demos (holidays not re-opened, staff's closed days). */
  closed: ReadonlySet<IsoDate>;
  /** Bookings holding slots in (and around) the days asked for. */
  held: readonly HeldSlot[];
  now: Date;
}

/** The first and last day a visitor may book on at `now`: today (notice permitting) to today + horizon, in Riyadh. */
export function bookableRange(rules: CalendarRules, now: Date): { first: IsoDate; last: IsoDate } {
  const today = riyadhDateOf(now);
  return { first: today, last: addDays(today, rules.horizonDays) };
}

function heldByHost(held: readonly HeldSlot[]): Map<string, { start: number; end: number }[]> {
  const byHost = new Map<string, { start: number; end: number }[]>();
  for (const booking of held) {
    const list = byHost.get(booking.hostId) ?? [];
    list.push({ start: Date.parse(booking.start), end: Date.parse(booking.end) });
    byHost.set(booking.hostId, list);
  }
  return byHost;
}

/** The hosts free at `start` (ISO UTC), in the order given; empty when the start is not bookable. */
export function freeHostsAt({ rules, hosts, closed, held, now }: SlotQuery, start: string): string[] {
  const at = Date.parse(start);
  if (!Number.isFinite(at) || at < now.getTime() + rules.minNoticeMinutes * MINUTE) return [];
  const day = riyadhDateOf(new Date(at));
  const { first, last } = bookableRange(rules, now);
  if (day < first || day > last || closed.has(day)) return [];
  const byHost = heldByHost(held);
  return hosts.filter((host) => gridOf(rules, host, day).includes(at) && hostFree(rules, byHost.get(host.id) ?? [], at)).map((host) => host.id);
}

/**
 * Every bookable slot on the `days` days from `from` (Riyadh dates), in time order, each once. Each
 * host's bookings are walked once, in start order, beside the host's grid (also in time order), so the
 * cost grows with slots plus bookings, not their product.
 */
export function freeSlots({ rules, hosts, closed, held, now }: SlotQuery, from: IsoDate, days: number): Slot[] {
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE;
  const { first, last } = bookableRange(rules, now);
  const buffer = Math.max(0, rules.bufferMinutes) * MINUTE;
  const length = rules.slotMinutes * MINUTE;
  const byHost = heldByHost(held);
  for (const list of byHost.values()) list.sort((a, b) => a.start - b.start);
  const open: string[] = [];
  for (let index = 0; index < days; index += 1) {
    const day = addDays(from, index);
    if (day < first || closed.has(day)) continue;
    if (day > last) break;
    open.push(day);
  }
  const starts = new Set<number>();
  for (const host of hosts) {
    const list = byHost.get(host.id) ?? [];
    let next = 0;
    for (const day of open) {
      for (const start of gridOf(rules, host, day)) {
        if (start < earliest || starts.has(start)) continue;
        // Skip the bookings that end (with the buffer) before this start; the first left is the only one that can overlap.
        while (next < list.length && list[next]!.end + buffer <= start) next += 1;
        const booking = list[next];
        if (!booking || booking.start >= start + length + buffer) starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => ({ start: new Date(start).toISOString(), end: new Date(start + length).toISOString() }));
}

export type SlotRefusal = 'invalid' | 'past' | 'notice' | 'horizon' | 'closed' | 'off-grid' | 'taken';

/** Why `start` cannot be booked at `now`, or null when some host is free then. */
export function slotRefusal(query: SlotQuery, start: string): SlotRefusal | null {
  const { rules, hosts, closed, now } = query;
  const at = Date.parse(start);
  if (!Number.isFinite(at) || new Date(at).toISOString() !== start) return 'invalid';
  if (at <= now.getTime()) return 'past';
  if (at < now.getTime() + rules.minNoticeMinutes * MINUTE) return 'notice';
  const day = riyadhDateOf(new Date(start));
  if (day > bookableRange(rules, now).last) return 'horizon';
  if (closed.has(day)) return 'closed';
  if (!hosts.some((host) => gridOf(rules, host, day).includes(at))) return 'off-grid';
  return freeHostsAt(query, start).length ? null : 'taken';
}
