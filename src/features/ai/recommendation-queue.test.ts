import { describe, expect, it } from 'vitest';
import { createRecommendationQueue, dismissRecommendation, isQueueDone, recommendationCounter, shuffle } from './recommendation-queue';

const twenty = Array.from({ length: 20 }, (_, i) => `r${i + 1}`);

describe('shuffle', () => {
  it('keeps every item once and leaves the input alone', () => {
    const input = [...twenty];
    const out = shuffle(input);
    expect(out).toHaveLength(20);
    expect([...out].sort()).toEqual([...twenty].sort());
    expect(input).toEqual(twenty);
  });

  it('is a Fisher-Yates shuffle driven by the random source', () => {
    // random() = 0 always swaps position i with 0: [a,b,c,d] -> [b,c,d,a].
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
    // random() just under 1 always swaps i with itself: order kept.
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0.9999)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('recommendation queue', () => {
  it('shows six of twenty at first: "Showing 6 of 20"', () => {
    const queue = createRecommendationQueue(twenty);
    expect(queue.visible).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect(queue.waiting).toHaveLength(14);
    expect(recommendationCounter(queue)).toEqual({ showing: 6, open: 20 });
    expect(isQueueDone(queue)).toBe(false);
  });

  it('replaces a dismissed recommendation with the next one not yet shown', () => {
    const queue = dismissRecommendation(createRecommendationQueue(twenty), 'r3');
    expect(queue.visible).toEqual(['r1', 'r2', 'r4', 'r5', 'r6', 'r7']);
    expect(queue.waiting[0]).toBe('r8');
    expect(recommendationCounter(queue)).toEqual({ showing: 6, open: 19 });
    const again = dismissRecommendation(queue, 'r1');
    expect(again.visible).toEqual(['r2', 'r4', 'r5', 'r6', 'r7', 'r8']);
    expect(recommendationCounter(again)).toEqual({ showing: 6, open: 18 });
  });

  it('ignores an item that is not on screen', () => {
    const queue = createRecommendationQueue(twenty);
    expect(dismissRecommendation(queue, 'r20')).toBe(queue);
  });

  it('shrinks once nothing is waiting and ends empty', () => {
    let queue = createRecommendationQueue(twenty);
    const counters: string[] = [];
    while (!isQueueDone(queue)) {
      queue = dismissRecommendation(queue, queue.visible[0]!);
      const { showing, open } = recommendationCounter(queue);
      counters.push(`${showing}/${open}`);
    }
    expect(counters).toEqual([
      '6/19', '6/18', '6/17', '6/16', '6/15', '6/14', '6/13', '6/12', '6/11', '6/10', '6/9', '6/8', '6/7', '6/6',
      '5/5', '4/4', '3/3', '2/2', '1/1', '0/0',
    ]);
    expect(queue).toEqual({ visible: [], waiting: [] });
  });

  it('never shows the same recommendation twice', () => {
    let queue = createRecommendationQueue(twenty);
    const seen = new Set(queue.visible);
    while (!isQueueDone(queue)) {
      const before = new Set(queue.visible);
      queue = dismissRecommendation(queue, queue.visible.at(-1)!);
      for (const item of queue.visible) if (!before.has(item)) {
        expect(seen.has(item)).toBe(false);
        seen.add(item);
      }
    }
    expect(seen.size).toBe(20);
  });
});
