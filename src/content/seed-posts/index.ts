import type { SeedPost } from './types';

/** The blog's first articles, newest first; inserted once by the seed migration, then owned by staff. */
export const seedPosts: readonly SeedPost[] = [];
