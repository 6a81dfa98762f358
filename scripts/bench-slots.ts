/**
 * `npm run bench:slots`: seeds BOOKINGS booked demos (10,000) over the demo calendar's next 90 days,
 * spread over enough hosts to hold them, into a fresh SQLite file and a fresh PostgreSQL schema, then
 * times what GET /api/demo-slots does (the calendar, hosts, closed days and the window's bookings, then
 * the free slots) for the form's two requests (62 days each) and a week: p50 and p95 of RUNS runs. Then
 * 100 concurrent bookings of distinct free slots: how many stored, any host double-booked. Not part of `npm test`.
 *
 * Settings: BOOKINGS (10000), RUNS (50), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test; `skip`: SQLite only).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Insertable } from 'kysely';
import pg from 'pg';
import { addDays, riyadhDateOf } from '../src/lib/riyadh-time';
import { freeSlots, gridOf } from '../src/lib/demo-slots';
import { shortDemoRequestPayloadSchema } from '../src/schemas/demo';
import { openDatabase, type DatabaseHandle } from '../src/server/db';
import type { DemoBookingTable } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { bookDemo } from '../src/server/demo-booking/bookings';
import { listFreeSlots, loadSlotQuery } from '../src/server/demo-booking/slot-queries';
import { activeSlotHosts, closedDatesBetween, loadCalendarRules, saveHost } from '../src/server/demo-booking/calendar';

const BOOKINGS = Number(process.env.BOOKINGS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 50);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function open(kind: 'sqlite' | 'postgres'): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'siyana-bench-'));
    const handle = openDatabase(`file:${join(dir, 'site.db')}`);
    return { ...handle, drop: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const handle = openDatabase(`${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function bench(kind: 'sqlite' | 'postgres') {
  const handle = await open(kind);
  try {
    await migrateToLatest(handle.db);
    const now = new Date();
    const today = riyadhDateOf(now);
    const rules = await loadCalendarRules(handle.db);
    // Every grid slot of the next 90 days (from tomorrow), the same for each host.
    const closed = await closedDatesBetween(handle.db, today, addDays(today, rules.horizonDays));
    const starts: number[] = [];
    for (let day = 1; day <= rules.horizonDays; day += 1) {
      const date = addDays(today, day);
      if (!closed.has(date)) starts.push(...gridOf(rules, { id: 'x', weeklyHours: null }, date));
    }
    // Enough hosts that BOOKINGS fill about two thirds of all their slots.
    const hostCount = Math.ceil(BOOKINGS / (starts.length * 0.66));
    const at = now.toISOString();
    const hostIds = Array.from({ length: hostCount }, () => randomUUID());
    await handle.db.insertInto('admins').values(hostIds.map((id, index) => ({ id, username: `host-${index}`, password_hash: 'x', role: 'admin' as const, disabled_at: null, created_at: at, updated_at: at }))).execute();
    for (const [index, id] of hostIds.entries()) await saveHost(handle.db, { adminId: id, displayName: `Host ${index}`, email: null, weeklyHours: null, active: true });
    const seedStart = performance.now();
    const rows: Insertable<DemoBookingTable>[] = [];
    for (let index = 0; index < BOOKINGS; index += 1) {
      // Host after host, each through every slot of the 90 days: the last host keeps free slots everywhere.
      const start = new Date(starts[index % starts.length]!).toISOString();
      const end = new Date(Date.parse(start) + rules.slotMinutes * 60_000).toISOString();
      rows.push({
        id: randomUUID(), demo_request_id: randomUUID(), lead_id: null, host_id: hostIds[Math.floor(index / starts.length)]!, start_at: start, end_at: end, status: 'booked' as const, active_start: start,
        token_hash: randomBytes(32).toString('hex'), replaced_by: null, name: `Visitor ${index}`, email: `v${index}@example.sa`, locale: 'en' as const, created_at: at, updated_at: at,
      });
    }
    await handle.db.transaction().execute(async (trx) => {
      for (let from = 0; from < rows.length; from += 500) await trx.insertInto('demo_bookings').values(rows.slice(from, from + 500)).execute();
    });
    if (kind === 'postgres') await sql`analyze`.execute(handle.db);
    const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);
    const later = addDays(today, 62);
    const results = [
      { query: 'GET /api/demo-slots?from=today&days=62 (the form, 1st request)', ...(await time(() => listFreeSlots(handle.db, today, 62, now))) },
      { query: 'GET /api/demo-slots?from=today+62&days=62 (the form, 2nd request)', ...(await time(() => listFreeSlots(handle.db, later, 62, now))) },
      { query: 'GET /api/demo-slots?days=14 (staff agenda)', ...(await time(() => listFreeSlots(handle.db, today, 14, now))) },
      { query: '… of which the reads (calendar, hosts, closed days, the window\'s bookings)', ...(await time(() => loadSlotQuery(handle.db, today, addDays(today, 61), now))) },
      { query: '… of which the computing (62 days, every host)', ...(await loadSlotQuery(handle.db, today, addDays(today, 61), now).then((query) => time(async () => freeSlots(query, today, 62)))) },
      { query: 'the calendar, hosts and closed days alone', ...(await time(() => Promise.all([loadCalendarRules(handle.db), activeSlotHosts(handle.db), closedDatesBetween(handle.db, today, later)]))) },
    ];
    const free = (await listFreeSlots(handle.db, today, 62, now)).slice(0, 100);
    const raceStart = performance.now();
    const outcomes = await Promise.all(
      free.map((slot, index) => bookDemo(handle.db, shortDemoRequestPayloadSchema.parse({ name: 'Bench Visitor', email: `race${index}@example.sa`, phone: '0551234567', companySize: '51-200', moduleInterest: 'ppm', slotStart: slot.start, locale: 'en' }), { webhook: null })),
    );
    const raceMs = performance.now() - raceStart;
    const held = await handle.db.selectFrom('demo_bookings').select(['host_id', 'active_start']).where('active_start', 'is not', null).execute();
    const doubles = held.length - new Set(held.map((row) => `${row.host_id} ${row.active_start}`)).size;
    return { seeded, hostCount, results, race: { tried: free.length, booked: outcomes.filter((outcome) => outcome.kind === 'booked').length, doubles, ms: raceMs } };
  } finally {
    await handle.drop();
  }
}

const kinds: ('sqlite' | 'postgres')[] = POSTGRES_URL === 'skip' ? ['sqlite'] : ['sqlite', 'postgres'];
for (const kind of kinds) {
  const { seeded, hostCount, results, race } = await bench(kind);
  console.log(`\n${kind}: ${BOOKINGS} booked demos over ${hostCount} hosts seeded in ${seeded} s; ${RUNS} runs each (ms)`);
  console.log('| query | p50 | p95 |\n| --- | ---: | ---: |');
  for (const row of results) console.log(`| ${row.query} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
  console.log(`${race.tried} concurrent bookings of distinct free slots: ${race.booked} stored, ${race.doubles} double-booked, ${race.ms.toFixed(0)} ms`);
}
