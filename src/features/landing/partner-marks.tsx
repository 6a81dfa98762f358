import type { PartnerMark } from '@/content/landing';

const shapes: Record<PartnerMark['shape'], React.ReactNode> = {
  hexagon: <path d="M14 2l10 6v12l-10 6-10-6V8z" />,
  arc: <path d="M3 22a11 11 0 0 1 22 0h-5a6 6 0 0 0-12 0z" />,
  cloud: <path d="M8 22a6 6 0 0 1-.6-12A8 8 0 0 1 22.6 9 6.5 6.5 0 0 1 21 22z" />,
  tower: <path d="M11 3h6v4h3v17H8V7h3zM12 10v3h4v-3zm0 6v3h4v-3z" fillRule="evenodd" />,
  leaf: <path d="M4 24C4 11 12 4 25 4c0 13-7 20-21 20zm4-3l12-12" />,
  grid: <path d="M4 4h8v8H4zm12 0h8v8h-8zM4 16h8v8H4zm12 0h8v8h-8z" />,
  star: <path d="M14 2l3.5 7.5L26 11l-6 6 1.5 8.5L14 21.5 6.5 25.5 8 17l-6-6 8.5-1.5z" />,
  wave: <path d="M2 12c4-6 8-6 12 0s8 6 12 0v6c-4 6-8 6-12 0s-8-6-12 0z" />,
};

/** A partner's wordmark drawn by the site itself: a simple glyph and the name. */
export function PartnerWordmark({ partner, alt }: { partner: PartnerMark; alt: string }) {
  const width = 40 + Math.round(partner.name.length * 8.4);
  return (
    <svg role="img" aria-label={alt} direction="ltr" viewBox={`0 0 ${width} 28`} width={width} height={28} className="h-7 w-auto text-navy-700">
      <g fill="currentColor">{shapes[partner.shape]}</g>
      <text x="34" y="19.5" fill="currentColor" fontSize="15" fontWeight="700" fontFamily="var(--font-latin), Arial, sans-serif" letterSpacing="-0.2">
        {partner.name}
      </text>
    </svg>
  );
}
