import { z } from '@/lib/zod';

/** A demo request's status as staff set it (PATCH /api/admin/demo-requests/{id}). */
export const demoRequestStatuses = ['new', 'contacted', 'qualified', 'closed'] as const;
export const demoRequestStatusSchema = z.object({ status: z.enum(demoRequestStatuses) });
