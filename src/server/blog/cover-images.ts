import 'server-only';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { COVER_ASPECT, COVER_WIDTHS, type CoverFormat } from '@/lib/blog-cover';

/**
 * 25 megapixels (e.g. a 6,000 x 4,000 camera photo): more than a 1,600 px cover needs; refuses
 * decompression bombs before decoding and bounds the decoding work of one upload (PNG has no
 * shrink-on-load: every pixel is inflated).
 */
export const MAX_COVER_PIXELS = 25_000_000;

/**
 * One libvips worker thread per image: an upload uses at most one core, so the site's other requests
 * keep the rest (sharp's default is a thread per core).
 */
sharp.concurrency(1);

export type CoverImageType = 'jpeg' | 'png' | 'webp';
export type CoverImageError = 'type' | 'corrupt' | 'pixels' | 'small';

export interface CoverVariant {
  format: CoverFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export type CoverImageResult = { ok: true; width: number; height: number; variants: CoverVariant[] } | { ok: false; error: CoverImageError };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type told by the file's first bytes (its magic number), never by its name or declared
 * type: SVG, GIF, HTML or anything renamed `.jpg` is none of these, and never reaches a decoder.
 */
export function sniffImageType(bytes: Uint8Array): CoverImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * AVIF at effort 2 of 9: for a photo's three variants, about a tenth of effort 4's CPU (measured: 0.5 s
 * instead of 5.8 s) for files a few percent larger; one upload stays under 3 s of CPU.
 */
const ENCODERS: Record<CoverFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
};

/** How an upload is cut: to a fixed aspect around its most interesting part, or kept whole. */
interface VariantShape {
  widths: readonly number[];
  aspect?: { width: number; height: number };
}

/**
 * The variants of an uploaded image: turned upright by its EXIF orientation, cut to the shape's aspect
 * around its most interesting part (or kept whole), encoded as AVIF and WebP at each of the shape's
 * widths it is large enough for. The output carries no metadata (EXIF, GPS, XMP): sharp writes none
 * unless asked to.
 */
export async function makeImageVariants(input: Buffer, shape: VariantShape): Promise<CoverImageResult> {
  const type = sniffImageType(input);
  if (!type) return { ok: false, error: 'type' };
  // 'error' stops on corrupt or truncated pixel data, not on a decoder's harmless warning.
  const options: SharpOptions = { limitInputPixels: MAX_COVER_PIXELS, failOn: 'error', autoOrient: true };

  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, error: 'corrupt' };
  }
  if (metadata.format !== type) return { ok: false, error: 'type' };
  // Checked from the header, before any pixel is decoded.
  if (metadata.width * metadata.height > MAX_COVER_PIXELS) return { ok: false, error: 'pixels' };
  const { width, height } = metadata.autoOrient;
  const { aspect } = shape;
  // The largest box of the aspect inside the upright image decides which widths can be made without enlarging.
  const cutWidth = aspect ? Math.min(width, Math.floor((height * aspect.width) / aspect.height)) : width;
  const heightFor = (boxWidth: number) => Math.max(1, Math.round(aspect ? (boxWidth * aspect.height) / aspect.width : (boxWidth * height) / width));
  const widths = shape.widths.filter((candidate) => candidate <= cutWidth);
  const largest = widths.at(-1);
  if (!largest) return { ok: false, error: 'small' };

  try {
    // One decode and one resize for every variant: the largest, kept as raw pixels.
    const master = await sharp(input, options)
      .resize(largest, heightFor(largest), { fit: aspect ? 'cover' : 'fill', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } };
    const variants: CoverVariant[] = [];
    for (const variantWidth of widths) {
      for (const format of ['avif', 'webp'] as const) {
        const variantHeight = heightFor(variantWidth);
        const bytes = await ENCODERS[format](sharp(master.data, raw).resize(variantWidth, variantHeight)).toBuffer();
        variants.push({ format, width: variantWidth, height: variantHeight, bytes });
      }
    }
    return { ok: true, width: largest, height: heightFor(largest), variants };
  } catch {
    return { ok: false, error: 'corrupt' };
  }
}

/** A blog cover's variants: cut to 16:9 at the cover widths. */
export function makeCoverVariants(input: Buffer): Promise<CoverImageResult> {
  return makeImageVariants(input, { widths: COVER_WIDTHS, aspect: COVER_ASPECT });
}
