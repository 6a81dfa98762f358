/**
 * A blog post's cover image as pages see it, and the URLs of its stored variants. Shared by the
 * server (which stores and serves the variants) and the components that show them.
 */

/** Every cover is cut to 16:9, so a card's box is known before the image arrives (no layout shift). */
export const COVER_ASPECT = { width: 16, height: 9 } as const;

/** The widths made of each upload, smallest first; only those not wider than the upload's 16:9 cut. */
export const COVER_WIDTHS = [480, 960, 1600] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

export const COVER_FORMATS = ['avif', 'webp'] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

export const COVER_CONTENT_TYPES: Record<CoverFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface BlogCover {
  /** Describes the image, in the post's language. */
  alt: string;
  /** Size of the largest variant (16:9). */
  width: number;
  height: number;
  /** Changes with every upload, so a cover's URLs can be cached for ever. */
  version: string;
}

/** The variants a cover has: every standard width up to its largest. */
export function coverWidthsOf(cover: Pick<BlogCover, 'width'>): CoverWidth[] {
  return COVER_WIDTHS.filter((width) => width <= cover.width);
}

export function coverUrl(postId: string, cover: Pick<BlogCover, 'version'>, width: number, format: CoverFormat): string {
  return `/media/blog/${encodeURIComponent(postId)}/${encodeURIComponent(cover.version)}/${width}.${format}`;
}

export function coverSrcSet(postId: string, cover: BlogCover, format: CoverFormat): string {
  return coverWidthsOf(cover)
    .map((width) => `${coverUrl(postId, cover, width, format)} ${width}w`)
    .join(', ');
}
