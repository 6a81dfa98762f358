import { z } from '@/lib/zod';
import { leadSources } from './lead';

/** What staff can erase on request (PDPL): a newsletter subscriber, or one lead by the table it is stored in. */
export const erasureKinds = ['subscriber', ...leadSources] as const;
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
