/**
 * `npm run bench:leads`: seeds 100,000 leads (a realistic mix of kinds, sources, languages, statuses
 * and owners over a year) into a fresh SQLite file and a fresh PostgreSQL schema, then times the
 * inbox's queries (the page's count + one page, each filter, search, a deep page) and the dashboard's
 * charts: p50 and p95 of 20 runs each. Speed to lead (issue 35): the inbox overdue-first, the response
 * dashboard (30 days) and the time a form post spends choosing the owner and the clock (200 posts, with
 * five admins taking leads in turn). Not part of `npm test`.
 *
 * Settings: LEADS (100000), RUNS (20), BENCH_ONLY=postgres (PostgreSQL alone), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test;
 * set it to `skip` to time SQLite only), KEEP_SQLITE (a file path: the SQLite database is kept there
 * for EXPLAIN QUERY PLAN), ANALYZE=1 (give SQLite planner statistics too).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import type { LeadFilter } from '../src/schemas/lead';
import { openDatabase, type DatabaseHandle } from '../src/server/db';
import type { LeadKind, LeadStatus, NewLead } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { leadCharts } from '../src/server/leads/charts';
import { leadSourceOf, listLeads, searchTermsOf } from '../src/server/leads/inbox';
import { saudiPublicHolidaysBetween } from '../src/lib/saudi-holidays';
import { addWorkingMinutes } from '../src/lib/working-hours';
import { chooseLeadOwner } from '../src/server/leads/assignment';
import { listLeadsDueFirst } from '../src/server/leads/queue';
import { leadClockOf } from '../src/server/leads/response-clock';
import { leadResponseStats } from '../src/server/leads/response-stats';

const LEADS = Number(process.env.LEADS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 20);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// A small deterministic generator (mulberry32): the same data set on every run and on both databases.
let seed = 42;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function weighted<T>(choices: [T, number][]): T {
  let roll = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
  return choices.at(-1)![0];
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

const firstNames = ['Nora', 'Faisal', 'Reem', 'Abdullah', 'Sara', 'Khalid', 'Amal', 'Omar', 'نورة', 'فيصل', 'ريم', 'عبدالله', 'سارة', 'خالد'];
const lastNames = ['Al-Otaibi', 'Al-Harbi', 'Saleh', 'Al-Shehri', 'Al-Qahtani', 'العتيبي', 'الحربي', 'القحطاني', 'الشهري'];
const companies = ['Saleh Properties', 'Harbi Facilities', 'Riyadh Towers', 'Jeddah Mall Ops', 'مستشفى الرعاية', 'شركة الخدمات المتكاملة', 'Gulf Cleaning Co', 'NEOM Site Services'];
const pages = ['/request-demo', '/ar/request-demo', '/detailed-demo-request', '/ar/detailed-demo-request', '/resources/ask-anything', '/ar/resources/ask-anything', '/resources/guides/hvac-summer-readiness', '/ar/resources/guides/civil-defense-fire-safety', '/resources/courses/preventive-maintenance', '/ar/resources/events/riyadh-fm-summit'];

let closed: ReadonlySet<string> = new Set();

function lead(index: number, now: number, owners: string[]): NewLead {
  const kind = weighted<LeadKind>([['demo-short', 30], ['demo-detailed', 10], ['question', 15], ['guide', 25], ['course', 12], ['event', 8]]);
  const [utmSource, utmMedium, referrer] = weighted<[string | null, string | null, string | null]>([
    [[null, null, null], 30],
    [[null, null, 'https://www.google.com/'], 25],
    [['linkedin', 'social', 'https://www.linkedin.com/'], 15],
    [['newsletter', 'email', null], 10],
    [['x', 'social', 'https://t.co/'], 5],
    [[`partner-${Math.floor(random() * 200)}`, 'referral', null], 15],
  ]);
  const name = kind === 'question' ? null : `${pick(firstNames)} ${pick(lastNames)}`;
  const company = kind === 'question' || kind === 'guide' ? null : pick(companies);
  const email = `lead${index}@example${index % 500}.sa`;
  const createdAt = new Date(now - Math.floor(random() * 365 * 24 * 60 * 60 * 1000)).toISOString();
  const age = (now - Date.parse(createdAt)) / (24 * 60 * 60 * 1000);
  const status = age < 14 ? weighted<LeadStatus>([['new', 70], ['contacted', 25], ['qualified', 5]]) : weighted<LeadStatus>([['new', 10], ['contacted', 35], ['qualified', 20], ['won', 10], ['lost', 25]]);
  const created = new Date(createdAt);
  // Answered leads: most within the hour, some within the day, a tail later (working minutes).
  const responseMinutes = status === 'new' ? null : weighted<number>([[Math.floor(random() * 60), 55], [60 + Math.floor(random() * 480), 30], [540 + Math.floor(random() * 3000), 15]]);
  const answeredAt = responseMinutes === null ? null : addWorkingMinutes(created, responseMinutes, closed).toISOString();
  return {
    id: randomUUID(),
    kind,
    source_id: randomUUID(),
    name,
    company,
    email,
    locale: random() < 0.6 ? 'ar' : 'en',
    utm_source: utmSource,
    utm_medium: utmMedium,
    utm_campaign: utmSource ? pick(['summer-2026', 'ramadan-fm', 'riyadh-expo', null]) : null,
    referrer,
    source: leadSourceOf(utmSource, referrer),
    landing_page: pick(pages),
    status,
    owner_id: pick(owners),
    created_at: createdAt,
    updated_at: createdAt,
    due_at: addWorkingMinutes(created, 60, closed).toISOString(),
    escalate_at: addWorkingMinutes(created, 240, closed).toISOString(),
    first_response_at: answeredAt && answeredAt < new Date(now).toISOString() ? answeredAt : null,
    first_response_minutes: answeredAt && answeredAt < new Date(now).toISOString() ? responseMinutes : null,
    escalated_at: age > 2 ? createdAt : null,
    owner_notified_at: createdAt,
    phone: random() < 0.6 ? `+9665${String(10_000_000 + index).slice(-8)}` : null,
    summary: kind === 'question' ? 'Does the mobile app work offline in basements?' : kind === 'demo-short' ? pick(['ppm', 'cm', 'ai', 'platform']) : null,
    first_landing_page: random() < 0.5 ? pick(pages) : '/ar?utm_source=linkedin',
    first_referrer: referrer,
    first_utm_source: utmSource,
    first_utm_medium: utmMedium,
    first_utm_campaign: null,
    first_source: leadSourceOf(utmSource, referrer),
  };
}

async function open(kind: 'sqlite' | 'postgres'): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    if (process.env.KEEP_SQLITE) {
      rmSync(process.env.KEEP_SQLITE, { force: true });
      const kept = openDatabase(`file:${process.env.KEEP_SQLITE}`);
      return { ...kept, drop: () => kept.close() };
    }
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
  await run(); // warm-up: plans and pages cached, as on a running site
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
    const now = Date.now();
    const owners = Array.from({ length: 5 }, (_, index) => ({
      id: randomUUID(), username: `sales-${index + 1}`, password_hash: 'x', role: 'admin' as const, disabled_at: null, created_at: new Date(now).toISOString(), updated_at: new Date(now).toISOString(), takes_leads: 1,
    }));
    closed = new Set(saudiPublicHolidaysBetween(new Date(now - 400 * 86_400_000).toISOString().slice(0, 10), new Date(now + 60 * 86_400_000).toISOString().slice(0, 10)).map((day) => day.date));
    await handle.db.insertInto('admins').values(owners).execute();
    seed = 42;
    const seedStart = performance.now();
    await handle.db.transaction().execute(async (trx) => {
      const batch = kind === 'sqlite' ? 500 : 1000;
      for (let start = 0; start < LEADS; start += batch) {
        const rows = Array.from({ length: Math.min(batch, LEADS - start) }, (_, offset) => lead(start + offset, now, owners.map((owner) => owner.id)));
        await trx.insertInto('leads').values(rows).execute();
        const terms = rows.flatMap((row) => searchTermsOf(row.name ?? null, row.company ?? null, row.email ?? null).map((term) => ({ lead_id: row.id, term })));
        for (let from = 0; from < terms.length; from += batch) await trx.insertInto('lead_search_terms').values(terms.slice(from, from + batch)).execute();
      }
    });
    // A running PostgreSQL site's autovacuum both gathers planner statistics and marks the pages visible
    // (so counts read the indexes alone) within a minute of a bulk insert: the bench does the same to the
    // tables it filled, now. SQLite has no statistics unless asked (ANALYZE=1 to time both with them).
    if (kind === 'postgres') await sql`vacuum (analyze) admins, leads, lead_search_terms`.execute(handle.db);
    else if (process.env.ANALYZE === '1') await sql`analyze`.execute(handle.db);
    const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);

    const today = new Date(now).toISOString().slice(0, 10);
    const monthAgo = new Date(now - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const cases: [string, LeadFilter, number?][] = [
      ['all, page 1', {}],
      ['kind = demo (both forms)', { kind: 'demo' }],
      ['status = new', { status: 'new' }],
      ['kind = question + status = new', { kind: 'question', status: 'new' }],
      ['source = google.com', { source: 'google.com' }],
      ['source = partner-7 (rare)', { source: 'partner-7' }],
      ['campaign = summer-2026', { campaign: 'summer-2026' }],
      ['language = en', { locale: 'en' }],
      ['last 30 days', { from: monthAgo, to: today }],
      ['last 30 days + kind = guide + status = new', { from: monthAgo, to: today, kind: 'guide', status: 'new' }],
      ['owner = nobody', { owner: 'none' }],
      ['landing page = /request-demo', { landing: '/request-demo' }],
      ['search "al-harbi"', { q: 'al-harbi' }],
      ['search "الحربي" (Arabic)', { q: 'الحربي' }],
      ['search "nora saleh" (two words)', { q: 'nora saleh' }],
      ['search "lead4242@"', { q: 'lead4242@' }],
      ['search "example7.sa" + kind = demo', { q: 'example7.sa', kind: 'demo' }],
      ['search "s" (one letter)', { q: 's' }],
      ['all, page 400 (deep)', {}, 400],
    ];
    const results: { query: string; p50: number; p95: number; total?: number }[] = [];
    for (const [label, filter, page] of cases) {
      let total = 0;
      const timing = await time(async () => {
        total = (await listLeads(handle.db, filter, { page: page ?? 1, pageSize: 25 })).total;
      });
      results.push({ query: `${label} (count + page)`, ...timing, total });
    }
    results.push({ query: 'dashboard charts (12 weeks, all four)', ...(await time(() => leadCharts(handle.db, 'last', new Date(now)))) });
    results.push({ query: 'dashboard charts, first visit (12 weeks, all four)', ...(await time(() => leadCharts(handle.db, 'first', new Date(now)))) });
    // Speed to lead.
    for (const [label, filter, page] of [
      ['inbox overdue first, page 1', {}, 1],
      ['inbox overdue first + kind = demo', { kind: 'demo' }, 1],
      ['inbox overdue first + owner = sales-1', { owner: owners[0]!.id }, 1],
      ['inbox overdue first, page 400 (deep)', {}, 400],
    ] as [string, LeadFilter, number][]) {
      let total = 0;
      const timing = await time(async () => {
        total = (await listLeadsDueFirst(handle.db, filter, { page, pageSize: 25 })).total;
      });
      results.push({ query: `${label} (counts + page)`, ...timing, total });
    }
    results.push({ query: 'response dashboard (30 days, by owner, kind, source)', ...(await time(() => leadResponseStats(handle.db, 30, new Date(now)))) });
    // The time a post spends on its owner and clock, inside its transaction (rolled back: the data stays as timed).
    const assignment: number[] = [];
    for (let index = 0; index < 200; index++) {
      await handle.db
        .transaction()
        .execute(async (trx) => {
          const start = performance.now();
          await chooseLeadOwner(trx, { kind: index % 2 ? 'demo-short' : 'question', locale: index % 3 ? 'ar' : 'en' });
          await leadClockOf(trx, new Date().toISOString());
          assignment.push(performance.now() - start);
          throw new Error('rollback');
        })
        .catch(() => undefined);
    }
    assignment.sort((a, b) => a - b);
    results.push({ query: 'assignment added to a form post (owner in turn + clock)', p50: percentile(assignment, 50), p95: percentile(assignment, 95) });
    return { kind, seeded, results };
  } finally {
    await handle.drop();
  }
}

const kinds: ('sqlite' | 'postgres')[] = POSTGRES_URL === 'skip' ? ['sqlite'] : process.env.BENCH_ONLY === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];
for (const kind of kinds) {
  const { seeded, results } = await bench(kind);
  console.log(`\n${kind}: ${LEADS} leads seeded in ${seeded} s; ${RUNS} runs each (ms)`);
  console.log('| query | p50 | p95 | matches |\n| --- | ---: | ---: | ---: |');
  for (const row of results) console.log(`| ${row.query} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.total ?? ''} |`);
}
