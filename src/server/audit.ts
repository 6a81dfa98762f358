import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionAdmin } from './auth/sessions';
import type { Database } from './db/database';

export interface AuditInput {
  /** Who acted; null when nobody is signed in (a refused sign-in). */
  actor: Pick<SessionAdmin, 'id' | 'username'> | null;
  /** `area.verb`, e.g. `session.sign-in`, `post.update`, `lead.status`, `subscribers.export`, `lead.erase`. */
  action: string;
  targetKind?: string;
  targetId?: string;
  /** Short facts about the change (a status, a count, filters). Never a lead's or subscriber's personal data. */
  details?: Record<string, string | number | boolean | null>;
}

/** Appends one entry to the audit log. Call it after the change it records has been stored. */
export async function recordAudit(db: Kysely<Database>, input: AuditInput, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      created_at: now.toISOString(),
      actor_id: input.actor?.id ?? null,
      actor_name: input.actor?.username ?? null,
      action: input.action,
      target_kind: input.targetKind ?? null,
      target_id: input.targetId ?? null,
      details: input.details ? JSON.stringify(input.details).slice(0, 2000) : null,
    })
    .execute();
}
