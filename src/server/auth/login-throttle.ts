import 'server-only';
import { env } from '@/env';
import type { DatabaseHandle } from '@/server/db';
import { limiterFor } from '@/server/public-form';

/** SIGN_IN_LIMIT (5) failures of one username from one address within 15 minutes lock that pair for 15 minutes. */
export const PAIR_RULE = { name: 'login-pair', points: env.SIGN_IN_LIMIT, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
/** A hundred failures from one address within an hour lock the address for the rest of that hour. */
export const ADDRESS_RULE = { name: 'login-ip', points: 100, windowSeconds: 60 * 60 };
/**
 * Failures of one username from any addresses within 15 minutes. Past `free` of them each further
 * failure makes every sign-in for that username wait 2, 4, 8... seconds, at most `maxDelaySeconds`:
 * rotating addresses buys an attacker about one guess a minute, while the real staff member, who
 * cannot be locked out by it, waits under a minute.
 */
export const USERNAME_RULE = { name: 'login-user', points: 1_000_000, windowSeconds: 15 * 60, free: 10, maxDelaySeconds: 60 };
/** The username's current delay: a limiter used only for its `block`. */
const DELAY_RULE = { name: 'login-user-delay', points: 1, windowSeconds: 1 };

function limiters(handle: DatabaseHandle) {
  return {
    pair: limiterFor(handle, PAIR_RULE),
    address: limiterFor(handle, ADDRESS_RULE),
    username: limiterFor(handle, USERNAME_RULE),
    delay: limiterFor(handle, DELAY_RULE),
  };
}

const usernameKey = (username: string) => username.trim().toLowerCase();
const pairKey = (username: string, ip: string) => `${usernameKey(username)}|${ip}`;

/** Seconds the username waits after its `failures`-th failure in the window (0 while under `free`). */
export function usernameDelaySeconds(failures: number): number {
  const over = failures - USERNAME_RULE.free;
  return over <= 0 ? 0 : Math.min(USERNAME_RULE.maxDelaySeconds, 2 ** Math.min(over, 10));
}

export type SignInWait = { seconds: number; reason: 'locked' | 'slowed' } | null;

/** How long sign-in must wait, and why, or null when it may be tried now. Only failures count. */
export async function signInWait(handle: DatabaseHandle, username: string, ip: string): Promise<SignInWait> {
  const { pair, address, delay } = limiters(handle);
  const [pairState, addressState, delayState] = await Promise.all([pair.get(pairKey(username, ip)), address.get(ip), delay.get(usernameKey(username))]);
  const lock = Math.max(
    pairState && pairState.consumedPoints >= PAIR_RULE.points ? pairState.msBeforeNext : 0,
    addressState && addressState.consumedPoints >= ADDRESS_RULE.points ? addressState.msBeforeNext : 0,
  );
  if (lock > 0) return { seconds: Math.ceil(lock / 1000), reason: 'locked' };
  const slowed = delayState && delayState.consumedPoints > DELAY_RULE.points ? delayState.msBeforeNext : 0;
  return slowed > 0 ? { seconds: Math.ceil(slowed / 1000), reason: 'slowed' } : null;
}

export async function recordFailure(handle: DatabaseHandle, username: string, ip: string): Promise<void> {
  const { pair, address, username: byName, delay } = limiters(handle);
  const ignoreLimit = (rejection: unknown) => {
    if (rejection instanceof Error) throw rejection;
  };
  await Promise.all([
    pair.penalty(pairKey(username, ip), 1).catch(ignoreLimit),
    address.penalty(ip, 1).catch(ignoreLimit),
    byName.penalty(usernameKey(username), 1).catch(ignoreLimit),
  ]);
  const [state, nameState] = await Promise.all([pair.get(pairKey(username, ip)), byName.get(usernameKey(username))]);
  if (state && state.consumedPoints >= PAIR_RULE.points) await pair.block(pairKey(username, ip), PAIR_RULE.blockSeconds);
  const wait = usernameDelaySeconds(nameState?.consumedPoints ?? 0);
  if (wait > 0) await delay.block(usernameKey(username), wait);
}

/** A successful sign-in clears the pair's failures (not the address's nor the username's). */
export async function recordSuccess(handle: DatabaseHandle, username: string, ip: string): Promise<void> {
  await limiters(handle).pair.delete(pairKey(username, ip));
}
