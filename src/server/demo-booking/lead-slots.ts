import 'server-only';
import type { Kysely } from 'kysely';
import { bookingReference } from '@/lib/whatsapp';
import type { Database, DemoBooking } from '../db/database';
import { LEAD_QUERY_CHUNK } from '../leads/submissions';

/** A lead's demo as staff should read it now: where the booking stands, not the slot the form first chose. */
export interface CurrentDemo {
  bookingId: string;
  /** The reference the visitor sees and quotes (on WhatsApp, say). */
  reference: string;
  start: string;
  end: string;
  /** `booked`: the demo holds its slot (or took place); `cancelled`: the visitor or staff cancelled it. */
  status: 'booked' | 'cancelled';
  /** The start the demo had before its last move; null when it never moved. */
  movedFrom: string | null;
  /** The host's names: for visitors in English and Arabic (either may be empty), and the account's username. */
  host: { en: string | null; ar: string | null; username: string | null };
}

type ChainRow = Pick<DemoBooking, 'id' | 'demo_request_id' | 'lead_id' | 'status' | 'replaced_by' | 'start_at' | 'end_at' | 'created_at' | 'updated_at'> & {
  display_name: string | null;
  display_name_ar: string | null;
  username: string | null;
};

/**
 * Of one lead's booking rows, the current one. A move writes a new row and points the old one to it
 * (`replaced_by`), so each chain is followed to its end; of the chains' ends, a booked demo comes first,
 * else the one cancelled last. A row still marked as moved at the end of its chain is never current.
 */
function currentOf(rows: ChainRow[]): CurrentDemo | null {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ends = new Map<string, ChainRow>();
  for (const row of rows) {
    let end = row;
    const seen = new Set<string>();
    while (end.replaced_by && byId.has(end.replaced_by) && !seen.has(end.id)) {
      seen.add(end.id);
      end = byId.get(end.replaced_by)!;
    }
    if (end.status !== 'rescheduled') ends.set(end.id, end);
  }
  const rank = (row: ChainRow) => `${row.status === 'booked' ? 1 : 0}|${row.updated_at}|${row.created_at}`;
  const current = [...ends.values()].sort((a, b) => rank(b).localeCompare(rank(a)))[0];
  if (!current || current.status === 'rescheduled') return null;
  const before = rows.filter((row) => row.replaced_by === current.id).sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  return {
    bookingId: current.id,
    reference: bookingReference(current.demo_request_id),
    start: current.start_at,
    end: current.end_at,
    status: current.status,
    movedFrom: before?.start_at ?? null,
    host: { en: current.display_name || null, ar: current.display_name_ar || null, username: current.username },
  };
}

/**
 * The current demo of each of `leadIds` that has a booking, by lead id: one query for a page of the inbox
 * (LEAD_QUERY_CHUNK leads a query beyond that), never one per lead.
 */
export async function currentDemosOf(db: Kysely<Database>, leadIds: readonly string[]): Promise<Map<string, CurrentDemo>> {
  const ids = [...new Set(leadIds)];
  const byLead = new Map<string, ChainRow[]>();
  for (let start = 0; start < ids.length; start += LEAD_QUERY_CHUNK) {
    const rows = await db
      .selectFrom('demo_bookings')
      .leftJoin('demo_hosts', 'demo_hosts.admin_id', 'demo_bookings.host_id')
      .leftJoin('admins', 'admins.id', 'demo_bookings.host_id')
      .select([
        'demo_bookings.id', 'demo_bookings.demo_request_id', 'demo_bookings.lead_id', 'demo_bookings.status', 'demo_bookings.replaced_by', 'demo_bookings.start_at', 'demo_bookings.end_at',
        'demo_bookings.created_at', 'demo_bookings.updated_at', 'demo_hosts.display_name', 'demo_hosts.display_name_ar', 'admins.username',
      ])
      .where('demo_bookings.lead_id', 'in', ids.slice(start, start + LEAD_QUERY_CHUNK))
      .execute();
    for (const row of rows) if (row.lead_id) byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), row]);
  }
  const current = new Map<string, CurrentDemo>();
  for (const [leadId, rows] of byLead) {
    const demo = currentOf(rows);
    if (demo) current.set(leadId, demo);
  }
  return current;
}
