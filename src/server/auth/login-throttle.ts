import 'server-only';
import type { DatabaseHandle } from '@/server/db';
import { limiterFor } from '@/server/public-form';

/** Five failures of one username from one address within 15 minutes lock that pair for 15 minutes. */
export const PAIR_RULE = { name: 'login-pair', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
/** A hundred failures from one address within an hour lock the address for the rest of that hour. */
export const ADDRESS_RULE = { name: 'login-ip', points: 100, windowSeconds: 60 * 60 };

function limiters(handle: DatabaseHandle) {
  return { pair: limiterFor(handle, PAIR_RULE), address: limiterFor(handle, ADDRESS_RULE) };
}

const pairKey = (username: string, ip: string) => `${username.trim().toLowerCase()}|${ip}`;

/** Seconds until sign-in may be tried again, or 0 when it may be tried now. Only failures count. */
export async function lockedFor(handle: DatabaseHandle, username: string, ip: string): Promise<number> {
  const { pair, address } = limiters(handle);
  const [pairState, addressState] = await Promise.all([pair.get(pairKey(username, ip)), address.get(ip)]);
  const waits = [
    pairState && pairState.consumedPoints >= PAIR_RULE.points ? pairState.msBeforeNext : 0,
    addressState && addressState.consumedPoints >= ADDRESS_RULE.points ? addressState.msBeforeNext : 0,
  ];
  return Math.ceil(Math.max(...waits) / 1000);
}

export async function recordFailure(handle: DatabaseHandle, username: string, ip: string): Promise<void> {
  const { pair, address } = limiters(handle);
  const ignoreLimit = (rejection: unknown) => {
    if (rejection instanceof Error) throw rejection;
  };
  await Promise.all([pair.penalty(pairKey(username, ip), 1).catch(ignoreLimit), address.penalty(ip, 1).catch(ignoreLimit)]);
  const state = await pair.get(pairKey(username, ip));
  if (state && state.consumedPoints >= PAIR_RULE.points) await pair.block(pairKey(username, ip), PAIR_RULE.blockSeconds);
}

/** A successful sign-in clears the pair's failures (not the address's). */
export async function recordSuccess(handle: DatabaseHandle, username: string, ip: string): Promise<void> {
  await limiters(handle).pair.delete(pairKey(username, ip));
}
