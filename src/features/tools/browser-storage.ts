/**
 * The tools keep what a visitor saves in this browser only (localStorage): nothing leaves the device.
 * Reads are checked by `parse` (small hand-written checks: no schema library in these islands), so an
 * old or hand-edited entry is ignored rather than breaking the page.
 */
export function readStored<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? parse(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/** The value as a record of short strings under exactly these keys, or undefined. */
export function stringFields<K extends string>(value: unknown, keys: readonly K[], max = 40): Record<K, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const field = record[key];
    if (typeof field !== 'string' || field.length > max) return undefined;
    out[key] = field;
  }
  return out;
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
