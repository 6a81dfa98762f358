import { zodResolver } from '@hookform/resolvers/zod';
import { detailedDemoRequestSchema, shortDemoRequestSchema } from '@/features/demo/schema';
import { eventRegistrationSchema } from '@/features/events/registration-schema';
import { courseLeadSchema, guideLeadSchema } from '@/features/resource-leads/schema';
import { questionSchema } from '@/features/tools/schema';

/** The public forms' resolvers: the same Zod schemas the route handlers use. Loaded on demand (lazy-resolver.ts). */
export const shortDemoResolver = zodResolver(shortDemoRequestSchema);
export const detailedDemoResolver = zodResolver(detailedDemoRequestSchema);
export const questionResolver = zodResolver(questionSchema);
export const guideLeadResolver = zodResolver(guideLeadSchema);
export const courseLeadResolver = zodResolver(courseLeadSchema);
export const eventRegistrationResolver = zodResolver(eventRegistrationSchema);
