import { describe, expect, it } from 'vitest';
import { plainExcerpt, readingMinutes, relatedPosts, wordCount } from './reading';

describe('reading time', () => {
  it('counts words, not Markdown', () => {
    expect(wordCount('## A heading\n\nSome **bold** text and [a link](/resources/hub).\n\n- one\n- well-known')).toBe(10);
    expect(wordCount('## جاهزية الصيف\n\nخطة من **6** أسابيع')).toBe(6);
  });

  it('reads 200 words a minute, at least one minute', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('word '.repeat(1100))).toBe(6);
    expect(readingMinutes('short')).toBe(1);
  });

  it('cuts a plain excerpt at a word', () => {
    expect(plainExcerpt('## Title\n\nThe **chiller** plant [runs](/x) hot.', 100)).toBe('Title The chiller plant runs hot.');
    expect(plainExcerpt('one two three four', 9)).toBe('one two…');
  });
});

describe('related posts', () => {
  const post = (id: string, category: string) => ({ id, category, publishedDate: null });
  it('suggests the same category first, then the newest others, never the post itself', () => {
    const list = [post('a', 'energy'), post('b', 'mobile'), post('c', 'energy'), post('d', 'mobile'), post('e', 'energy')];
    expect(relatedPosts(list[2]!, list).map((p) => p.id)).toEqual(['a', 'e', 'b']);
    expect(relatedPosts(list[1]!, list, 2).map((p) => p.id)).toEqual(['d', 'a']);
    expect(relatedPosts(post('x', 'energy'), [])).toEqual([]);
  });
});
