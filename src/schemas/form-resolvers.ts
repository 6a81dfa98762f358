import { zodResolver } from '@hookform/resolvers/zod';
import { detailedDemoRequestSchema, shortDemoRequestSchema } from './demo';
import { eventRegistrationSchema } from './event-registration';
import { courseLeadSchema, guideLeadSchema } from './resource-lead';
import { questionSchema } from './question';

/** The public forms' resolvers: the same Zod schemas the route handlers use. Loaded on demand (lazy-resolver.ts). */
export const shortDemoResolver = zodResolver(shortDemoRequestSchema);
export const detailedDemoResolver = zodResolver(detailedDemoRequestSchema);
export const questionResolver = zodResolver(questionSchema);
export const guideLeadResolver = zodResolver(guideLeadSchema);
export const courseLeadResolver = zodResolver(courseLeadSchema);
export const eventRegistrationResolver = zodResolver(eventRegistrationSchema);
