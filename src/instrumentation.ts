/** Runs once when a server instance starts, before it serves: records each request's connection address, applies pending migrations. */
export async function register() {
  // Next's own runtime flags: only the Node.js server talks to the database, and never the build.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { recordPeerAddresses } = await import('./server/http/peer-address');
  recordPeerAddresses();
  const { prepareDatabase } = await import('./server/db/startup');
  await prepareDatabase();
}
