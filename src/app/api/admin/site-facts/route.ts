import { siteFactsSchema } from '@/schemas/site-facts';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { latestVersion, mergeDraft, readDraft, saveDraft } from '@/server/site-facts/store';
import { resolveSiteFiles } from '@/server/site-facts/files';
import { truthIssues } from '@/server/site-facts/truth';

export const dynamic = 'force-dynamic';

/** Facts, with their quotes and summaries in two languages, are larger than a form. */
const FACTS_BODY_LIMIT = 256 * 1024;

/** `{ draft, published, version }`: what staff are editing and what visitors see. */
export const GET = staffRoute({ role: 'editor' }, async ({ db }) => {
  const [draft, latest] = await Promise.all([readDraft(db), latestVersion(db)]);
  return ok({ draft, published: latest?.facts ?? {}, version: latest?.version ?? 0 });
});

/**
 * Saves groups of the draft: each top-level group given replaces that group (a list the whole list).
 * 400 names each field that breaks the schema or a truth rule, in the staff member's language; the
 * draft is then left as it was.
 */
export const PUT = staffRoute({ role: 'editor', schema: siteFactsSchema, errors: 'site.errors', bodyLimit: FACTS_BODY_LIMIT }, async ({ db, admin, t, body }) => {
  // A save names at least one group: an empty one would change nothing and still be recorded.
  if (Object.keys(body).length === 0) return jsonError(400, t('site.nothingToSave'));
  const missingFiles = await resolveSiteFiles(db, body);
  const merged = mergeDraft(await readDraft(db), body);
  const issues = truthIssues(merged).filter((issue) => Object.keys(body).includes(issue.field.split('.')[0]!));
  if (issues.length || missingFiles.length) {
    const errors = Object.fromEntries([
      ...issues.map((issue) => [issue.field, t(`site.truth.${issue.rule}`, { found: issue.found })]),
      ...missingFiles.map((file) => [file.path, t(file.kind === 'pdf' ? 'site.errors.filePdf' : 'site.errors.fileImage')]),
    ]);
    return jsonError(400, t('api.invalidData'), { errors });
  }
  const draft = await saveDraft(db, body, admin);
  return ok({ draft, message: t('site.saved') });
});
