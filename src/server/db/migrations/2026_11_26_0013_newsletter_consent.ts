import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Double opt-in and the consent history of newsletter subscriptions (Saudi PDPL).
 *
 * `status` says where a subscription stands: `pending` (waiting for the link of the confirmation
 * e-mail), `active`, `unsubscribed`, or `expired` (the link was never followed in time). `is_active`
 * stays, equal to `status = 'active'`, so everything that counts or exports "active" subscribers
 * leaves pending ones out. Only the SHA-256 of a confirmation token is stored; `confirmation_sent_at`
 * is the outbox mark of the confirmation e-mail (null: still to send).
 *
 * `newsletter_consent_events` keeps each subscription's history: what was asked, confirmed or ended,
 * with the exact sentence shown, the page and its language.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscriptions').addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('active')).execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirmation_token_hash', 'varchar(64)').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirmation_expires_at', 'varchar(30)').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirmation_sent_at', 'varchar(30)').execute();
  await db.updateTable('newsletter_subscriptions').set({ status: 'unsubscribed' }).where('is_active', '=', 0).execute();
  await db.schema.createIndex('newsletter_subscriptions_confirmation_token').on('newsletter_subscriptions').column('confirmation_token_hash').execute();
  await db.schema.createIndex('newsletter_subscriptions_status').on('newsletter_subscriptions').columns(['status', 'confirmation_sent_at']).execute();

  await db.schema
    .createTable('newsletter_consent_events')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('subscription_id', 'varchar(36)', (column) => column.notNull().references('newsletter_subscriptions.id').onDelete('cascade'))
    .addColumn('event', 'varchar(16)', (column) => column.notNull())
    // The exact sentence the visitor saw, in the page's language; null when nothing was shown (an expiry).
    .addColumn('consent_text', 'varchar(1000)')
    .addColumn('page', 'varchar(200)')
    .addColumn('locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('newsletter_consent_events_subscription').on('newsletter_consent_events').columns(['subscription_id', 'created_at']).execute();

  // Subscriptions made before this history existed: their last consent, as it was stored.
  const existing = await db.selectFrom('newsletter_subscriptions').select(['id', 'consent_at', 'consent_locale', 'consent_source', 'is_active', 'unsubscribed_at']).execute();
  for (const row of existing) {
    await db
      .insertInto('newsletter_consent_events')
      .values({ id: randomUUID(), subscription_id: row.id, event: 'requested', consent_text: null, page: row.consent_source, locale: row.consent_locale, created_at: row.consent_at })
      .execute();
    if (!row.is_active && row.unsubscribed_at) {
      await db
        .insertInto('newsletter_consent_events')
        .values({ id: randomUUID(), subscription_id: row.id, event: 'unsubscribed', consent_text: null, page: null, locale: row.consent_locale, created_at: row.unsubscribed_at })
        .execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_consent_events').execute();
  await db.schema.dropIndex('newsletter_subscriptions_status').execute();
  await db.schema.dropIndex('newsletter_subscriptions_confirmation_token').execute();
  for (const column of ['confirmation_sent_at', 'confirmation_expires_at', 'confirmation_token_hash', 'status']) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute();
  }
}
