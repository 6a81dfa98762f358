import type { ReactNode } from 'react';

/** The site's palette for inline SVG drawings (the same values as the CSS tokens). */
export const ink = {
  navy: '#0b1f3a',
  navy700: '#1d3a63',
  navy100: '#e6ecf5',
  teal: '#14b3ae',
  teal700: '#0a6f6d',
  teal100: '#d5f3f1',
  amber: '#f4a51c',
  amber100: '#fdf0d6',
  line: '#dfe5ee',
} as const;

/** The 480×380 stage every hero drawing stands on: a soft teal disc and an amber sun. */
export function IllustrationFrame({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 380" aria-hidden focusable="false" className={className}>
      <circle cx="260" cy="190" r="160" fill={ink.teal100} opacity="0.6" />
      <circle cx="420" cy="60" r="34" fill={ink.amber100} />
      {children}
    </svg>
  );
}

/** Rounded bars standing for lines of text. */
export function TextLines({ x, y, widths, gap = 14, color = ink.navy100 }: { x: number; y: number; widths: number[]; gap?: number; color?: string }) {
  return (
    <>
      {widths.map((width, index) => (
        <rect key={index} x={x} y={y + index * gap} width={width} height="7" rx="3.5" fill={color} />
      ))}
    </>
  );
}
