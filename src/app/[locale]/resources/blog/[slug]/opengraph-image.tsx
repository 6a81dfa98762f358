import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { SocialCardFrame, SocialCardMark } from '@/components/site/social-card';
import { socialCardFonts } from '@/lib/social-card-fonts';
import { blogCategoryLabels } from '@/content/blog';
import { site } from '@/content/site';
import { visualUnits } from '@/lib/visual-units';
import type { Locale } from '@/i18n/routing';
import { publishedPost } from '@/server/blog/published';

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
      <SocialCardFrame rtl={rtl}>
        <div style={{ display: 'flex', flexDirection: row, alignItems: 'center', gap: 20 }}>
          <SocialCardMark size={72} />
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
      </SocialCardFrame>
    ),
    { ...size, fonts },
  );
}
