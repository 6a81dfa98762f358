/**
 * The one slugify: a URL-safe slug from a title, lower-case and NFKD-normalised, each run of other
 * characters one dash, none at either end, at most `maxLength` characters. With `arabic`, Arabic letters
 * are kept (a blog post's slug may be Arabic) and their short-vowel marks dropped; without, only a-z and
 * 0-9 remain (an event's slug). Empty when nothing is left: each caller names its own fallback.
 */
export function slugify(title: string, { arabic = false, maxLength }: { arabic?: boolean; maxLength: number }): string {
  const text = title.normalize('NFKD').toLowerCase();
  return (arabic ? text.replace(/[\u064b-\u065f\u0670]/g, '') : text)
    .replace(arabic ? /[^a-z0-9\u0600-\u06ff]+/g : /[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
