import { schemaResolver } from '@/lib/form';
import { detailedDemoRequestSchema, shortDemoRequestSchema } from './demo';
import { eventRegistrationSchema } from './event-registration';
import { courseLeadSchema, guideLeadSchema } from './resource-lead';
import { questionSchema } from './question';

/** The public forms' resolvers: the same Zod schemas the route handlers use. Loaded on demand (lazy-resolver.ts). */
export const shortDemoResolver = schemaResolver(shortDemoRequestSchema);
export const detailedDemoResolver = schemaResolver(detailedDemoRequestSchema);
export const questionResolver = schemaResolver(questionSchema);
export const guideLeadResolver = schemaResolver(guideLeadSchema);
export const courseLeadResolver = schemaResolver(courseLeadSchema);
export const eventRegistrationResolver = schemaResolver(eventRegistrationSchema);
