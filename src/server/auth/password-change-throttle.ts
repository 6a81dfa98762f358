import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseHandle } from '@/server/db';
import { limiterFor } from '@/server/forms/admission';

/**
 * Five wrong current passwords for one account within 15 minutes lock its password change for 15
 * minutes: a stolen session cannot be used to guess the password (and then to take the account).
 */
export const PASSWORD_CHANGE_RULE = { name: 'password-change', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

/**
 * Reserves one try (the store's atomic increment-then-check, before the current password is checked, so
 * concurrent tries cannot pass the limit together): 0, or the seconds until the account may try again.
 */
export async function reservePasswordChange(handle: DatabaseHandle, adminId: string): Promise<number> {
  try {
    await limiterFor(handle, PASSWORD_CHANGE_RULE).consume(adminId);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/** The reserved try did not turn out to be a wrong current password: it is given back. */
export async function releasePasswordChange(handle: DatabaseHandle, adminId: string): Promise<void> {
  await limiterFor(handle, PASSWORD_CHANGE_RULE).reward(adminId, 1);
}
