import { deleteBlogCover, uploadBlogCover } from '@/server/blog-cover-handler';

/** A post's cover image: upload (multipart `file` + `alt`) or remove. Staff only. */
export async function POST(request: Request, { params }: RouteContext<'/api/admin/blog/[id]/cover'>) {
  const { id } = await params;
  return uploadBlogCover(request, id);
}

export async function DELETE(request: Request, { params }: RouteContext<'/api/admin/blog/[id]/cover'>) {
  const { id } = await params;
  return deleteBlogCover(request, id);
}
