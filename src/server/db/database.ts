import 'server-only';

/**
 * Every table the site stores, one interface each (`*Table`), collected in `Database`.
 * Ids and timestamps are made in application code so the same DDL serves SQLite and PostgreSQL.
 */
// Later issues add their tables here, each with a migration in ./migrations.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
