import { schemaResolver } from '@/lib/form';
import { blogPostSchema } from './blog-post';
import { eventSchema } from './event';

/** The staff editors' resolvers: the same Zod schemas the staff route handlers use. */
export const blogPostResolver = schemaResolver(blogPostSchema);
export const eventResolver = schemaResolver(eventSchema);
