import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { socialCardFonts } from '@/lib/social-card-fonts';
import { blogCategoryLabels } from '@/content/blog';
import { site } from '@/content/site';
import { visualUnits } from '@/lib/visual-units';
import type { Locale } from '@/i18n/routing';
import { publishedPost } from '@/server/public-blog';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Siyana blog';
/** A post can be published, edited or removed at any moment. */
export const dynamic = 'force-dynamic';

const blogLabel: Record<Locale, string> = { en: 'Blog', ar: 'المدونة' };

/** A post's social card: the brand, the blog and the post's category, and its title in its language. */
export default async function PostOpenGraphImage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  let wanted = '';
  try {
    wanted = decodeURIComponent(slug);
  } catch {
    notFound();
  }
  const post = await publishedPost(wanted);
  if (!post || post.locale !== locale) notFound();
  const language: Locale = post.locale;
  const rtl = language === 'ar';

  const fonts = await socialCardFonts();
  // The renderer (Satori) joins Arabic letters but has no bidirectional layout, so words are placed
  // in reverse rows (see visualUnits). It measures an Arabic word before joining its letters, so the
  // space after a word varies with the word; the order and the reading stay right.
  const units = visualUnits(post.title, language);
  // Long titles step down so every one fits in four rows.
  const titleSize = post.title.length > 90 ? 48 : post.title.length > 55 ? 56 : 64;
  const category = (blogCategoryLabels[post.category] ?? blogCategoryLabels.all!)[language];
  const row = rtl ? 'row-reverse' : 'row';

  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          background: 'linear-gradient(135deg, #06132a 0%, #0b1f3a 55%, #0a6f6d 100%)',
          color: 'white',
          fontFamily: rtl ? 'PlexArabic, PlexLatin' : 'PlexLatin, PlexArabic',
        }}
      >
        <div style={{ display: 'flex', flexDirection: row, alignItems: 'center', gap: 20 }}>
          <svg width="72" height="72" viewBox="0 0 40 40">
            <rect width="40" height="40" rx="10" fill="#ffffff" fillOpacity="0.12" />
            <path d="M11 29V15l9-5 9 5v14" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
            <path d="M9 23h6l2.5-5 4 9 2.5-4H31" fill="none" stroke="#14b3ae" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="30" cy="11" r="3" fill="#f4a51c" />
          </svg>
          <div style={{ fontSize: 44, fontWeight: 700 }}>{site.name}</div>
          <div style={{ fontSize: 32, color: '#d5f3f1' }}>·</div>
          <div style={{ fontSize: 32, color: '#d5f3f1' }}>{blogLabel[language]}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: rtl ? 'flex-end' : 'flex-start', gap: 28 }}>
          <div style={{ display: 'flex', flexDirection: row, columnGap: 9, padding: '8px 20px', borderRadius: 999, background: 'rgba(20, 179, 174, 0.22)', color: '#d5f3f1', fontSize: 28 }}>
            {visualUnits(category, language).map((unit, index) => (
              <span key={index}>{unit}</span>
            ))}
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', flexDirection: row, columnGap: titleSize * 0.3, fontSize: titleSize, lineHeight: 1.3, maxWidth: 1056 }}>
            {units.map((unit, index) => (
              <span key={index}>{unit}</span>
            ))}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: row, height: 8, borderRadius: 4, overflow: 'hidden' }}>
          <div style={{ display: 'flex', width: 160, background: '#14b3ae' }} />
          <div style={{ display: 'flex', width: 48, background: '#f4a51c' }} />
        </div>
      </div>
    ),
    { ...size, fonts },
  );
}
