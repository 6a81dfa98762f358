import { Clock } from '@/components/icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ArticleCardData {
  key: string;
  category: string;
  title: string;
  excerpt: string;
  meta: string[];
  href?: string;
  readTime?: string;
}

/**
 * One article in the blog list; a title link only when the article has its own page. `media` is its
 * cover (PostCover), full width above the text, or beside it in the featured card on wide screens.
 */
export function ArticleCard({ article, featured = false, media, action }: { article: ArticleCardData; featured?: boolean; media?: ReactNode; action?: ReactNode }) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article
      data-article={article.key}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]',
        featured && 'bg-gradient-to-br from-navy-900 to-navy-800 text-white lg:grid lg:grid-cols-2 lg:items-center',
      )}
    >
      {media && <div className={cn(featured && 'lg:order-last lg:p-8 lg:ps-0')}>{media}</div>}
      <div className={cn('flex flex-1 flex-col p-6', featured && 'p-8 sm:p-10')}>
        <p className={cn('w-fit rounded-full px-2.5 py-1 text-xs font-semibold', featured ? 'bg-white/15 text-white' : 'bg-teal-50 text-teal-700')}>{article.category}</p>
        <Heading className={cn('mt-4 font-bold text-balance', featured ? 'text-2xl text-white sm:text-3xl' : 'text-lg text-navy-900')} dir="auto">
          {article.href ? (
            <Link href={article.href} className="hover:underline">
              {article.title}
            </Link>
          ) : (
            article.title
          )}
        </Heading>
        <p className={cn('mt-3 flex-1 text-sm leading-relaxed', featured ? 'text-base text-white/85' : 'text-muted')} dir="auto">
          {article.excerpt}
        </p>
        <p className={cn('mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs', featured ? 'text-white/80' : 'text-muted')}>
          {article.meta.map((item) => (
            <span key={item}>{item}</span>
          ))}
          {article.readTime && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-3.5" />
              {article.readTime}
            </span>
          )}
        </p>
        {action}
      </div>
    </article>
  );
}
