import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { saveHost } from '@/server/demo-booking/calendar';
import { listFreeSlots } from '@/server/demo-booking/slot-queries';

/** Staff accounts made straight in the table (no password hashing: these never sign in), each a demo host. */
export async function addDemoHosts(db: Kysely<Database>, count: number, { prefix = 'host' } = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString();
    await db.insertInto('admins').values({ id, username: `${prefix}-${index}-${id.slice(0, 6)}`, password_hash: 'x', role: 'admin', disabled_at: null, created_at: at, updated_at: at }).execute();
    await saveHost(db, { adminId: id, displayName: `Host${index} Family`, email: null, weeklyHours: null, active: true });
    ids.push(id);
  }
  return ids;
}

/** Free slots from today (Riyadh), as the form would be offered them. */
export async function freeSlotsNow(db: Kysely<Database>, days = 31) {
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  return listFreeSlots(db, today, days);
}

/**
 * For tests of the short form that are not about the calendar: `hosts` demo hosts, so one free slot
 * (returned, the first from now) can be booked that many times.
 */
export async function prepareBookableSlot(db: Kysely<Database>, hosts = 30): Promise<string> {
  await addDemoHosts(db, hosts, { prefix: 'slot-host' });
  const [slot] = await freeSlotsNow(db);
  if (!slot) throw new Error('no free demo slot');
  return slot.start;
}
