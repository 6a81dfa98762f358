import { text, z } from '@/lib/zod';
import { locales } from '@/i18n/routing';
import type { BlogCover } from '@/lib/blog-cover';

/** The seven categories a blog post can have (the blog's category row adds "All"). */
export const blogCategories = ['ai-technology', 'maintenance', 'energy', 'compliance', 'mobile', 'asset-management', 'roi-analysis'] as const;

const blank = 'blank';
/** Title, content and author must be non-blank after trimming. */
export const blogPostSchema = z.object({
  title: text().trim().min(1, blank).max(200),
  slug: text()
    .trim()
    .max(120)
    .regex(/^[a-z0-9\u0600-\u06ff]+(?:-[a-z0-9\u0600-\u06ff]+)*$/, 'slug')
    .optional()
    .or(z.literal('')),
  locale: z.enum(locales).default('ar'),
  category: z.enum(blogCategories).default('maintenance'),
  excerpt: text().trim().max(500).optional().or(z.literal('')),
  content: text().trim().min(1, blank).max(100_000),
  author: text().trim().min(1, blank).max(120),
  published: z.boolean().default(false),
  /** Ignored: the server sets it (now while published, else null). */
  publishedDate: text().nullable().optional(),
  translationId: text().uuid().nullable().optional().or(z.literal('')),
});
export type BlogPostInput = z.infer<typeof blogPostSchema>;

/** A cover upload: JPEG, PNG or WebP (told by its bytes on the server), at most 5 MB. */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;
export const COVER_FILE_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The cover's alt text, 1-200 characters in the post's language: read aloud on that language's
 * page, so an Arabic post's description needs Arabic letters and an English one Latin letters.
 */
export function coverAltSchema(locale: 'en' | 'ar') {
  const letters = locale === 'ar' ? /[\u0621-\u064a]/ : /[a-z]/i;
  return text().trim().min(1, blank).max(200, 'long').regex(letters, 'language');
}

/** A blog post as the staff API answers it (GET/POST/PUT /api/admin/blog). */
export interface BlogPost {
  id: string;
  slug: string;
  locale: 'en' | 'ar';
  category: string;
  title: string;
  excerpt: string | null;
  content: string;
  author: string;
  published: boolean;
  publishedDate: string | null;
  translationId: string | null;
  createdAt: string;
  updatedAt: string;
  /** Its uploaded cover image; null shows the generated one. */
  cover: BlogCover | null;
}
