import { ImageResponse } from 'next/og';
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
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          background: 'linear-gradient(135deg, #06132a 0%, #0b1f3a 60%, #0a6f6d 100%)',
          color: 'white',
          fontFamily: language === 'ar' ? 'PlexArabic, PlexLatin' : 'PlexLatin',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <svg width="96" height="96" viewBox="0 0 40 40">
            <rect width="40" height="40" rx="10" fill="#ffffff" fillOpacity="0.12" />
            <path d="M11 29V15l9-5 9 5v14" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
            <path d="M9 23h6l2.5-5 4 9 2.5-4H31" fill="none" stroke="#14b3ae" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="30" cy="11" r="3" fill="#f4a51c" />
          </svg>
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
          {/* Figures from the facts module only (decisions: "One set of facts"); no certificate is claimed. */}
          <span>{savings.commercialPortfolios.value}</span>
          <span>·</span>
          <span>24/7</span>
        </div>
      </div>
    ),
    { ...size, fonts },
  );
}
