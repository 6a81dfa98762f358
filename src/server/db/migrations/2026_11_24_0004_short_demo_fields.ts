import type { Kysely } from 'kysely';

/**
 * The short demo form now asks for a name, an optional company and a module of interest (one of our
 * own products) instead of the old "system of interest" list; `name` and `company` already exist (the
 * long form fills them), `module_interest` is new. Old short rows keep `system_interest` as it was.
 *
 * The long form's "interested solutions" move to the product vocabulary, where `cm` now means
 * Compliance Management and `support` Support and training. Stored lists of the old vocabulary are
 * re-keyed here (`cm` becomes `old-cm`, ...), so every stored id keeps one meaning; `app` and
 * `dashboard` meant the same then and now. Done row by row in application code: the same on SQLite
 * and PostgreSQL.
 */
const OLD_SOLUTIONS: Record<string, string> = {
  cm: 'old-cm',
  cc: 'old-cc',
  pm: 'old-pm',
  pc: 'old-pc',
  support: 'old-support',
  survey: 'old-survey',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
async function rekeySolutions(db: Kysely<any>, mapping: Record<string, string>): Promise<void> {
  const rows: { id: string; interested_solutions: string }[] = await db
    .selectFrom('demo_requests')
    .select(['id', 'interested_solutions'])
    .where('form', '=', 'detailed')
    .where('interested_solutions', 'is not', null)
    .execute();
  for (const row of rows) {
    const rekeyed = row.interested_solutions
      .split(',')
      .map((id) => mapping[id] ?? id)
      .join(',');
    if (rekeyed !== row.interested_solutions) await db.updateTable('demo_requests').set({ interested_solutions: rekeyed }).where('id', '=', row.id).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_requests').addColumn('module_interest', 'varchar(20)').execute();
  await rekeySolutions(db, OLD_SOLUTIONS);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await rekeySolutions(db, Object.fromEntries(Object.entries(OLD_SOLUTIONS).map(([old, rekeyed]) => [rekeyed, old])));
  await db.schema.alterTable('demo_requests').dropColumn('module_interest').execute();
}
