import type { ReactNode } from 'react';

/** The brand mark drawn for the image renderer (no CSS classes there, only inline styles). */
export function SocialCardMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40">
      <rect width="40" height="40" rx="10" fill="#ffffff" fillOpacity="0.12" />
      <path d="M11 29V15l9-5 9 5v14" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M9 23h6l2.5-5 4 9 2.5-4H31" fill="none" stroke="#14b3ae" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="30" cy="11" r="3" fill="#f4a51c" />
    </svg>
  );
}

/** A social card's background and frame: navy to teal, its rows spread from top to bottom. */
export function SocialCardFrame({ rtl, children }: { rtl: boolean; children: ReactNode }) {
  return (
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
        fontFamily: rtl ? 'PlexArabic, PlexLatin' : 'PlexLatin, PlexArabic',
      }}
    >
      {children}
    </div>
  );
}
