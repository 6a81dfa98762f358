/**
 * Once loaded the first events. The start-up's seed step (src/server/db/seed.ts) loads them now, after
 * the migrations, so no migration depends on the site's content; this one stays listed because
 * databases record it as run, and does nothing.
 */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
