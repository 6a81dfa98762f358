import { z } from '@/lib/zod';
import { leadKinds } from './lead';

/** GET /api/admin/leads/stats: `days`, a whole number from 1 to 365 (30 when absent). */
export const leadStatsQuerySchema = z.object({
  days: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(365))
    .default(30),
});

/** PATCH /api/admin/lead-takers/{id}: whether the admin takes leads, and where their notices go (empty: the site's address). */
export const leadTakerSchema = z
  .object({
    takesLeads: z.boolean().optional(),
    notifyEmail: z.union([z.literal(''), z.email().max(254)]).optional(),
  })
  .refine((value) => value.takesLeads !== undefined || value.notifyEmail !== undefined);

/** POST /api/admin/lead-rules: leads of a language and/or kind go to an admin (null: any). */
export const leadRuleSchema = z.object({
  locale: z.enum(['en', 'ar']).nullable(),
  kind: z.enum(leadKinds).nullable(),
  adminId: z.string().min(1).max(36),
});
