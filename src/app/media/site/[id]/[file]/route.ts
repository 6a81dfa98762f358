import { serveSiteFile } from '@/server/site-facts/file-serving';

/**
 * /media/site/{id}/{width}.{avif|webp} (an uploaded image's variant) or /media/site/{id}/document.pdf
 * (an uploaded PDF): cached for ever, since a new upload gets a new id.
 */
export async function GET(_request: Request, { params }: RouteContext<'/media/site/[id]/[file]'>) {
  const { id, file } = await params;
  return serveSiteFile(id, file);
}
