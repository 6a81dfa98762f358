import { expect } from 'vitest';

/** Resolves once the clock has moved past `iso`, so the next write gets a later timestamp than it. */
export async function clockPast(iso: string): Promise<void> {
  await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(iso));
}
