/**
 * Once brought the seeded CFO article's worked example to the savings model on databases seeded before
 * it (where staff had not edited the post). Every such database has run it; a new database gets the
 * current article from the seed step. It stays listed because databases record it as run.
 */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
