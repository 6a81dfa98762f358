import { z } from '@/lib/zod';

/** What staff can erase on request (PDPL): a newsletter subscriber or one lead of any kind. */
export const leadKinds = ['demo-request', 'question', 'resource-lead', 'event-registration', 'partner-application', 'recording-request'] as const;
export type LeadKind = (typeof leadKinds)[number];
export const erasureKinds = ['subscriber', ...leadKinds] as const;
export type ErasureKind = (typeof erasureKinds)[number];

/** Payload of POST /api/admin/erasure. */
export const erasureRequestSchema = z.object({
  kind: z.enum(erasureKinds),
  id: z.uuid(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** The word typed to confirm an erasure: the Arabic one shown, or its English equivalent. */
export function isErasureConfirmation(typed: string): boolean {
  const word = typed.trim();
  return word === 'امسح' || word.toUpperCase() === 'ERASE';
}
