import type { z } from 'zod';

/**
 * The tools keep what a visitor saves in this browser only (localStorage): nothing leaves the device.
 * Reads are validated, so an old or hand-edited entry is ignored rather than breaking the page.
 */
export function readStored<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** False when the browser refuses (private mode, storage full or disabled). */
export function writeStored(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export const storageKeys = {
  roi: 'siyana.roi-calculator',
  maintenance: 'siyana.maintenance-calculator',
  checklists: 'siyana.checklist-drafts',
} as const;
