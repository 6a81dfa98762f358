/**
 * Files staff upload for the site facts, as pages link to them: a PDF (a certificate's evidence) or an
 * image (a customer's logo, a product screenshot) stored as AVIF and WebP at standard widths. Shared
 * by the server (which stores and serves them) and the components that show them.
 */

/** The widths made of each uploaded image, smallest first; only those not wider than the upload. */
export const SITE_IMAGE_WIDTHS = [240, 480, 960, 1600] as const;

/** 16 random bytes, base64url: a file's id, part of its URLs. */
export const SITE_FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The largest PDF staff may upload (a scanned certificate fits easily). */
export const MAX_SITE_PDF_BYTES = 10 * 1024 * 1024;

/** The largest image staff may upload. */
export const MAX_SITE_IMAGE_BYTES = 8 * 1024 * 1024;

export type SiteImageFormat = 'avif' | 'webp';

/** A stored file as the facts refer to it: the server fills in its name and size from what was stored. */
export interface SiteFileRef {
  id: string;
  name?: string;
  width?: number;
  height?: number;
}

export function siteImageWidths(image: Pick<SiteFileRef, 'width'>): number[] {
  return SITE_IMAGE_WIDTHS.filter((width) => width <= (image.width ?? 0));
}

export function siteImageUrl(id: string, width: number, format: SiteImageFormat): string {
  return `/media/site/${encodeURIComponent(id)}/${width}.${format}`;
}

export function sitePdfUrl(id: string): string {
  return `/media/site/${encodeURIComponent(id)}/document.pdf`;
}
