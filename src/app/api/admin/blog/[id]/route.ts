import { blogPostSchema } from '@/schemas/blog-post';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { deleteBlogPost, findPostById, updateBlogPost } from '@/server/blog/posts';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

export async function PUT(request: Request, { params }: RouteContext<'/api/admin/blog/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = blogPostSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminText('api.invalidData'));
  return guarded(async () => {
    const db = getDatabase().db;
    const before = await findPostById(db, id);
    const post = before && (await updateBlogPost(db, id, parsed.data));
    if (!post) return jsonError(404, adminText('api.notFound'));
    const target = { actor: auth.admin, targetKind: 'post', targetId: post.id };
    await recordAudit(db, { ...target, action: 'post.update', details: { slug: post.slug, published: post.published } });
    if (post.published !== before.published) await recordAudit(db, { ...target, action: post.published ? 'post.publish' : 'post.unpublish', details: { slug: post.slug } });
    return ok({ data: post, message: adminText('api.updated') });
  }, auth.admin.locale);
}

export async function DELETE(request: Request, { params }: RouteContext<'/api/admin/blog/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  return guarded(async () => {
    const db = getDatabase().db;
    const post = await findPostById(db, id);
    if (!post || !(await deleteBlogPost(db, id))) return jsonError(404, adminText('api.notFound'));
    await recordAudit(db, { actor: auth.admin, action: 'post.delete', targetKind: 'post', targetId: id, details: { slug: post.slug, title: post.title.slice(0, 120) } });
    return ok({ message: adminText('api.deleted') });
  }, auth.admin.locale);
}
