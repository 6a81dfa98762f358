import type { BlogCategoryId } from '../blog';

/** One language of a seeded article. */
export interface SeedPostText {
  /** URL slug, unique across both languages: ASCII kebab-case in English, Arabic words joined by "-" in Arabic. */
  slug: string;
  title: string;
  /** One or two sentences, at most 300 characters, shown on the card. */
  excerpt: string;
  author: string;
  /** The article in Markdown (## headings, lists, **bold**, links to site paths); 600-1,200 words. */
  content: string;
}

/**
 * An article inserted once into a new database as a published post in both languages, linked as
 * translations; from then on staff own it (src/server/db/seed.ts).
 */
export interface SeedPost {
  /** Stable key, used only to name the file. */
  key: string;
  category: BlogCategoryId;
  /** ISO date-time of publication. */
  publishedAt: string;
  en: SeedPostText;
  ar: SeedPostText;
}
