import 'server-only';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db';

export interface RateLimitRule {
  /** Distinguishes limiters sharing the table, e.g. "demo-request". */
  name: string;
  /** Allowed events per window. */
  points: number;
  windowSeconds: number;
  /** When set, the attempt past the limit locks the key for this long (counted from that attempt). */
  blockSeconds?: number;
}

/** A limiter whose counters live in the site's database, so every instance sees the same counts. */
export function createRateLimiter(handle: DatabaseHandle, rule: RateLimitRule): RateLimiterAbstract {
  const options = { keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds, blockDuration: rule.blockSeconds ?? 0, tableName: 'rate_limits', tableCreated: true };
  return handle.kind === 'postgres'
    ? new RateLimiterPostgres({ ...options, storeClient: handle.pool, storeType: 'pool' })
    : new RateLimiterSQLite({ ...options, storeClient: handle.sqlite, storeType: 'better-sqlite3' });
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one event for `key`; store failures propagate (the caller answers 503). */
export async function consumePoint(limiter: RateLimiterAbstract, key: string): Promise<RateLimitOutcome> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    throw rejection;
  }
}
