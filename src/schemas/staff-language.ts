import { z } from '@/lib/zod';

/** The staff area's languages: Arabic (the default, right-to-left) and English. */
export const staffLocales = ['ar', 'en'] as const;

/** `PATCH /api/admin/account/language`: the signed-in account's staff-area language. */
export const staffLanguageSchema = z.object({ locale: z.enum(staffLocales) }).strict();
