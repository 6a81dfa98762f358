import 'server-only';
import type { Kysely } from 'kysely';
import { WORKING_DAY_MINUTES, workingMinutesBetween } from '@/lib/working-hours';
import type { Database, LeadKind } from './db/database';
import { closedDatesAround } from './lead-clock';
import { RESPONSE_TARGET_MINUTES } from './lead-response';

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
  /** Working minutes waited so far, for an open lead. */
  waited: number;
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function share(rows: Row[], limit: number): ResponseShare {
  // An open lead counts against the share once its time is up; until then it is not judged.
  const judged = rows.filter((row) => row.first_response_minutes !== null || row.waited >= limit);
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
    withinHour: share(rows, RESPONSE_TARGET_MINUTES),
    withinDay: share(rows, WORKING_DAY_MINUTES),
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
  const from = new Date(now.getTime() - days * 86_400_000);
  const stored = await db
    .selectFrom('leads')
    .select(['owner_id', 'kind', 'source', 'first_response_minutes', 'first_response_at', 'created_at', 'due_at'])
    .where('created_at', '>=', from.toISOString())
    .where('created_at', '<=', now.toISOString())
    .execute();
  const open = stored.filter((row) => row.first_response_at === null);
  const closed = open.length ? await closedDatesAround(db, from, now, { after: 1 }) : new Set<string>();
  const rows: Row[] = stored.map((row) => ({
    owner_id: row.owner_id,
    kind: row.kind,
    source: row.source,
    first_response_minutes: row.first_response_at === null ? null : Number(row.first_response_minutes ?? 0),
    // Before its due instant an open lead has waited under an hour: no need to count it.
    waited: row.first_response_at !== null ? 0 : row.due_at > now.toISOString() ? 0 : workingMinutesBetween(new Date(row.created_at), now, closed),
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
