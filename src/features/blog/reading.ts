/**
 * Reading time of an article from its text: words at 200 a minute (a common figure for screen reading
 * of non-fiction; Arabic words are longer and fewer, so the same rate holds roughly), at least one minute.
 */
export const WORDS_PER_MINUTE = 200;

/** The words of a Markdown text, without its markup (link targets, emphasis, heading marks). */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>`[\]|]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
}

/** Plain text of the start of a Markdown text, for a card when the post has no excerpt. */
export function plainExcerpt(markdown: string, length = 180): string {
  const text = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>`[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= length ? text : `${text.slice(0, length).replace(/\s+\S*$/, '')}…`;
}

interface Relatable {
  id: string;
  category: string;
  publishedDate: string | null;
}

/**
 * The posts to suggest after `post`: others of its category first, then the newest of the rest;
 * `candidates` are the published posts of the post's language, newest first.
 */
export function relatedPosts<T extends Relatable>(post: Relatable, candidates: readonly T[], count = 3): T[] {
  const others = candidates.filter((candidate) => candidate.id !== post.id);
  const sameCategory = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return [...sameCategory, ...rest].slice(0, count);
}
