import { coverAltSchema, MAX_COVER_BYTES } from '@/schemas/blog-post';
import { guarded } from '@/server/http/staff-route-guard';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { findPostById } from '@/server/blog/posts';
import { removeBlogCover, saveBlogCover } from '@/server/blog/covers';
import { makeCoverVariants, type CoverImageError } from '@/server/blog/cover-images';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readCapped } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

/** The file plus the alt text and the multipart framing around them. */
const MAX_COVER_BODY_BYTES = MAX_COVER_BYTES + 64 * 1024;

const IMAGE_ERRORS: Record<CoverImageError, { status: number; message: `api.cover.${CoverImageError}` }> = {
  type: { status: 415, message: 'api.cover.type' },
  corrupt: { status: 422, message: 'api.cover.corrupt' },
  pixels: { status: 422, message: 'api.cover.pixels' },
  small: { status: 422, message: 'api.cover.small' },
};

function isMultipart(request: Request): boolean {
  return request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
}

/**
 * A post's cover image, uploaded as multipart `file` + `alt`. Checks run cheapest first (session and
 * origin, declared size, post, streamed size, alt text), then the image itself; nothing is stored
 * unless every check passes and every variant was made.
 */
export async function POST(request: Request, { params }: RouteContext<'/api/admin/blog/[id]/cover'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  if (!isMultipart(request)) return jsonError(415, adminText('api.cover.notMultipart'));
  if (Number(request.headers.get('content-length') ?? 0) > MAX_COVER_BODY_BYTES) return jsonError(413, adminText('api.cover.tooLarge'));
  const { id } = await params;

  return guarded(async () => {
    const db = getDatabase().db;
    const post = await findPostById(db, id);
    if (!post) return jsonError(404, adminText('api.notFound'));

    const body = await readCapped(request, MAX_COVER_BODY_BYTES);
    if (!body) return jsonError(413, adminText('api.cover.tooLarge'));
    let form: FormData;
    try {
      // The platform's multipart parser, over bytes already known to be few enough.
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
    } catch {
      return jsonError(400, adminText('api.cover.malformed'));
    }
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return jsonError(400, adminText('api.cover.empty'));
    if (file.size > MAX_COVER_BYTES) return jsonError(413, adminText('api.cover.tooLarge'));

    const alt = coverAltSchema(post.locale).safeParse(form.get('alt') ?? '');
    if (!alt.success) {
      const reason = alt.error.issues[0]?.message;
      return jsonError(400, reason === 'long' ? adminText('api.cover.altLong') : reason === 'language' ? adminText(`api.cover.altLanguage.${post.locale}`) : adminText('api.cover.altBlank'));
    }

    const image = await makeCoverVariants(Buffer.from(await file.arrayBuffer()));
    if (!image.ok) return jsonError(IMAGE_ERRORS[image.error].status, adminText(IMAGE_ERRORS[image.error].message));
    const cover = await saveBlogCover(db, post.id, { alt: alt.data, width: image.width, height: image.height, variants: image.variants });
    await recordAudit(db, { actor: auth.admin, action: 'post.cover-upload', targetKind: 'post', targetId: post.id, details: { slug: post.slug, width: image.width, height: image.height } });
    return ok({ data: cover, message: adminText('api.cover.uploaded') }, 201);
  }, auth.admin.locale);
}

/** Removes a post's cover: the post shows its generated cover again. */
export async function DELETE(request: Request, { params }: RouteContext<'/api/admin/blog/[id]/cover'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  return guarded(async () => {
    const db = getDatabase().db;
    const post = await findPostById(db, id);
    if (!post) return jsonError(404, adminText('api.notFound'));
    if (!(await removeBlogCover(db, id))) return jsonError(404, adminText('api.cover.none'));
    await recordAudit(db, { actor: auth.admin, action: 'post.cover-remove', targetKind: 'post', targetId: post.id, details: { slug: post.slug } });
    return ok({ message: adminText('api.cover.removed') });
  }, auth.admin.locale);
}
