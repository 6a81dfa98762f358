import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { logger } from '../logger';

/** What a run may ask of the runner. */
export interface JobContext {
  /** The next run within `ms` at the latest (sooner than `everyMs`): when the next row falls due, say. */
  runAgainIn(ms: number): void;
}

/**
 * One kind of background work (an outbox of e-mails, the webhook's deliveries). It runs after the rows
 * it sends are committed, never inside a request's answer, and takes its rows with `claimRows` so that
 * two instances never both send one.
 */
export interface Job {
  /** Unique; names the job's loop and its lines in the log. */
  name: string;
  /** False: the job is off (its mail or webhook is not configured): no run, no timer. Asked before each run. */
  enabled?: () => boolean;
  /** Does what is due and returns how many things it did. A throw is a failed run, tried again after a backoff. */
  run: (db: Kysely<Database>, context: JobContext) => Promise<number>;
  /** Looks again this often when nothing wakes it (rows another instance stored, reminders falling due); none: only when woken. */
  everyMs?: number;
  /** After failed runs in a row: the first delay, doubled for each further failure up to `maxMs`. */
  retry?: { firstMs: number; maxMs: number };
}

const DEFAULT_RETRY = { firstMs: 30_000, maxMs: 15 * 60_000 };

interface Loop {
  job: Job;
  db: Kysely<Database>;
  running: Promise<void> | null;
  /** Woken during a run: one more run right after it. */
  again: boolean;
  /** Failed runs in a row. */
  failures: number;
  stopped: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * Every job's loop on every database handle, by handle and job name. Next.js bundles the start-up hook
 * and each route handler separately, each with its own copy of this module, so the loops live on one
 * object under one `globalThis` key: a route's wake reaches the loop the start-up began, and a job never
 * has two runs at once in one process.
 */
const shared = globalThis as unknown as { siyanaJobLoops?: Map<Kysely<Database>, Map<string, Loop>> };
const loops = (shared.siyanaJobLoops ??= new Map());

function retryDelayMs(job: Job, failures: number): number {
  const { firstMs, maxMs } = job.retry ?? DEFAULT_RETRY;
  return Math.min(maxMs, firstMs * 2 ** Math.min(failures - 1, 30));
}

function loopOf(db: Kysely<Database>, job: Job): Loop {
  let byName = loops.get(db);
  if (!byName) loops.set(db, (byName = new Map()));
  const loop = byName.get(job.name);
  if (!loop) {
    const started: Loop = { job, db, running: null, again: false, failures: 0, stopped: false };
    byName.set(job.name, started);
    return started;
  }
  // The latest caller's definition: the same job, with the settings that caller read.
  loop.job = job;
  return loop;
}

/** One run now, unless one is under way (then one more right after it); then the timer for the next. */
function runNow(loop: Loop): void {
  if (loop.stopped) return;
  if (loop.running) {
    loop.again = true;
    return;
  }
  const { job, db } = loop;
  clearTimeout(loop.timer);
  if (job.enabled && !job.enabled()) return;
  let soonest = Infinity;
  const context: JobContext = { runAgainIn: (ms) => void (soonest = Math.min(soonest, Math.max(0, ms))) };
  const run = async (): Promise<number> => {
    try {
      const done = await job.run(db, context);
      loop.failures = 0;
      if (done) logger.info({ job: job.name, done }, 'background job done');
      return Math.min(job.everyMs ?? Infinity, soonest);
    } catch (error) {
      loop.failures += 1;
      const retryInMs = retryDelayMs(job, loop.failures);
      logger.error({ err: error, job: job.name, failures: loop.failures, retryInMs }, 'background job failed; will retry');
      return retryInMs;
    }
  };
  loop.running = run().then((nextInMs) => {
    loop.running = null;
    if (loop.stopped) return;
    if (loop.again) {
      loop.again = false;
      runNow(loop);
    } else if (Number.isFinite(nextInMs)) {
      loop.timer = setTimeout(() => runNow(loop), nextInMs);
      loop.timer.unref();
    }
  });
}

/**
 * Asks for a run of `job` on `db` now: its loop starts on the first call, and later runs use the
 * definition of the latest call. A call during a run asks for one more right after it, so a row stored
 * meanwhile is never left for the timer.
 */
export function wake(db: Kysely<Database>, job: Job): void {
  runNow(loopOf(db, job));
}

/** Starts the loops of `jobs` on `db`, each with a run now (rows left by a failure or a restart go out). */
export function startJobs(db: Kysely<Database>, jobs: readonly Job[]): void {
  for (const job of jobs) wake(db, job);
}

/**
 * Stops the loops on `db` (on every handle without one): no new run, no timer; resolves once the runs
 * under way have ended. For tests and shutdown; a later wake starts a loop afresh.
 */
export async function stopJobs(db?: Kysely<Database>): Promise<void> {
  const handles = db ? [db] : [...loops.keys()];
  await Promise.all(
    handles.map(async (handle) => {
      const byName = loops.get(handle);
      if (!byName) return;
      for (const loop of byName.values()) {
        loop.stopped = true;
        clearTimeout(loop.timer);
      }
      await Promise.all([...byName.values()].map((loop) => loop.running));
      if (loops.get(handle) === byName) loops.delete(handle);
    }),
  );
}
