import { ImageResponse } from 'next/og';
import { SocialCardFrame, SocialCardMark } from '@/components/site/social-card';
import { socialCardFonts } from '@/lib/social-card-fonts';
import { savings } from '@/content/facts';
import { site } from '@/content/site';
import { routing, type Locale } from '@/i18n/routing';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Siyana';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The social card of every page: the brand, the tagline in the page's language, the mark. */
export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const language: Locale = locale === 'ar' ? 'ar' : 'en';
  const fonts = await socialCardFonts();
  return new ImageResponse(
    (
      <SocialCardFrame rtl={language === 'ar'}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <SocialCardMark size={96} />
          <div style={{ fontSize: 64, fontWeight: 700 }}>{site.name}</div>
        </div>
        {/* The image renderer lays words out left to right; Arabic words are placed in reverse rows. */}
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            flexDirection: language === 'ar' ? 'row-reverse' : 'row',
            columnGap: 18,
            fontSize: 60,
            fontWeight: 700,
            lineHeight: 1.25,
            maxWidth: 1050,
            alignSelf: language === 'ar' ? 'flex-end' : 'flex-start',
          }}
        >
          {site.tagline[language].split(' ').map((word, index) => (
            <span key={index}>{word}</span>
          ))}
        </div>
        <div style={{ display: 'flex', gap: 24, fontSize: 30, color: '#d5f3f1' }}>
          {/* Figures from the facts module only, so each fact has one figure everywhere; no certificate is claimed. */}
          <span>{savings.commercialPortfolios.value}</span>
        </div>
      </SocialCardFrame>
    ),
    { ...size, fonts },
  );
}
