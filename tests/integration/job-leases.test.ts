/**
 * A claim holds its row under a lease: a run that dies between claiming a row and sending its message
 * (the process killed) leaves the row to the next run once the lease runs out, so the message goes out
 * late rather than never; a sent message settles the lease and is never sent again; a newer claim is
 * never taken back by an older lease.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailedDemoRequestRow, saveDemoRequest } from '@/server/forms/demo-requests';
import { claimRows, LEASE_MS, releaseRows, settleRows } from '@/server/jobs/claim';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const at = (minutes: number) => new Date(Date.UTC(2026, 11, 6, 9, 0) + minutes * 60_000);

describe.each(databaseKinds)('job leases on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.drop());

  const newRequest = async (name: string) =>
    saveDemoRequest(
      database.db,
      detailedDemoRequestRow({ name, email: `${name.toLowerCase()}@example.sa`, phone: '0551234567', company: 'Lease Co', industry: 'medical', facilitySize: 'large', currentSoftware: 'Spreadsheets', interestedSolutions: ['ppm'], budget: '250k-500k', timeline: '3months', locale: 'en' } as never),
      null,
    );
  const claim = (now: Date) =>
    claimRows(database.db, 'demo_requests', { claimable: (eb) => eb('notified_at', 'is', null), set: { notified_at: now.toISOString() }, mark: 'notified_at', orderBy: 'created_at', limit: 50 }, now);
  const leases = async () => database.db.selectFrom('job_leases').select(['job', 'row_id']).execute();

  it('takes back a row whose claim ran out unsettled, and never a settled one', async () => {
    const crashed = await newRequest('Crashed');
    const sent = await newRequest('Sent');
    const claimed = await claim(at(0));
    expect(claimed.map((row) => row.id).sort()).toEqual([crashed, sent].sort());
    expect(await leases()).toHaveLength(2);
    // One message went out; then the process died holding the other.
    await settleRows(database.db, 'demo_requests', 'notified_at', [{ id: sent }]);
    expect(await leases()).toEqual([{ job: 'demo_requests.notified_at', row_id: crashed }]);

    expect(await claim(at(LEASE_MS / 60_000 - 1))).toEqual([]);
    const again = await claim(at(LEASE_MS / 60_000 + 1));
    expect(again.map((row) => row.id)).toEqual([crashed]);
    await settleRows(database.db, 'demo_requests', 'notified_at', again);
    expect(await leases()).toEqual([]);
    expect(await claim(at(3 * LEASE_MS / 60_000))).toEqual([]);
  });

  it('gives back a failed row at once, and an old lease never clears a newer claim', async () => {
    const failed = await newRequest('Failed');
    const [row] = await claim(at(100));
    expect(row?.id).toBe(failed);
    await releaseRows(database.db, 'demo_requests', 'notified_at', [row!]);
    expect(await leases()).toEqual([]);
    expect((await claim(at(101))).map((claimed) => claimed.id)).toEqual([failed]);

    // A lease left behind with a mark the row no longer carries (claimed again since) changes nothing.
    await database.db.updateTable('job_leases').set({ mark: at(90).toISOString(), until: at(95).toISOString() }).where('row_id', '=', failed).execute();
    expect(await claim(at(102))).toEqual([]);
    const row2 = await database.db.selectFrom('demo_requests').select('notified_at').where('id', '=', failed).executeTakeFirstOrThrow();
    expect(row2.notified_at).toBe(at(101).toISOString());
    expect(await leases()).toEqual([]);
  });
});
