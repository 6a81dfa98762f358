import { makeImageVariants, sniffImageType, type CoverImageError } from '@/server/blog/cover-images';
import { jsonError, ok } from '@/server/http/json-api';
import { readUploadForm, UPLOAD_STATUS, uploadHeadersRefusal } from '@/server/http/uploads';
import { staffRoute } from '@/server/http/staff-route';
import { cleanFileName, looksLikePdf, saveSiteFile } from '@/server/site-facts/files';
import { MAX_SITE_IMAGE_BYTES, MAX_SITE_PDF_BYTES, SITE_IMAGE_WIDTHS } from '@/lib/site-file';

export const dynamic = 'force-dynamic';

/** The largest file plus the multipart framing around it. */
const MAX_BODY_BYTES = MAX_SITE_PDF_BYTES + 64 * 1024;

const IMAGE_ERRORS: Record<CoverImageError, number> = { type: 415, corrupt: 422, pixels: 422, small: 422 };

/**
 * A file for the site facts, uploaded as multipart `file`: a PDF (a certificate's evidence, up to
 * 10 MB) or a PNG, JPEG or WebP image (a logo or screenshot), told apart by its first bytes. An image
 * is stored as AVIF and WebP at the standard widths it is large enough for. Answers 201 `{ file }`:
 * its id is what the facts refer to. The file and its audit row commit together.
 */
export const POST = staffRoute({ role: 'editor' }, async ({ request, t, admin, audited }) => {
  const refused = uploadHeadersRefusal(request, MAX_BODY_BYTES);
  if (refused) return jsonError(UPLOAD_STATUS[refused], t(`site.files.${refused}`));
  const form = await readUploadForm(request, MAX_BODY_BYTES);
  if (typeof form === 'string') return jsonError(UPLOAD_STATUS[form], t(`site.files.${form}`));
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return jsonError(400, t('site.files.empty'));
  const bytes = Buffer.from(await file.arrayBuffer());

  let stored;
  if (looksLikePdf(bytes)) {
    if (bytes.length > MAX_SITE_PDF_BYTES) return jsonError(413, t('site.files.tooLarge'));
    const name = cleanFileName(file.name, 'document.pdf');
    stored = { kind: 'pdf' as const, name: /\.pdf$/i.test(name) ? name : `${name}.pdf`, size: bytes.length, parts: [{ format: 'pdf' as const, width: 0 as const, bytes }] };
  } else if (sniffImageType(bytes)) {
    if (bytes.length > MAX_SITE_IMAGE_BYTES) return jsonError(413, t('site.files.imageTooLarge'));
    const image = await makeImageVariants(bytes, { widths: SITE_IMAGE_WIDTHS });
    if (!image.ok) return jsonError(IMAGE_ERRORS[image.error], t(`site.files.image.${image.error}`));
    stored = { kind: 'image' as const, name: cleanFileName(file.name, 'image'), size: bytes.length, width: image.width, height: image.height, parts: image.variants };
  } else {
    return jsonError(415, t('site.files.type'));
  }
  const saved = await audited(async (trx) => {
    const result = await saveSiteFile(trx, stored, admin.username);
    return { result, audit: { action: 'site-facts.file-upload', targetKind: 'site-file', targetId: result.id, details: { kind: result.kind, name: result.name, bytes: bytes.length } } };
  });
  return ok({ file: saved, message: t('site.files.uploaded') }, 201);
});
