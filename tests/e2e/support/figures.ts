import type { Page } from '@playwright/test';

/**
 * Ranges and percentages in Arabic text read in order (issue 33): measured on the rendered page, not the
 * source. For each "2-24", "30-40%", "9:00-18:00", "15%", "24/7" or "+966 55 123 4567" in a text node, the first character must sit
 * left of the last one on screen (a reversed figure shows as 24-2 or %40-30).
 */
export async function reversedFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const pattern = /\+\d{1,3}(?:[ \u00a0]\d{1,4}){1,4}(?!\d)|\d[\d,.:]*\s?[-\u2013]\s?\d[\d,.:]*(?:\s?[%\u066a])?|\d[\d,.]*\s?[%\u066a]|\d+\/\d+/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (node.parentElement?.closest('svg, script, style, noscript, template')) continue;
      for (const match of text.matchAll(pattern)) {
        const first = document.createRange();
        first.setStart(node, match.index);
        first.setEnd(node, match.index + 1);
        const last = document.createRange();
        const end = match.index + match[0].length - 1;
        last.setStart(node, end);
        last.setEnd(node, end + 1);
        const a = first.getClientRects()[0];
        const b = last.getClientRects()[0];
        // Hidden, or broken across two lines: nothing to compare.
        if (!a || !b || a.width === 0 || Math.abs(a.top - b.top) > a.height / 2) continue;
        if (a.left > b.left) found.push(`${match[0]} in "…${text.slice(Math.max(0, match.index - 25), end + 25)}…"`);
      }
    }
    return found;
  });
}

