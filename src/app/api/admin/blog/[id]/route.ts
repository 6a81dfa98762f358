import { adminCopy } from '@/features/admin/copy';
import { blogPostSchema } from '@/features/admin/schema';
import { authenticate } from '@/server/auth/request';
import { guarded, ok } from '@/server/admin-api';
import { deleteBlogPost, updateBlogPost } from '@/server/blog';
import { getDatabase } from '@/server/db';
import { jsonError, readJsonBody } from '@/server/http';

export async function PUT(request: Request, { params }: RouteContext<'/api/admin/blog/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = blogPostSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminCopy.api.invalidData);
  return guarded(async () => {
    const post = await updateBlogPost(getDatabase().db, id, parsed.data);
    return post ? ok({ data: post, message: adminCopy.api.updated }) : jsonError(404, adminCopy.api.notFound);
  });
}

export async function DELETE(request: Request, { params }: RouteContext<'/api/admin/blog/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const { id } = await params;
  return guarded(async () => ((await deleteBlogPost(getDatabase().db, id)) ? ok({ message: adminCopy.api.deleted }) : jsonError(404, adminCopy.api.notFound)));
}
