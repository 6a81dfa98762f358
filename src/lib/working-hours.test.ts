import { describe, expect, it } from 'vitest';
import { riyadhDateOf } from './riyadh-time';
import { addWorkingMinutes, nextWorkingMoment, subtractWorkingMinutes, riyadhDateSpan, workingMinutesBetween, WORKING_DAY_MINUTES } from './working-hours';

const none = new Set<string>();
/** A Riyadh wall-clock time as an instant. */
const riyadh = (local: string) => new Date(`${local}:00+03:00`);
const iso = (at: Date) => at.toISOString();

// 2026-11-26 is a Thursday, 2026-11-27 a Friday, 2026-11-29 a Sunday.
describe('working minutes between two instants', () => {
  it('counts minutes inside one working day', () => {
    expect(workingMinutesBetween(riyadh('2026-11-29T10:00'), riyadh('2026-11-29T10:45'), none)).toBe(45);
    expect(workingMinutesBetween(riyadh('2026-11-29T09:00'), riyadh('2026-11-29T18:00'), none)).toBe(WORKING_DAY_MINUTES);
  });

  it('counts nothing before opening, after closing, at the weekend', () => {
    expect(workingMinutesBetween(riyadh('2026-11-29T06:00'), riyadh('2026-11-29T09:00'), none)).toBe(0);
    expect(workingMinutesBetween(riyadh('2026-11-29T18:00'), riyadh('2026-11-29T23:59'), none)).toBe(0);
    expect(workingMinutesBetween(riyadh('2026-11-27T10:00'), riyadh('2026-11-28T17:00'), none)).toBe(0);
  });

  it('a Friday-night lead answered on Sunday at 09:30 waited 30 working minutes', () => {
    expect(workingMinutesBetween(riyadh('2026-11-27T23:10'), riyadh('2026-11-29T09:30'), none)).toBe(30);
  });

  it('spans days: Thursday 17:30 to Sunday 09:30 is one working hour', () => {
    expect(workingMinutesBetween(riyadh('2026-11-26T17:30'), riyadh('2026-11-29T09:30'), none)).toBe(60);
  });

  it('skips closed dates (a public holiday)', () => {
    const closed = new Set(['2026-11-29']);
    expect(workingMinutesBetween(riyadh('2026-11-26T17:30'), riyadh('2026-11-30T09:30'), closed)).toBe(60);
    expect(workingMinutesBetween(riyadh('2026-11-29T10:00'), riyadh('2026-11-29T12:00'), closed)).toBe(0);
  });

  it('is 0 when the end is not after the start (a clock set back)', () => {
    expect(workingMinutesBetween(riyadh('2026-11-29T12:00'), riyadh('2026-11-29T11:00'), none)).toBe(0);
    expect(workingMinutesBetween(riyadh('2026-11-29T12:00'), riyadh('2026-11-29T12:00'), none)).toBe(0);
  });

  it('keeps seconds as fractions of a minute', () => {
    expect(workingMinutesBetween(new Date('2026-11-29T07:00:00Z'), new Date('2026-11-29T07:00:30Z'), none)).toBe(0.5);
  });
});

describe('adding working minutes', () => {
  it('inside a day, it is plain addition', () => {
    expect(iso(addWorkingMinutes(riyadh('2026-11-29T10:15'), 60, none))).toBe(iso(riyadh('2026-11-29T11:15')));
  });

  it('a lead received outside hours starts at the next working hour', () => {
    expect(iso(addWorkingMinutes(riyadh('2026-11-29T07:40'), 60, none))).toBe(iso(riyadh('2026-11-29T10:00')));
    expect(iso(addWorkingMinutes(riyadh('2026-11-29T19:00'), 60, none))).toBe(iso(riyadh('2026-11-30T10:00')));
  });

  it('a Friday-night lead is due on Sunday at 10:00', () => {
    expect(iso(addWorkingMinutes(riyadh('2026-11-27T22:00'), 60, none))).toBe(iso(riyadh('2026-11-29T10:00')));
  });

  it('carries over the weekend: Thursday 17:30 plus one hour is Sunday 09:30', () => {
    expect(iso(addWorkingMinutes(riyadh('2026-11-26T17:30'), 60, none))).toBe(iso(riyadh('2026-11-29T09:30')));
  });

  it('a span ending exactly at closing ends at 18:00', () => {
    expect(iso(addWorkingMinutes(riyadh('2026-11-29T17:00'), 60, none))).toBe(iso(riyadh('2026-11-29T18:00')));
  });

  it('skips a holiday, and a lead received on the holiday waits for the next working day', () => {
    const closed = new Set(['2026-11-29', '2026-11-30']);
    expect(iso(addWorkingMinutes(riyadh('2026-11-26T17:30'), 60, closed))).toBe(iso(riyadh('2026-12-01T09:30')));
    expect(iso(addWorkingMinutes(riyadh('2026-11-29T11:00'), 60, closed))).toBe(iso(riyadh('2026-12-01T10:00')));
  });

  it('four working hours from Wednesday 16:00 is Thursday 11:00', () => {
    expect(iso(addWorkingMinutes(riyadh('2026-11-25T16:00'), 240, none))).toBe(iso(riyadh('2026-11-26T11:00')));
  });

  it('agrees with workingMinutesBetween', () => {
    const closed = new Set(['2026-12-02']);
    for (const start of ['2026-11-25T08:00', '2026-11-26T17:59', '2026-11-28T12:00', '2026-12-01T13:07']) {
      for (const minutes of [1, 60, 240, 540, 1000]) {
        const from = riyadh(start);
        expect(workingMinutesBetween(from, addWorkingMinutes(from, minutes, closed), closed)).toBeCloseTo(minutes, 6);
      }
    }
  });

  it('refuses a calendar with no open day at all', () => {
    const everyDay = new Set(Array.from({ length: 900 }, (_, day) => riyadhDateOf(new Date(Date.UTC(2026, 10, 27 + day)))));
    expect(() => addWorkingMinutes(riyadh('2026-11-29T10:00'), 60, everyDay)).toThrow(RangeError);
  });
});

describe('the next working moment', () => {
  it('is the instant itself inside hours, else the next opening', () => {
    expect(iso(nextWorkingMoment(riyadh('2026-11-29T09:00'), none))).toBe(iso(riyadh('2026-11-29T09:00')));
    expect(iso(nextWorkingMoment(riyadh('2026-11-29T17:59'), none))).toBe(iso(riyadh('2026-11-29T17:59')));
    expect(iso(nextWorkingMoment(riyadh('2026-11-29T18:00'), none))).toBe(iso(riyadh('2026-11-30T09:00')));
    expect(iso(nextWorkingMoment(riyadh('2026-11-26T20:00'), none))).toBe(iso(riyadh('2026-11-29T09:00')));
  });

  it('uses Riyadh dates, not UTC ones: 01:00 Riyadh on Sunday is still Saturday in UTC', () => {
    expect(riyadhDateOf(riyadh('2026-11-29T01:00'))).toBe('2026-11-29');
    expect(iso(nextWorkingMoment(riyadh('2026-11-29T01:00'), none))).toBe(iso(riyadh('2026-11-29T09:00')));
    expect(riyadhDateSpan(riyadh('2026-11-29T01:00'), riyadh('2026-11-29T01:00'), 3)).toEqual({ from: '2026-11-29', to: '2026-12-02' });
  });
});

describe('subtracting working minutes', () => {
  it('walks back over closing time, the weekend and holidays', () => {
    expect(iso(subtractWorkingMinutes(riyadh('2026-11-29T09:30'), 60, none))).toBe(iso(riyadh('2026-11-26T17:30')));
    expect(iso(subtractWorkingMinutes(riyadh('2026-11-29T12:00'), 60, none))).toBe(iso(riyadh('2026-11-29T11:00')));
    expect(iso(subtractWorkingMinutes(riyadh('2026-11-28T12:00'), 30, none))).toBe(iso(riyadh('2026-11-26T17:30')));
    expect(iso(subtractWorkingMinutes(riyadh('2026-12-01T09:30'), 60, new Set(['2026-11-29', '2026-11-30'])))).toBe(iso(riyadh('2026-11-26T17:30')));
  });

  it('every instant at or before it has waited at least that long, and just after it less', () => {
    const closed = new Set(['2026-12-02']);
    for (const end of ['2026-11-29T08:00', '2026-11-29T18:00', '2026-11-30T13:07', '2026-12-03T09:01', '2026-12-05T12:00']) {
      for (const minutes of [1, 60, 540, 1000]) {
        const to = riyadh(end);
        const cutoff = subtractWorkingMinutes(to, minutes, closed);
        expect(workingMinutesBetween(cutoff, to, closed)).toBeCloseTo(minutes, 6);
        expect(workingMinutesBetween(new Date(cutoff.getTime() + 60_000), to, closed)).toBeLessThan(minutes);
      }
    }
  });
});
