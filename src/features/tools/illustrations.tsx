import type { ReactNode } from 'react';
import { IllustrationFrame, ink, TextLines } from '@/components/site/illustration-kit';

/**
 * Hero drawings of the free tools: decorative inline SVG in the site's palette and without words,
 * so one drawing serves both languages.
 */
const { navy, navy700, navy100, teal, teal700, teal100, amber, line } = ink;

function Frame({ children }: { children: ReactNode }) {
  return <IllustrationFrame className="mx-auto hidden h-auto w-full max-w-md lg:block">{children}</IllustrationFrame>;
}

/** ROI: a calculator beside a savings chart climbing to a coin. */
export function RoiIllustration() {
  return (
    <Frame>
      <rect x="60" y="70" width="170" height="250" rx="22" fill={navy} />
      <rect x="80" y="92" width="130" height="56" rx="10" fill={navy700} />
      <rect x="150" y="122" width="46" height="12" rx="6" fill={teal} />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((col) => (
          <rect key={`${row}-${col}`} x={82 + col * 44} y={166 + row * 36} width="34" height="26" rx="7" fill={row === 3 && col === 2 ? amber : navy700} />
        )),
      )}
      <rect x="250" y="120" width="190" height="180" rx="20" fill="#fff" stroke={line} strokeWidth="2" />
      {[0, 1, 2, 3].map((bar) => (
        <rect key={bar} x={274 + bar * 40} y={270 - (bar + 1) * 30} width="26" height={(bar + 1) * 30} rx="6" fill={bar === 3 ? teal700 : teal} opacity={0.45 + bar * 0.18} />
      ))}
      <path d="M276 226l40-18 40-14 50-40" fill="none" stroke={amber} strokeWidth="4" strokeLinecap="round" />
      <circle cx="416" cy="150" r="22" fill={amber} />
      <path d="M406 152l8-10 8 6 8-10" fill="none" stroke={navy} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </Frame>
  );
}

/** Maintenance cost: a gear and wrench over a budget sheet with a split bar. */
export function MaintenanceIllustration() {
  return (
    <Frame>
      <rect x="60" y="80" width="240" height="250" rx="20" fill="#fff" stroke={line} strokeWidth="2" />
      <rect x="84" y="104" width="110" height="12" rx="6" fill={navy} />
      <TextLines x={84} y={132} widths={[180, 150]} />
      <rect x="84" y="176" width="192" height="18" rx="9" fill={navy100} />
      <rect x="84" y="176" width="150" height="18" rx="9" fill={teal700} />
      <rect x="234" y="176" width="42" height="18" rx="0" fill={amber} />
      <TextLines x={84} y={214} widths={[120, 160, 100]} gap={18} />
      <rect x="84" y="276" width="90" height="30" rx="8" fill={teal100} />
      <rect x="96" y="287" width="64" height="8" rx="4" fill={teal700} />
      <g transform="translate(340 160)">
        <circle r="64" fill={navy} />
        {Array.from({ length: 8 }, (_, index) => (
          <rect key={index} x="-12" y="-80" width="24" height="30" rx="6" fill={navy} transform={`rotate(${index * 45})`} />
        ))}
        <circle r="26" fill={teal100} />
        <circle r="12" fill={navy} />
      </g>
      <path d="M300 320l70-70" stroke={amber} strokeWidth="16" strokeLinecap="round" />
      <circle cx="382" cy="238" r="22" fill="none" stroke={amber} strokeWidth="12" />
    </Frame>
  );
}

/** QR: a label with a code, fixed on an asset, and a phone scanning it. */
export function QrIllustration() {
  const cells = [
    [0, 0, 3], [4, 0, 1], [6, 1, 1], [0, 4, 1], [2, 5, 2], [5, 4, 1], [7, 6, 1], [4, 6, 2], [6, 3, 1], [3, 3, 1], [1, 7, 1],
  ] as const;
  return (
    <Frame>
      <rect x="50" y="90" width="220" height="230" rx="20" fill={navy} />
      <rect x="76" y="112" width="168" height="186" rx="14" fill="#fff" />
      <g transform="translate(100 128)">
        {[
          [0, 0],
          [84, 0],
          [0, 84],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <rect x={x} y={y} width="36" height="36" rx="4" fill={navy} />
            <rect x={x! + 7} y={y! + 7} width="22" height="22" rx="2" fill="#fff" />
            <rect x={x! + 12} y={y! + 12} width="12" height="12" rx="1" fill={navy} />
          </g>
        ))}
        {cells.map(([cx, cy, size], index) => (
          <rect key={index} x={44 + cx * 8} y={cy * 10 + 44} width={size * 8} height="8" fill={index % 3 ? navy : teal700} />
        ))}
      </g>
      <TextLines x={100} y={254} widths={[120, 80]} />
      <rect x="290" y="100" width="130" height="230" rx="22" fill={navy} />
      <rect x="302" y="124" width="106" height="172" rx="10" fill={teal100} />
      <path d="M322 160v-16h16M388 144h16v16M404 262v16h-16M338 278h-16v-16" fill="none" stroke={teal700} strokeWidth="4" strokeLinecap="round" />
      <rect x="318" y="206" width="74" height="4" rx="2" fill={amber} />
      <circle cx="355" cy="312" r="7" fill={navy700} />
    </Frame>
  );
}

/** Checklist: a clipboard with ticked lines and a signature. */
export function ChecklistIllustration() {
  return (
    <Frame>
      <rect x="110" y="60" width="240" height="290" rx="22" fill="#fff" stroke={line} strokeWidth="2" />
      <rect x="180" y="44" width="100" height="34" rx="10" fill={navy} />
      <rect x="140" y="104" width="120" height="12" rx="6" fill={navy} />
      {[0, 1, 2, 3, 4].map((row) => {
        const y = 140 + row * 34;
        const done = row < 3;
        return (
          <g key={row}>
            <rect x="140" y={y} width="20" height="20" rx="5" fill={done ? teal700 : '#fff'} stroke={done ? teal700 : navy100} strokeWidth="2" />
            {done && <path d={`M144 ${y + 10}l4 4 8-8`} fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />}
            <rect x="172" y={y + 6} width={[150, 120, 140, 110, 130][row]} height="8" rx="4" fill={done ? navy100 : line} />
          </g>
        );
      })}
      <path d="M150 322c14-18 24-2 34-12s18-14 26 0 20-6 30-2" fill="none" stroke={navy700} strokeWidth="3" strokeLinecap="round" />
      <rect x="140" y="330" width="120" height="2" fill={navy100} />
      <circle cx="372" cy="270" r="40" fill={amber} />
      <path d="M354 270l12 12 24-26" fill="none" stroke={navy} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </Frame>
  );
}

/** Events: a webinar screen with a speaker, a calendar and a microphone. */
export function EventsIllustration() {
  return (
    <Frame>
      <rect x="50" y="70" width="280" height="190" rx="20" fill={navy} />
      <rect x="68" y="88" width="244" height="140" rx="12" fill={navy700} />
      <circle cx="190" cy="140" r="26" fill={teal100} />
      <path d="M150 228c6-34 74-34 80 0z" fill={teal} />
      <rect x="80" y="240" width="120" height="8" rx="4" fill={teal} />
      <circle cx="296" cy="244" r="6" fill={amber} />
      <rect x="270" y="180" width="170" height="160" rx="18" fill="#fff" stroke={line} strokeWidth="2" />
      <path d="M270 198a18 18 0 0 1 18-18h134a18 18 0 0 1 18 18v22H270z" fill={teal700} />
      <rect x="300" y="168" width="8" height="24" rx="4" fill={navy} />
      <rect x="402" y="168" width="8" height="24" rx="4" fill={navy} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect key={`${row}-${col}`} x={290 + col * 36} y={236 + row * 30} width="24" height="20" rx="5" fill={row === 1 && col === 2 ? amber : navy100} />
        )),
      )}
    </Frame>
  );
}
