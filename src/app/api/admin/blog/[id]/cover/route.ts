import { coverAltSchema, MAX_COVER_BYTES } from '@/schemas/blog-post';
import { findPostById } from '@/server/blog/posts';
import { removeBlogCover, saveBlogCover } from '@/server/blog/covers';
import { makeCoverVariants, type CoverImageError } from '@/server/blog/cover-images';
import { jsonError, ok } from '@/server/http/json-api';
import { readUploadForm, UPLOAD_STATUS, uploadHeadersRefusal } from '@/server/http/uploads';
import { staffRoute } from '@/server/http/staff-route';

/** The file plus the alt text and the multipart framing around them. */
const MAX_COVER_BODY_BYTES = MAX_COVER_BYTES + 64 * 1024;

const IMAGE_ERRORS: Record<CoverImageError, { status: number; message: `api.cover.${CoverImageError}` }> = {
  type: { status: 415, message: 'api.cover.type' },
  corrupt: { status: 422, message: 'api.cover.corrupt' },
  pixels: { status: 422, message: 'api.cover.pixels' },
  small: { status: 422, message: 'api.cover.small' },
};

type Route = RouteContext<'/api/admin/blog/[id]/cover'>;

/**
 * A post's cover image, uploaded as multipart `file` + `alt`. Checks run cheapest first (session and
 * origin, declared size, post, streamed size, alt text), then the image itself; nothing is stored
 * unless every check passes and every variant was made. The cover and its audit row commit together.
 */
export const POST = staffRoute({ role: 'editor' }, async ({ request, t, db, audited }, { params }: Route) => {
  const refused = uploadHeadersRefusal(request, MAX_COVER_BODY_BYTES);
  if (refused) return jsonError(UPLOAD_STATUS[refused], t(`api.cover.${refused}`));
  const { id } = await params;
  const post = await findPostById(db, id);
  if (!post) return jsonError(404, t('api.notFound'));

  const form = await readUploadForm(request, MAX_COVER_BODY_BYTES);
  if (typeof form === 'string') return jsonError(UPLOAD_STATUS[form], t(`api.cover.${form}`));
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return jsonError(400, t('api.cover.empty'));
  if (file.size > MAX_COVER_BYTES) return jsonError(413, t('api.cover.tooLarge'));

  const alt = coverAltSchema(post.locale).safeParse(form.get('alt') ?? '');
  if (!alt.success) {
    const reason = alt.error.issues[0]?.message;
    return jsonError(400, reason === 'long' ? t('api.cover.altLong') : reason === 'language' ? t(`api.cover.altLanguage.${post.locale}`) : t('api.cover.altBlank'));
  }

  const image = await makeCoverVariants(Buffer.from(await file.arrayBuffer()));
  if (!image.ok) return jsonError(IMAGE_ERRORS[image.error].status, t(IMAGE_ERRORS[image.error].message));
  const cover = await audited(async (trx) => ({
    result: await saveBlogCover(trx, post.id, { alt: alt.data, width: image.width, height: image.height, variants: image.variants }),
    audit: { action: 'post.cover-upload', targetKind: 'post', targetId: post.id, details: { slug: post.slug, width: image.width, height: image.height } },
  }));
  return ok({ data: cover, message: t('api.cover.uploaded') }, 201);
});

/** Removes a post's cover: the post shows its generated cover again. */
export const DELETE = staffRoute({ role: 'editor' }, async ({ t, db, audited }, { params }: Route) => {
  const { id } = await params;
  const post = await findPostById(db, id);
  if (!post) return jsonError(404, t('api.notFound'));
  const removed = await audited(async (trx) => {
    const done = await removeBlogCover(trx, id);
    return { result: done, audit: done ? { action: 'post.cover-remove', targetKind: 'post', targetId: post.id, details: { slug: post.slug } } : null };
  });
  if (!removed) return jsonError(404, t('api.cover.none'));
  return ok({ message: t('api.cover.removed') });
});
