import 'server-only';
import type { Kysely } from 'kysely';
import type { z } from '@/lib/zod';
import { authenticate } from '@/server/auth/request';
import type { SessionAdmin } from '@/server/auth/sessions';
import { getDatabase } from '@/server/db';
import type { Database, StaffRole } from '@/server/db/database';
import { recordAudit, type AuditInput } from '@/server/staff/audit-log';
import { inTransaction } from '@/server/db/transaction';
import { staffTranslator, type StaffText } from '@/server/staff/language';
import { jsonError, readJsonBody } from './json-api';
import { guarded } from './staff-route-guard';

/** A change and the audit rows that record it (null: nothing changed, so nothing to record). */
export interface Audited<T> {
  result: T;
  audit: Omit<AuditInput, 'actor'> | readonly Omit<AuditInput, 'actor'>[] | null;
}

/** What a staff handler gets: the signed-in member, their words, the parsed body and the database. */
export interface StaffContext<Body> {
  request: Request;
  admin: SessionAdmin;
  t: StaffText;
  body: Body;
  db: Kysely<Database>;
  /**
   * Runs a change and writes its audit row in the same transaction: both are stored, or neither.
   * The change's services join the transaction (src/server/db/transaction.ts).
   */
  audited<T>(change: (trx: Kysely<Database>) => Promise<Audited<T>>): Promise<T>;
}

/** The audited change of `admin` on `db`: the change, then its audit row, in one transaction. */
export function auditedChange<T>(db: Kysely<Database>, admin: Pick<SessionAdmin, 'id' | 'username'>, change: (trx: Kysely<Database>) => Promise<Audited<T>>): Promise<T> {
  return inTransaction(db, async (trx) => {
    const { result, audit } = await change(trx);
    for (const row of [audit ?? []].flat()) await recordAudit(trx, { ...row, actor: admin });
    return result;
  });
}

interface StaffRouteOptions<S extends z.ZodType | undefined> {
  /** Who may call it: `editor` lets editors and admins in, `admin` admins only. */
  role: StaffRole;
  /** The body's schema; its issues' messages are keys of `errors` (an `Admin` namespace path). */
  schema?: S;
  errors?: string;
  /** Largest body read, in bytes. */
  bodyLimit?: number;
  /** The answer to a body the schema refuses, when the route has its own shape (else 400 naming each field). */
  invalid?: (error: z.ZodError, admin: SessionAdmin) => Response;
}

/**
 * `{ "dotted.field": "message" }` in the staff member's language, one message a field: each issue's
 * message is a key under `namespace`; a key the catalogue lacks reads as the general "invalid".
 */
export function dottedFieldErrors(issues: readonly z.core.$ZodIssue[], t: StaffText, namespace: string): Record<string, string> {
  // Message keys come from the schema at run time, so they are looked up by name.
  const words = t as unknown as { (key: string): string; has(key: string): boolean };
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (errors[field]) continue;
    const key = `${namespace}.${issue.message}`;
    errors[field] = words.has(key) ? words(key) : t('api.invalidData');
  }
  return errors;
}

/**
 * One shape for every staff API handler: sign-in and role, the member's words, the JSON body read and
 * parsed (400 naming each field, in their language), and a database failure answered 503. The handler
 * makes its change through `audited`, which writes the audit row in the change's transaction.
 */
export function staffRoute<S extends z.ZodType | undefined = undefined, P = unknown>(
  options: StaffRouteOptions<S>,
  handler: (context: StaffContext<S extends z.ZodType ? z.output<S> : undefined>, route: P) => Promise<Response>,
): (request: Request, route?: P) => Promise<Response> {
  return async (request, route) => {
    const auth = await authenticate(request, { role: options.role });
    if (auth.response) return auth.response;
    const t = staffTranslator(auth.admin.locale);
    let body: unknown = undefined;
    if (options.schema) {
      const read = await readJsonBody(request, options.bodyLimit);
      if (!read.ok) return read.response;
      const parsed = options.schema.safeParse(read.value);
      if (!parsed.success) {
        if (options.invalid) return options.invalid(parsed.error, auth.admin);
        return jsonError(400, t('api.invalidData'), { errors: dottedFieldErrors(parsed.error.issues, t, options.errors ?? 'api') });
      }
      body = parsed.data;
    }
    const db = getDatabase().db;
    return guarded(
      () =>
        handler(
          { request, admin: auth.admin, t, body: body as S extends z.ZodType ? z.output<S> : undefined, db, audited: (change) => auditedChange(db, auth.admin, change) },
          route as P,
        ),
      auth.admin.locale,
    );
  };
}
