import 'server-only';
import type { DatabaseHandle } from '@/server/db';
import { limiterFor } from '@/server/public-form';

/**
 * Five wrong current passwords for one account within 15 minutes lock its password change for 15
 * minutes: a stolen session cannot be used to guess the password (and then to take the account).
 */
export const PASSWORD_CHANGE_RULE = { name: 'password-change', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

/** Seconds until the account may try again, or 0. */
export async function passwordChangeWait(handle: DatabaseHandle, adminId: string): Promise<number> {
  const state = await limiterFor(handle, PASSWORD_CHANGE_RULE).get(adminId);
  return state && state.consumedPoints >= PASSWORD_CHANGE_RULE.points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
}

export async function recordWrongCurrentPassword(handle: DatabaseHandle, adminId: string): Promise<void> {
  const limiter = limiterFor(handle, PASSWORD_CHANGE_RULE);
  await limiter.penalty(adminId, 1).catch((rejection: unknown) => {
    if (rejection instanceof Error) throw rejection;
  });
  const state = await limiter.get(adminId);
  if (state && state.consumedPoints >= PASSWORD_CHANGE_RULE.points) await limiter.block(adminId, PASSWORD_CHANGE_RULE.blockSeconds);
}
