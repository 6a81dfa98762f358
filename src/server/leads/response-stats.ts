import 'server-only';
import type { Kysely } from 'kysely';
import { subtractWorkingMinutes, WORKING_DAY_MINUTES } from '@/lib/working-hours';
import type { Database, LeadKind } from '../db/database';
import { closedDatesAround } from './closed-dates';
import { RESPONSE_TARGET_MINUTES } from './response-clock';
import { DAY_MS } from '@/lib/riyadh-time';

/** A share of leads answered within a time: `count` of `of` (leads answered, or whose time is up unanswered). */
export interface ResponseShare {
  count: number;
  of: number;
  /** count / of, 0-1, rounded to 3 places; null when `of` is 0. */
  share: number | null;
}

export interface ResponseFigures {
  leads: number;
  answered: number;
  waiting: number;
  /** The median first response of the answered leads, in working minutes; null when none is answered. */
  medianMinutes: number | null;
  withinHour: ResponseShare;
  withinDay: ResponseShare;
}

export interface ResponseStats {
  days: number;
  from: string;
  to: string;
  overall: ResponseFigures;
  byOwner: (ResponseFigures & { ownerId: string | null; owner: string | null })[];
  byKind: (ResponseFigures & { kind: LeadKind })[];
  bySource: (ResponseFigures & { source: string })[];
}

interface Row {
  owner_id: string | null;
  kind: LeadKind;
  source: string;
  first_response_minutes: number | null;
  /** An open lead that has waited one working hour / one working day by now. */
  waitedHour: boolean;
  waitedDay: boolean;
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function share(rows: Row[], limit: number, waited: (row: Row) => boolean): ResponseShare {
  // An open lead counts against the share once its time is up; until then it is not judged.
  const judged = rows.filter((row) => row.first_response_minutes !== null || waited(row));
  const count = judged.filter((row) => row.first_response_minutes !== null && row.first_response_minutes <= limit).length;
  return { count, of: judged.length, share: judged.length ? Math.round((count / judged.length) * 1000) / 1000 : null };
}

function figuresOf(rows: Row[]): ResponseFigures {
  const answered = rows.flatMap((row) => (row.first_response_minutes === null ? [] : [row.first_response_minutes]));
  return {
    leads: rows.length,
    answered: answered.length,
    waiting: rows.length - answered.length,
    medianMinutes: median(answered),
    withinHour: share(rows, RESPONSE_TARGET_MINUTES, (row) => row.waitedHour),
    withinDay: share(rows, WORKING_DAY_MINUTES, (row) => row.waitedDay),
  };
}

function groupBy<K extends string | null>(rows: Row[], key: (row: Row) => K): [K, Row[]][] {
  const groups = new Map<K, Row[]>();
  for (const row of rows) {
    const value = key(row);
    const group = groups.get(value);
    if (group) group.push(row);
    else groups.set(value, [row]);
  }
  return [...groups].sort((a, b) => b[1].length - a[1].length);
}

/**
 * The response dashboard: leads that arrived in the last `days` days (up to `now`), their median first
 * response in working minutes and the shares answered within one working hour and one working day,
 * overall and by owner, lead kind and source. Read from the stored `first_response_minutes` (set once
 * when a lead is first answered), so no history is recomputed; only open leads' waits are counted now.
 */
export async function leadResponseStats(db: Kysely<Database>, days: number, now = new Date()): Promise<ResponseStats> {
  const from = new Date(now.getTime() - days * DAY_MS);
  // Every column read is in the index leads_created_at_response: one index range, no table reads.
  const stored = await db
    .selectFrom('leads')
    .select(['created_at', 'first_response_minutes', 'owner_id', 'kind', 'source'])
    .where('created_at', '>=', from.toISOString())
    .where('created_at', '<=', now.toISOString())
    .execute();
  // An open lead has waited an hour (a day) when it arrived at or before the instant an hour (a day) of
  // working time before now: two instants for all leads, not a clock per lead.
  const closed = await closedDatesAround(db, from, now, { before: 30, after: 1 });
  const hourAgo = subtractWorkingMinutes(now, RESPONSE_TARGET_MINUTES, closed).toISOString();
  const dayAgo = subtractWorkingMinutes(now, WORKING_DAY_MINUTES, closed).toISOString();
  const rows: Row[] = stored.map((row) => ({
    owner_id: row.owner_id,
    kind: row.kind,
    source: row.source,
    first_response_minutes: row.first_response_minutes === null ? null : Number(row.first_response_minutes),
    waitedHour: row.created_at <= hourAgo,
    waitedDay: row.created_at <= dayAgo,
  }));
  const ownerIds = [...new Set(rows.map((row) => row.owner_id).filter((id): id is string => Boolean(id)))];
  const names = new Map(ownerIds.length ? (await db.selectFrom('admins').select(['id', 'username']).where('id', 'in', ownerIds).execute()).map((row) => [row.id, row.username]) : []);
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    overall: figuresOf(rows),
    byOwner: groupBy(rows, (row) => row.owner_id).map(([ownerId, group]) => ({ ownerId, owner: ownerId ? (names.get(ownerId) ?? null) : null, ...figuresOf(group) })),
    byKind: groupBy(rows, (row) => row.kind).map(([kind, group]) => ({ kind, ...figuresOf(group) })),
    bySource: groupBy(rows, (row) => row.source).map(([source, group]) => ({ source, ...figuresOf(group) })),
  };
}
