import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startJobs, stopJobs, wake, type Job } from './runner';

/** The runner keeps loops by handle; it never queries one itself, so any object stands in for a database. */
const handle = () => ({}) as Kysely<Database>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A job that records its runs (start times, concurrent runs) and runs `body` each time. */
function recordingJob(name: string, body: (run: number) => Promise<number> = async () => 0, extra: Partial<Job> = {}) {
  const starts: number[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const job: Job = {
    name,
    run: async () => {
      starts.push(Date.now());
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      try {
        return await body(starts.length);
      } finally {
        active -= 1;
      }
    },
    ...extra,
  };
  return { job, starts, mostAtOnce: () => mostAtOnce };
}

afterEach(async () => {
  await stopJobs();
});

describe('the job runner', () => {
  it('starts a job with a run, looks again every `everyMs`, and stops: no run and no timer after', async () => {
    const db = handle();
    const { job, starts } = recordingJob('poll', async () => 1, { everyMs: 40 });
    startJobs(db, [job]);
    await expect.poll(() => starts.length, { timeout: 2000, interval: 5 }).toBeGreaterThanOrEqual(3);
    await stopJobs(db);
    const stoppedAt = starts.length;
    await sleep(120);
    expect(starts.length).toBe(stoppedAt);
    // A wake after stopping starts the loop afresh.
    wake(db, job);
    await expect.poll(() => starts.length, { timeout: 2000, interval: 5 }).toBe(stoppedAt + 1);
  });

  it('runs one job at a time per database; wakes during a run ask for exactly one more run right after it', async () => {
    const db = handle();
    const gate = deferred();
    const { job, starts, mostAtOnce } = recordingJob('coalesce', async (run) => {
      if (run === 1) await gate.promise;
      return 0;
    });
    wake(db, job);
    await expect.poll(() => starts.length, { interval: 5 }).toBe(1);
    for (let i = 0; i < 5; i += 1) wake(db, job);
    await sleep(30);
    expect(starts.length).toBe(1);
    gate.resolve();
    await expect.poll(() => starts.length, { interval: 5 }).toBe(2);
    await sleep(60);
    expect(starts.length).toBe(2);
    expect(mostAtOnce()).toBe(1);

    // Another handle (another instance's database connection) has a loop of its own.
    const other = handle();
    const slow = deferred();
    const second = recordingJob('coalesce', () => slow.promise.then(() => 0));
    wake(other, second.job);
    wake(db, job);
    await expect.poll(() => second.starts.length + starts.length, { interval: 5 }).toBe(4);
    slow.resolve();
  });

  it('retries a failed run with a doubling delay up to the most, and a success ends the backoff', async () => {
    const db = handle();
    const { job, starts } = recordingJob(
      'backoff',
      async (run) => {
        if (run <= 4) throw new Error(`failure ${run}`);
        return 1;
      },
      { retry: { firstMs: 40, maxMs: 120 }, everyMs: 10_000 },
    );
    wake(db, job);
    await expect.poll(() => starts.length, { timeout: 3000, interval: 5 }).toBe(5);
    const gaps = starts.slice(1).map((start, index) => start - starts[index]!);
    // 40, 80, then 160 capped at 120, twice.
    expect(gaps[0]).toBeGreaterThanOrEqual(38);
    expect(gaps[1]).toBeGreaterThanOrEqual(78);
    expect(gaps[2]).toBeGreaterThanOrEqual(118);
    expect(gaps[3]).toBeGreaterThanOrEqual(118);
    expect(gaps[3]).toBeLessThan(1000);
    // Succeeded: the next run waits for `everyMs`, not for a retry.
    await sleep(200);
    expect(starts).toHaveLength(5);
  });

  it('takes the sooner of `everyMs` and what a run asks for', async () => {
    const db = handle();
    const { job, starts } = recordingJob('soon', async () => 0, { everyMs: 60_000 });
    const asking: Job = { ...job, run: async (database, context) => (context.runAgainIn(starts.length < 2 ? 20 : 60_000), job.run(database, context)) };
    wake(db, asking);
    await expect.poll(() => starts.length, { timeout: 2000, interval: 5 }).toBe(3);
    await sleep(100);
    expect(starts).toHaveLength(3);
  });

  it('does nothing for a job that is off', async () => {
    const db = handle();
    let on = false;
    const { job, starts } = recordingJob('off', async () => 0, { enabled: () => on, everyMs: 10 });
    startJobs(db, [job]);
    wake(db, job);
    await sleep(50);
    expect(starts).toHaveLength(0);
    on = true;
    wake(db, job);
    await expect.poll(() => starts.length, { interval: 5 }).toBeGreaterThanOrEqual(1);
  });

  it('stop waits for the runs under way, and none starts after', async () => {
    const db = handle();
    const gate = deferred();
    let finished = false;
    const { job, starts } = recordingJob('slow', async () => {
      await gate.promise;
      finished = true;
      return 1;
    }, { everyMs: 5 });
    wake(db, job);
    await expect.poll(() => starts.length, { interval: 5 }).toBe(1);
    wake(db, job); // asks for one more run, which the stop cancels
    let stopped = false;
    const stopping = stopJobs(db).then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    wake(db, job); // ignored while stopping
    gate.resolve();
    await stopping;
    expect(finished).toBe(true);
    await sleep(50);
    expect(starts).toHaveLength(1);
  });
});
