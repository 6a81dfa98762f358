import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadFilter } from '@/schemas/lead';
import type { Database, LeadKind } from '../db/database';
import { countLeadsBy } from './inbox';
import { addDays, RIYADH_OFFSET_MS } from '@/lib/riyadh-time';

/** A week of the dashboard: Sunday to Saturday, days in Riyadh time (both ends included, as the inbox's dates). */
export interface LeadWeek {
  from: string;
  to: string;
}

/** The last `count` weeks, oldest first, the current (partial) week last. */
export function lastWeeks(now: Date, count = 12): LeadWeek[] {
  const riyadh = new Date(now.getTime() + RIYADH_OFFSET_MS);
  const today = riyadh.toISOString().slice(0, 10);
  const sunday = addDays(today, -riyadh.getUTCDay());
  return Array.from({ length: count }, (_, index) => {
    const from = addDays(sunday, -7 * (count - 1 - index));
    return { from, to: addDays(from, 6) };
  });
}

/** Which visit a lead's source and landing page are read from: the one that sent the form, or the first. */
export type LeadTouch = 'last' | 'first';

export interface LeadCharts {
  weeks: LeadWeek[];
  /** The whole period, as an inbox filter (with `touch: 'first'` when the charts read the first visit). */
  range: LeadFilter;
  touch: LeadTouch;
  /** Per kind, the count of each week (same order as `weeks`). */
  byKind: { kind: LeadKind; counts: number[] }[];
  /** The top sources of the period, then `null` for all others together. */
  bySource: { source: string | null; counts: number[] }[];
  /** Per landing page: leads, and those qualified or won. Busiest first. */
  landing: { page: string | null; total: number; converted: number }[];
  languages: { locale: 'en' | 'ar'; count: number }[];
}

const TOP_SOURCES = 5;

/**
 * The dashboard's "sources at a glance": every number is a count of the inbox's own filter
 * (`countLeadsBy` over `leadWhere`), so a chart and the inbox list it links to always agree.
 */
export async function leadCharts(db: Kysely<Database>, touch: LeadTouch = 'last', now = new Date()): Promise<LeadCharts> {
  const weeks = lastWeeks(now);
  const range: LeadFilter = { from: weeks[0]!.from, to: weeks.at(-1)!.to, ...(touch === 'first' && { touch }) };
  const [sourceColumn, landingColumn] = touch === 'first' ? (['first_source', 'first_landing_page'] as const) : (['source', 'landing_page'] as const);
  const perWeek = (await Promise.all(weeks.map((week) => countLeadsBy(db, { from: week.from, to: week.to }, ['kind', sourceColumn])))).map((rows) =>
    rows.map((row) => ({ kind: row.kind, source: row[sourceColumn], count: row.count })),
  );

  const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
  const kinds = [...new Set(perWeek.flat().map((row) => row.kind as LeadKind))];
  const byKind = kinds.map((kind) => ({ kind, counts: perWeek.map((rows) => sum(rows.filter((row) => row.kind === kind))) }));

  const sourceTotals = new Map<string, number>();
  for (const row of perWeek.flat()) sourceTotals.set(row.source, (sourceTotals.get(row.source) ?? 0) + row.count);
  const top = [...sourceTotals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP_SOURCES).map(([source]) => source);
  const bySource: LeadCharts['bySource'] = top.map((source) => ({ source, counts: perWeek.map((rows) => sum(rows.filter((row) => row.source === source))) }));
  if (sourceTotals.size > top.length) bySource.push({ source: null, counts: perWeek.map((rows) => sum(rows.filter((row) => !top.includes(row.source)))) });

  const [pages, languages] = await Promise.all([countLeadsBy(db, range, [landingColumn, 'status']), countLeadsBy(db, range, ['locale'])]);
  const landingTotals = new Map<string | null, { total: number; converted: number }>();
  for (const row of pages) {
    const page = row[landingColumn];
    const entry = landingTotals.get(page) ?? { total: 0, converted: 0 };
    entry.total += row.count;
    if (row.status === 'qualified' || row.status === 'won') entry.converted += row.count;
    landingTotals.set(page, entry);
  }
  const landing = [...landingTotals.entries()].map(([page, counts]) => ({ page, ...counts })).sort((a, b) => b.total - a.total || String(a.page).localeCompare(String(b.page)));

  return {
    weeks,
    touch,
    range,
    byKind,
    bySource,
    landing: landing.slice(0, 8),
    languages: languages.map((row) => ({ locale: row.locale as 'en' | 'ar', count: row.count })).sort((a, b) => b.count - a.count),
  };
}
