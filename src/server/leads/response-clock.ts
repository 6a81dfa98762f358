import 'server-only';
import type { Kysely } from 'kysely';
import { addWorkingMinutes, workingMinutesBetween } from '@/lib/working-hours';
import type { Database, Lead } from '../db/database';
import { closedDatesAround } from './closed-dates';

/** A lead is answered within this many working minutes; admins are told when it waits four times as long. */
export const RESPONSE_TARGET_MINUTES = 60;
export const ESCALATION_MINUTES = 240;

/** The visitor's first visit: where they arrived and from where (kept 90 days in a first-party cookie). */
export interface FirstTouch {
  landingPage?: string | null;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

/** The first-touch columns of a lead, but for `first_source` (leadSourceOf of its UTM source and referrer). */
export function firstTouchColumns(first: FirstTouch) {
  return {
    first_landing_page: first.landingPage?.slice(0, 200) || null,
    first_referrer: first.referrer?.slice(0, 500) || null,
    first_utm_source: first.utmSource?.slice(0, 200) || null,
    first_utm_medium: first.utmMedium?.slice(0, 200) || null,
    first_utm_campaign: first.utmCampaign?.slice(0, 200) || null,
  };
}

/** A new lead's clock: due one working hour after it arrived, escalated after four. */
export async function leadClockOf(db: Kysely<Database>, createdAt: string): Promise<Pick<Lead, 'due_at' | 'escalate_at'>> {
  const created = new Date(createdAt);
  // Four working hours fit in a fortnight even across an Eid and a weekend.
  const closed = await closedDatesAround(db, created, created, { after: 21 });
  return {
    due_at: addWorkingMinutes(created, RESPONSE_TARGET_MINUTES, closed).toISOString(),
    escalate_at: addWorkingMinutes(created, ESCALATION_MINUTES, closed).toISOString(),
  };
}

/**
 * Records a lead's first response at `at`, once: only while `first_response_at` is still null (the
 * condition is in the UPDATE, so two staff answering at once set it once). Call it in the transaction of
 * the status change or note that is the response.
 */
export async function markFirstResponse(trx: Kysely<Database>, lead: Pick<Lead, 'id' | 'created_at' | 'first_response_at'>, at: string): Promise<boolean> {
  if (lead.first_response_at) return false;
  const created = new Date(lead.created_at);
  const closed = await closedDatesAround(trx, created, new Date(at), { after: 1 });
  const minutes = Math.round(workingMinutesBetween(created, new Date(at), closed));
  const result = await trx.updateTable('leads').set({ first_response_at: at, first_response_minutes: minutes }).where('id', '=', lead.id).where('first_response_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An open lead's clock for the list: working minutes waited so far and minutes left (negative: overdue). */
export interface LeadWait {
  waited: number;
  left: number;
}

/** The waits of open leads at `now` (answered leads have none), keyed by lead id. */
export async function leadWaits(db: Kysely<Database>, leads: Pick<Lead, 'id' | 'created_at' | 'first_response_at'>[], now = new Date()): Promise<Map<string, LeadWait>> {
  const open = leads.filter((lead) => !lead.first_response_at);
  const waits = new Map<string, LeadWait>();
  if (!open.length) return waits;
  const oldest = new Date(Math.min(...open.map((lead) => Date.parse(lead.created_at))));
  const closed = await closedDatesAround(db, oldest, now, { after: 1 });
  for (const lead of open) {
    const waited = Math.floor(workingMinutesBetween(new Date(lead.created_at), now, closed));
    waits.set(lead.id, { waited, left: RESPONSE_TARGET_MINUTES - waited });
  }
  return waits;
}
