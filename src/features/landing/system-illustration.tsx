import type { CoreSystemId } from '@/content/core-systems';

const palette: Record<CoreSystemId, { bg: string; accent: string }> = {
  ppc: { bg: '#ecfaf9', accent: '#0a6f6d' },
  ppm: { bg: '#e6ecf5', accent: '#1d3a63' },
  ic: { bg: '#fdf0d6', accent: '#9a5b00' },
  em: { bg: '#ecfaf9', accent: '#0b7a78' },
  sm: { bg: '#e6ecf5', accent: '#13294b' },
  cm: { bg: '#fdf0d6', accent: '#0b1f3a' },
};

/** The glyph each system's illustrations are built around. */
function Motif({ id, accent }: { id: CoreSystemId; accent: string }) {
  switch (id) {
    case 'ppc':
      return (
        <g fill="none" stroke={accent} strokeWidth="4" strokeLinecap="round">
          <rect x="44" y="26" width="72" height="58" rx="8" />
          <path d="M56 44l6 6 10-12M56 64l6 6 10-12M82 46h22M82 66h22" />
        </g>
      );
    case 'ppm':
      return (
        <g fill="none" stroke={accent} strokeWidth="4" strokeLinecap="round">
          <rect x="44" y="28" width="72" height="56" rx="8" />
          <path d="M44 44h72M60 22v12M100 22v12" />
          <circle cx="62" cy="58" r="4" fill={accent} />
          <circle cx="80" cy="58" r="4" />
          <circle cx="98" cy="70" r="4" fill={accent} />
        </g>
      );
    case 'ic':
      return (
        <g fill="none" stroke={accent} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M80 22l34 60H46z" fill={accent} fillOpacity="0.15" />
          <path d="M80 44v18" />
          <circle cx="80" cy="72" r="2.5" fill={accent} />
        </g>
      );
    case 'em':
      return (
        <g fill="none" stroke={accent} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M86 20L60 58h18l-6 34 28-42H82z" fill={accent} fillOpacity="0.15" />
        </g>
      );
    case 'sm':
      return (
        <g fill="none" stroke={accent} strokeWidth="4">
          <rect x="36" y="26" width="88" height="60" rx="6" />
          <path d="M36 56h40M76 26v60M96 56h28" />
          <rect x="40" y="30" width="32" height="22" fill={accent} fillOpacity="0.25" stroke="none" />
          <rect x="100" y="60" width="20" height="22" fill={accent} fillOpacity="0.25" stroke="none" />
        </g>
      );
    case 'cm':
      return (
        <g fill="none" stroke={accent} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M80 20l30 12v22c0 18-13 30-30 36-17-6-30-18-30-36V32z" fill={accent} fillOpacity="0.12" />
          <path d="M67 55l9 9 18-20" />
        </g>
      );
  }
}

/**
 * Two small scenes per core system: the system's glyph on a device (variant 0) and the same glyph
 * over a chart of its results (variant 1). Drawn by the site, no photos.
 */
export function SystemIllustration({ id, variant, label }: { id: CoreSystemId; variant: 0 | 1; label: string }) {
  const { bg, accent } = palette[id];
  return (
    <svg role="img" aria-label={label} viewBox="0 0 160 110" className="h-auto w-full rounded-xl">
      <rect width="160" height="110" fill={bg} />
      {variant === 0 ? (
        <>
          <circle cx="130" cy="22" r="26" fill={accent} fillOpacity="0.08" />
          <Motif id={id} accent={accent} />
        </>
      ) : (
        <>
          <path d="M0 92 L24 80 L48 84 L72 66 L96 70 L120 50 L160 40 V110 H0Z" fill={accent} fillOpacity="0.14" />
          <path d="M0 92 L24 80 L48 84 L72 66 L96 70 L120 50 L160 40" fill="none" stroke={accent} strokeWidth="3" />
          <g transform="translate(52 4) scale(0.55)">
            <Motif id={id} accent={accent} />
          </g>
          <rect x="14" y="14" width="36" height="6" rx="3" fill={accent} fillOpacity="0.35" />
          <rect x="14" y="26" width="24" height="6" rx="3" fill={accent} fillOpacity="0.2" />
        </>
      )}
    </svg>
  );
}
