import { zodResolver } from '@hookform/resolvers/zod';
import { detailedDemoRequestSchema, shortDemoRequestSchema } from '@/schemas/demo';
import { eventRegistrationSchema } from '@/schemas/event-registration';
import { courseLeadSchema, guideLeadSchema } from '@/schemas/resource-lead';
import { questionSchema } from '@/schemas/question';

/** The public forms' resolvers: the same Zod schemas the route handlers use. Loaded on demand (lazy-resolver.ts). */
export const shortDemoResolver = zodResolver(shortDemoRequestSchema);
export const detailedDemoResolver = zodResolver(detailedDemoRequestSchema);
export const questionResolver = zodResolver(questionSchema);
export const guideLeadResolver = zodResolver(guideLeadSchema);
export const courseLeadResolver = zodResolver(courseLeadSchema);
export const eventRegistrationResolver = zodResolver(eventRegistrationSchema);
