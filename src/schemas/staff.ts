import { text, z } from '@/lib/zod';

export const staffRoles = ['admin', 'editor'] as const;
export type StaffRoleName = (typeof staffRoles)[number];

export const MIN_STAFF_PASSWORD = 12;
const MAX_STAFF_PASSWORD = 200;

/** What a staff payload's problems carry: codes, whose words are the `Admin.staff.api` messages of the same name. */
const staffErrorCodes = ['usernameInvalid', 'passwordShort', 'passwordLong', 'roleInvalid', 'nothingToChange', 'currentRequired', 'currentWrong', 'mismatch', 'sameAsCurrent'] as const;
export type StaffErrorCode = (typeof staffErrorCodes)[number];
const code = (name: StaffErrorCode) => name;
const isStaffErrorCode = (message: string | undefined): message is StaffErrorCode => staffErrorCodes.includes(message as StaffErrorCode);

const password = text()
  .min(MIN_STAFF_PASSWORD, code('passwordShort'))
  .max(MAX_STAFF_PASSWORD, code('passwordLong'));

/** The first problem of a staff payload in words staff read (`words` names a code); `fallback` when it is not one of ours. */
export function staffErrorMessage(error: z.ZodError, words: (code: StaffErrorCode) => string, fallback: string): string {
  const message = error.issues[0]?.message;
  return isStaffErrorCode(message) ? words(message) : fallback;
}

/** A new staff account; a blank password means "generate one and show it once". */
export const newStaffSchema = z.object({
  username: text()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{3,64}$/, code('usernameInvalid')),
  role: z.enum(staffRoles, code('roleInvalid')),
  password: text()
    .max(MAX_STAFF_PASSWORD, code('passwordLong'))
    .refine((value) => value === '' || value.length >= MIN_STAFF_PASSWORD, code('passwordShort'))
    .default(''),
});
export type NewStaffInput = z.infer<typeof newStaffSchema>;

/** An admin's change to another account: its role, or disabling / enabling it. */
export const staffChangeSchema = z
  .object({
    role: z.enum(staffRoles, code('roleInvalid')).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, code('nothingToChange'));
export type StaffChange = z.infer<typeof staffChangeSchema>;

/** Changing one's own password: the current one again, the new one twice. */
export const passwordChangeSchema = z
  .object({
    current: text().min(1, code('currentRequired')).max(MAX_STAFF_PASSWORD, code('currentWrong')),
    next: password,
    confirm: text().max(MAX_STAFF_PASSWORD),
  })
  .refine((input) => input.next === input.confirm, { message: code('mismatch'), path: ['confirm'] })
  .refine((input) => input.next !== input.current, { message: code('sameAsCurrent'), path: ['next'] });

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
