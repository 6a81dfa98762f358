import { zodResolver } from '@hookform/resolvers/zod';
import { blogPostSchema } from './blog-post';
import { eventSchema } from './event';

/** The staff editors' resolvers: the same Zod schemas the staff route handlers use. */
export const blogPostResolver = zodResolver(blogPostSchema);
export const eventResolver = zodResolver(eventSchema);
