/** The three tabs of the AI page and the `?tab=` query that opens one on load. */

export const aiTabValues = ['automation', 'roi', 'recommendations'] as const;
export type AiTabValue = (typeof aiTabValues)[number];

export const defaultAiTab: AiTabValue = 'automation';

export function isAiTab(value: unknown): value is AiTabValue {
  return typeof value === 'string' && (aiTabValues as readonly string[]).includes(value);
}

/** The tab a query string asks for (`?tab=roi`), or null when it names none of the three. */
export function tabFromQuery(search: string): AiTabValue | null {
  const value = new URLSearchParams(search).get('tab');
  return isAiTab(value) ? value : null;
}
