import { Boxes, BrainCircuit, ShieldCheck, Smartphone, TrendingUp, Wrench, Zap, type LucideIcon } from '@/components/icons';
import { blogCategoryLabels, type BlogCategoryId } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import { coverSrcSet, coverUrl, coverWidthsOf, type BlogCover } from '@/lib/blog-cover';
import { cn } from '@/lib/cn';

/** The `sizes` of a cover in a grid of article cards: three columns on a desktop, two on a tablet, one on a phone. */
export const COVER_GRID_SIZES = '(min-width: 1280px) 392px, (min-width: 1024px) calc((100vw - 104px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)';

const art: Record<BlogCategoryId, CoverArt> = {
  'ai-technology': { icon: BrainCircuit, background: 'from-navy-900 to-teal-700', accent: 'text-teal-100' },
  maintenance: { icon: Wrench, background: 'from-navy-900 to-navy-700', accent: 'text-amber-500' },
  energy: { icon: Zap, background: 'from-navy-800 to-teal-700', accent: 'text-amber-500' },
  compliance: { icon: ShieldCheck, background: 'from-teal-700 to-navy-800', accent: 'text-teal-100' },
  mobile: { icon: Smartphone, background: 'from-navy-900 to-navy-800', accent: 'text-teal-500' },
  'asset-management': { icon: Boxes, background: 'from-navy-700 to-teal-600', accent: 'text-white' },
  'roi-analysis': { icon: TrendingUp, background: 'from-navy-950 to-teal-700', accent: 'text-amber-500' },
};

/** A blueprint grid of 10-unit squares over the 160 x 90 drawing: one path, no ids to clash between cards. */
const GRID = [...Array.from({ length: 15 }, (_, index) => `M${(index + 1) * 10} 0V90`), ...Array.from({ length: 8 }, (_, index) => `M0 ${(index + 1) * 10}H160`)].join('');

export interface CoverArt {
  icon: LucideIcon;
  background: string;
  accent: string;
}

/**
 * The cover of a post or event without an uploaded image: the brand's navy and teal, a blueprint grid
 * and a label (the post's category, the event's kind) with its icon. Decoration only (the card's title
 * says what it is).
 */
export function GeneratedCover({ art: { icon: Icon, background, accent }, label, className }: { art: CoverArt; label: string; className?: string }) {
  return (
    <div aria-hidden data-cover="generated" className={cn('@container relative aspect-video overflow-hidden bg-gradient-to-br', background, className)}>
      {/* Drawn for the start side's reading; mirrored in Arabic so the glow stays at the end. */}
      <svg focusable="false" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full rtl:-scale-x-100">
        <path d={GRID} stroke="#fff" strokeOpacity="0.07" strokeWidth="0.3" fill="none" />
        <circle cx="132" cy="16" r="44" fill="#14b3ae" fillOpacity="0.14" />
        <circle cx="132" cy="16" r="26" fill="#14b3ae" fillOpacity="0.12" />
        {/* A trace above the icon and the label, never behind their text. */}
        <path d="M0 30h52l10 10h38l8-8h52" stroke="#14b3ae" strokeOpacity="0.55" strokeWidth="0.6" fill="none" />
        <circle cx="108" cy="32" r="1.6" fill="#f4a51c" />
      </svg>
      <Icon className="absolute -end-[4cqw] -bottom-[10cqw] size-[46cqw] text-white opacity-[0.06]" strokeWidth={1.25} />
      <div className="relative flex h-full flex-col items-start justify-end gap-[2.5cqw] p-[6cqw]">
        <span className="flex size-[13cqw] items-center justify-center rounded-[3cqw] bg-white/10 ring-1 ring-white/20">
          <Icon className={cn('size-[7cqw]', accent)} strokeWidth={1.75} />
        </span>
        <span className="text-[6.5cqw] leading-tight font-bold text-white">{label}</span>
      </div>
    </div>
  );
}

/**
 * A post's cover in a fixed 16:9 box (its size is known before the image loads, so nothing moves):
 * the uploaded image as AVIF or WebP at the width the layout needs, or the generated cover.
 * `sizes` tells the browser how wide the box is at each viewport; `priority` for the first screen's cover.
 */
export function PostCover({
  post,
  cover,
  sizes,
  priority = false,
  locale,
  className,
}: {
  post: { id: string; category: string };
  cover: BlogCover | null;
  sizes: string;
  priority?: boolean;
  locale: Locale;
  className?: string;
}) {
  if (!cover) {
    const label = (blogCategoryLabels[post.category] ?? blogCategoryLabels.all!)[locale];
    return <GeneratedCover art={art[post.category as BlogCategoryId] ?? art.maintenance} label={label} className={className} />;
  }
  const widths = coverWidthsOf(cover);
  const fallback = widths.find((width) => width >= 960) ?? widths.at(-1)!;
  return (
    <picture data-cover="image" className={cn('block aspect-video overflow-hidden bg-navy-100', className)}>
      <source type="image/avif" srcSet={coverSrcSet(post.id, cover, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={coverSrcSet(post.id, cover, 'webp')} sizes={sizes} />
      {/* Not next/image: the variants are already made, resized and stored; it would only encode them again. */}
      <img
        src={coverUrl(post.id, cover, fallback, 'webp')}
        alt={cover.alt}
        width={cover.width}
        height={cover.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="block size-full object-cover"
      />
    </picture>
  );
}
