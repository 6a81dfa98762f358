import { serveBlogCoverFile } from '@/server/blog/cover-files';

/**
 * /media/blog/{postId}/{version}/{width}.{avif|webp}: a stored cover variant, cached for ever (a new
 * upload gets a new version, hence new URLs).
 */
export async function GET(_request: Request, { params }: RouteContext<'/media/blog/[postId]/[version]/[file]'>) {
  const { postId, version, file } = await params;
  return serveBlogCoverFile(postId, version, file);
}
