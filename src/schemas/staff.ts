import { text, z } from '@/lib/zod';
import { staffCopy } from '@/features/admin/copy';

export const staffRoles = ['admin', 'editor'] as const;
export type StaffRoleName = (typeof staffRoles)[number];

export const MIN_STAFF_PASSWORD = 12;
const MAX_STAFF_PASSWORD = 200;
const messages = staffCopy.api;

const password = text()
  .min(MIN_STAFF_PASSWORD, messages.passwordShort)
  .max(MAX_STAFF_PASSWORD, messages.passwordLong);

const knownMessages = new Set<string>(Object.values(messages));

/** The first problem of a staff payload in words staff read; `fallback` when it is not one of ours. */
export function staffErrorMessage(error: z.ZodError, fallback: string): string {
  const message = error.issues[0]?.message;
  return message && knownMessages.has(message) ? message : fallback;
}

/** A new staff account; a blank password means "generate one and show it once". */
export const newStaffSchema = z.object({
  username: text()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{3,64}$/, messages.usernameInvalid),
  role: z.enum(staffRoles, messages.roleInvalid),
  password: text()
    .max(MAX_STAFF_PASSWORD, messages.passwordLong)
    .refine((value) => value === '' || value.length >= MIN_STAFF_PASSWORD, messages.passwordShort)
    .default(''),
});
export type NewStaffInput = z.infer<typeof newStaffSchema>;

/** An admin's change to another account: its role, or disabling / enabling it. */
export const staffChangeSchema = z
  .object({
    role: z.enum(staffRoles, messages.roleInvalid).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, messages.nothingToChange);
export type StaffChange = z.infer<typeof staffChangeSchema>;

/** Changing one's own password: the current one again, the new one twice. */
export const passwordChangeSchema = z
  .object({
    current: text().min(1, messages.currentRequired).max(MAX_STAFF_PASSWORD, messages.currentWrong),
    next: password,
    confirm: text().max(MAX_STAFF_PASSWORD),
  })
  .refine((input) => input.next === input.confirm, { message: messages.mismatch, path: ['confirm'] })
  .refine((input) => input.next !== input.current, { message: messages.sameAsCurrent, path: ['next'] });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The audit log's filters, as they come in the query string; anything unreadable is dropped, not an error. */
export const auditFilterSchema = z.object({
  action: text().trim().max(50).transform((value) => value || undefined).optional().catch(undefined),
  actor: text().trim().max(64).transform((value) => value || undefined).optional().catch(undefined),
  from: text().refine(isDay).optional().catch(undefined),
  to: text().refine(isDay).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
