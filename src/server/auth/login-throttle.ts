import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/env';
import type { DatabaseHandle } from '@/server/db';
import { limiterFor } from '@/server/forms/admission';

/**
 * SIGN_IN_LIMIT (5) attempts of one username from one address within 15 minutes are checked; the next
 * one locks that pair for 15 minutes. A correct password gives its attempts back.
 */
export const PAIR_RULE = { name: 'login-pair', points: env.SIGN_IN_LIMIT, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
/** A hundred failed attempts from one address within an hour lock the address for the rest of that hour. */
export const ADDRESS_RULE = { name: 'login-ip', points: 100, windowSeconds: 60 * 60 };
/**
 * Failures of one username from any addresses within 15 minutes. Past `free` of them the username is
 * under attack: each further failure makes the address it came from wait 2, 4, 8... seconds (at most
 * `maxDelaySeconds`) before its next attempt for that username. Only the failing address waits, and
 * only after its own failure: an address with no failure of its own (the real staff member's) is never
 * refused because of others', and a wait it has to sit out is not lengthened by anyone else.
 */
export const USERNAME_RULE = { name: 'login-user', points: 1_000_000, windowSeconds: 15 * 60, free: 10, maxDelaySeconds: 60 };
/** A failing pair's current delay: a limiter used only for its `block`. */
const DELAY_RULE = { name: 'login-pair-delay', points: 1, windowSeconds: 1 };
/**
 * Password checks of one account from browsers it has not signed in with before, whatever their
 * addresses: a hundred an hour. Past them the account is refused (429) to such browsers until the hour
 * is over, and its owner is told by e-mail; a browser with the account's device cookie still signs in.
 */
export const ACCOUNT_RULE = { name: 'login-account', points: 100, windowSeconds: 60 * 60 };
/** Checks one device (device-cookie.ts) may make within 15 minutes before it counts as any browser. */
export const DEVICE_RULE = { name: 'login-device', points: env.SIGN_IN_LIMIT, windowSeconds: 15 * 60 };

function limiters(handle: DatabaseHandle) {
  return {
    pair: limiterFor(handle, PAIR_RULE),
    address: limiterFor(handle, ADDRESS_RULE),
    username: limiterFor(handle, USERNAME_RULE),
    delay: limiterFor(handle, DELAY_RULE),
    account: limiterFor(handle, ACCOUNT_RULE),
    device: limiterFor(handle, DEVICE_RULE),
  };
}

const usernameKey = (username: string) => username.trim().toLowerCase();
const pairKey = (username: string, ip: string) => `${usernameKey(username)}|${ip}`;

/** Seconds a failing address waits after the username's `failures`-th failure in the window (0 while under `free`). */
export function usernameDelaySeconds(failures: number): number {
  const over = failures - USERNAME_RULE.free;
  return over <= 0 ? 0 : Math.min(USERNAME_RULE.maxDelaySeconds, 2 ** Math.min(over, 10));
}

/** `account`: the account's hourly checks from unknown browsers are spent (its owner has been told). */
export type SignInWait = { seconds: number; reason: 'locked' | 'slowed' | 'account' } | null;

const locked = (rejection: RateLimiterRes): SignInWait => ({ seconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), reason: 'locked' });

/** Whether a device (a browser's device-cookie id) may still be trusted: one point of its own limit. */
async function deviceAdmitted(handle: DatabaseHandle, device: string | null): Promise<boolean> {
  if (!device) return false;
  try {
    await limiters(handle).device.consume(device);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

/**
 * Reserves one attempt for the pair, the address and (from a browser the account has not used
 * before) the account, or says how long to wait. The reservation is the store's atomic
 * increment-then-check (one upsert), made before the password is checked, so N concurrent guesses
 * check at most the limit. Call `recordSuccess` or `recordFailure` afterwards. `device`: the id of the
 * account's device cookie this browser sent (device-cookie.ts), or null.
 */
export async function reserveSignIn(handle: DatabaseHandle, username: string, ip: string, device: string | null = null): Promise<SignInWait> {
  const { pair, address, delay, account } = limiters(handle);
  const delayState = await delay.get(pairKey(username, ip));
  if (delayState && delayState.consumedPoints > DELAY_RULE.points && delayState.msBeforeNext > 0) {
    return { seconds: Math.ceil(delayState.msBeforeNext / 1000), reason: 'slowed' };
  }
  try {
    await address.consume(ip);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return locked(rejection);
    throw rejection;
  }
  try {
    await pair.consume(pairKey(username, ip));
  } catch (rejection) {
    // A refused attempt is no failure of the address.
    await address.reward(ip, 1);
    if (rejection instanceof RateLimiterRes) return locked(rejection);
    throw rejection;
  }
  if (await deviceAdmitted(handle, device)) return null;
  try {
    await account.consume(usernameKey(username));
  } catch (rejection) {
    // Not checked: neither the address's nor the pair's attempt.
    await Promise.all([address.reward(ip, 1), pair.reward(pairKey(username, ip), 1)]);
    if (rejection instanceof RateLimiterRes) return { seconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), reason: 'account' };
    throw rejection;
  }
  return null;
}

/** The reserved attempt failed: it stays counted, and the username's failures may make this address wait. */
export async function recordFailure(handle: DatabaseHandle, username: string, ip: string): Promise<void> {
  const { username: byName, delay } = limiters(handle);
  const state = await byName.penalty(usernameKey(username), 1);
  const wait = usernameDelaySeconds(state.consumedPoints);
  if (wait > 0) await delay.block(pairKey(username, ip), wait);
}

/**
 * A successful sign-in clears the pair's attempts and gives the address its attempt back (not the
 * username's failures); from a browser without the account's device cookie (`device` null), the
 * account's check too: the hourly limit counts guesses, not the owner's own sign-ins.
 */
export async function recordSuccess(handle: DatabaseHandle, username: string, ip: string, device: string | null = null): Promise<void> {
  const { pair, address, account } = limiters(handle);
  await Promise.all([pair.delete(pairKey(username, ip)), address.reward(ip, 1), device ? null : account.reward(usernameKey(username), 1)]);
}
