import { blogPostSchema } from '@/schemas/blog-post';
import { createBlogPost, listBlogPosts } from '@/server/blog/posts';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { staffTranslator } from '@/server/staff/language';

export const dynamic = 'force-dynamic';

export const GET = staffRoute({ role: 'editor' }, async ({ db }) => ok({ data: await listBlogPosts(db) }));

export const POST = staffRoute({ role: 'editor', schema: blogPostSchema, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale)('api.invalidData')) }, async ({ body, t, audited }) => {
  const post = await audited(async (trx) => {
    const created = await createBlogPost(trx, body);
    return { result: created, audit: { action: 'post.create', targetKind: 'post', targetId: created.id, details: { slug: created.slug, locale: created.locale, published: created.published } } };
  });
  return ok({ data: post, message: t('api.created') }, 201);
});
