import { blogPostSchema } from '@/schemas/blog-post';
import { deleteBlogPost, findPostById, updateBlogPost } from '@/server/blog/posts';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { staffTranslator } from '@/server/staff/language';

type Route = RouteContext<'/api/admin/blog/[id]'>;

export const PUT = staffRoute(
  { role: 'editor', schema: blogPostSchema, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale)('api.invalidData')) },
  async ({ body, t, audited }, { params }: Route) => {
    const { id } = await params;
    const post = await audited(async (trx) => {
      const before = await findPostById(trx, id);
      const saved = before && (await updateBlogPost(trx, id, body));
      if (!saved) return { result: null, audit: null };
      const target = { targetKind: 'post', targetId: saved.id };
      const published = saved.published !== before.published ? [{ ...target, action: saved.published ? 'post.publish' : 'post.unpublish', details: { slug: saved.slug } }] : [];
      return { result: saved, audit: [{ ...target, action: 'post.update', details: { slug: saved.slug, published: saved.published } }, ...published] };
    });
    if (!post) return jsonError(404, t('api.notFound'));
    return ok({ data: post, message: t('api.updated') });
  },
);

export const DELETE = staffRoute({ role: 'editor' }, async ({ t, audited }, { params }: Route) => {
  const { id } = await params;
  const removed = await audited(async (trx) => {
    const post = await findPostById(trx, id);
    if (!post || !(await deleteBlogPost(trx, id))) return { result: false, audit: null };
    return { result: true, audit: { action: 'post.delete', targetKind: 'post', targetId: id, details: { slug: post.slug, title: post.title.slice(0, 120) } } };
  });
  if (!removed) return jsonError(404, t('api.notFound'));
  return ok({ message: t('api.deleted') });
});
