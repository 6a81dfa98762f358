/**
 * The AI recommendations list: shuffled on load, six on screen at a time; dismissing one
 * (it has been implemented) brings in the next one not yet shown.
 */

export const VISIBLE_RECOMMENDATIONS = 6;

export interface RecommendationQueue<T> {
  /** On screen, in order. */
  visible: readonly T[];
  /** Not shown yet, next first. */
  waiting: readonly T[];
}

/** Fisher-Yates shuffle into a new array. `random` returns a number in [0, 1), like Math.random. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function createRecommendationQueue<T>(items: readonly T[], size = VISIBLE_RECOMMENDATIONS): RecommendationQueue<T> {
  return { visible: items.slice(0, size), waiting: items.slice(size) };
}

/** Removes `item` and fills the gap with the next waiting one while fewer than `size` show. */
export function dismissRecommendation<T>(queue: RecommendationQueue<T>, item: T, size = VISIBLE_RECOMMENDATIONS): RecommendationQueue<T> {
  if (!queue.visible.includes(item)) return queue;
  const visible = queue.visible.filter((shown) => shown !== item);
  const refill = Math.max(0, size - visible.length);
  return { visible: [...visible, ...queue.waiting.slice(0, refill)], waiting: queue.waiting.slice(refill) };
}

/** "Showing X of Y": X on screen, Y still open (on screen or waiting). */
export function recommendationCounter<T>(queue: RecommendationQueue<T>): { showing: number; open: number } {
  return { showing: queue.visible.length, open: queue.visible.length + queue.waiting.length };
}

/** Every recommendation has been implemented. */
export function isQueueDone<T>(queue: RecommendationQueue<T>): boolean {
  return queue.visible.length === 0 && queue.waiting.length === 0;
}
