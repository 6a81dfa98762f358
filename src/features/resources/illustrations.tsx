import type { ReactNode } from 'react';
import { IllustrationFrame, ink, TextLines } from '@/components/site/illustration-kit';

/**
 * The resource pages' own hero illustrations: decorative inline SVG in the site's palette, without
 * words, so one drawing serves both languages.
 */
const { navy, navy700, navy100, teal, teal700, teal100, amber, line } = ink;

function Frame({ children }: { children: ReactNode }) {
  return <IllustrationFrame className="mx-auto h-auto w-full max-w-sm sm:max-w-md lg:max-w-lg">{children}</IllustrationFrame>;
}

/** Resource Hub: a guide, a webinar and a results chart stacked like a reading pile. */
export function HubIllustration() {
  return (
    <Frame>
      <g transform="rotate(-6 150 210)">
        <rect x="50" y="80" width="210" height="250" rx="18" fill="#fff" stroke={line} strokeWidth="2" />
        <rect x="72" y="104" width="92" height="12" rx="6" fill={navy} />
        <TextLines x={72} y={132} widths={[160, 150, 166, 120]} />
        <rect x="72" y="200" width="72" height="56" rx="10" fill={teal100} />
        <path d="M84 242l14-16 12 10 22-24" fill="none" stroke={teal700} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <TextLines x={156} y={206} widths={[80, 70, 76]} />
        <TextLines x={72} y={280} widths={[150, 130]} />
      </g>
      <rect x="190" y="40" width="240" height="150" rx="18" fill={navy} />
      <rect x="206" y="56" width="208" height="100" rx="10" fill={navy700} />
      <circle cx="310" cy="106" r="26" fill={teal} />
      <path d="M302 93v26l21-13z" fill="#fff" />
      <rect x="206" y="168" width="208" height="6" rx="3" fill={navy700} />
      <rect x="206" y="168" width="120" height="6" rx="3" fill={amber} />
      <rect x="220" y="212" width="220" height="140" rx="18" fill="#fff" stroke={line} strokeWidth="2" />
      <rect x="244" y="300" width="26" height="32" rx="5" fill={navy100} />
      <rect x="282" y="278" width="26" height="54" rx="5" fill={teal} opacity="0.55" />
      <rect x="320" y="258" width="26" height="74" rx="5" fill={teal} />
      <rect x="358" y="236" width="26" height="96" rx="5" fill={teal700} />
      <path d="M248 282l44-22 38-12 50-26" fill="none" stroke={amber} strokeWidth="4" strokeLinecap="round" />
      <circle cx="380" cy="222" r="7" fill={amber} />
      <circle cx="72" cy="64" r="22" fill={amber} />
      <path d="M62 64l7 7 14-15" fill="none" stroke={navy} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </Frame>
  );
}

/** Learning Center: a course player with its module list and a graduation badge. */
export function LearningIllustration() {
  return (
    <Frame>
      <rect x="40" y="56" width="400" height="250" rx="20" fill="#fff" stroke={line} strokeWidth="2" />
      <circle cx="64" cy="78" r="5" fill={navy100} />
      <circle cx="80" cy="78" r="5" fill={navy100} />
      <circle cx="96" cy="78" r="5" fill={navy100} />
      <rect x="60" y="98" width="220" height="136" rx="12" fill={navy} />
      <path d="M60 200c40-30 80-10 120-34s70-8 100-30v86a12 12 0 0 1-12 12H72a12 12 0 0 1-12-12z" fill={navy700} />
      <circle cx="170" cy="160" r="24" fill={teal} />
      <path d="M162 148v24l20-12z" fill="#fff" />
      <rect x="60" y="250" width="220" height="8" rx="4" fill={navy100} />
      <rect x="60" y="250" width="146" height="8" rx="4" fill={teal} />
      <TextLines x={60} y={272} widths={[150, 110]} />
      {[0, 1, 2, 3].map((row) => {
        const y = 104 + row * 44;
        const done = row < 2;
        return (
          <g key={row}>
            <rect x="298" y={y - 6} width="124" height="36" rx="10" fill={row === 2 ? teal100 : '#fff'} stroke={line} strokeWidth="1.5" />
            <circle cx="316" cy={y + 12} r="8" fill={done ? teal700 : '#fff'} stroke={done ? teal700 : navy100} strokeWidth="2" />
            {done && <path d={`M312 ${y + 12}l3 3 6-6`} fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />}
            <rect x="332" y={y + 5} width="74" height="6" rx="3" fill={row === 2 ? teal700 : navy100} />
            <rect x="332" y={y + 15} width="46" height="5" rx="2.5" fill={navy100} />
          </g>
        );
      })}
      <rect x="10" y="306" width="460" height="18" rx="9" fill={navy100} />
      <circle cx="410" cy="66" r="38" fill={amber} />
      <path d="M386 62l24-12 24 12-24 12z" fill={navy} />
      <path d="M396 68v10c8 6 20 6 28 0V68" fill={navy} />
      <path d="M432 63v16" stroke={navy} strokeWidth="3" strokeLinecap="round" />
    </Frame>
  );
}

/** Free Courses: a wall of course tiles in the category colours, with their ratings. */
export function CoursesIllustration() {
  const tiles = [
    { x: 48, y: 48, color: navy },
    { x: 190, y: 28, color: teal700 },
    { x: 332, y: 48, color: amber },
    { x: 48, y: 200, color: teal },
    { x: 190, y: 180, color: navy700 },
    { x: 332, y: 200, color: teal700 },
  ];
  return (
    <Frame>
      {tiles.map((tile, index) => (
        <g key={index}>
          <rect x={tile.x} y={tile.y} width="124" height="136" rx="14" fill="#fff" stroke={line} strokeWidth="2" />
          <path d={`M${tile.x} ${tile.y + 14}a14 14 0 0 1 14-14h96a14 14 0 0 1 14 14v42H${tile.x}z`} fill={tile.color} />
          <circle cx={tile.x + 100} cy={tile.y + 30} r="10" fill="#fff" opacity="0.25" />
          <rect x={tile.x + 14} y={tile.y + 70} width="84" height="7" rx="3.5" fill={navy} opacity="0.8" />
          <rect x={tile.x + 14} y={tile.y + 86} width="96" height="6" rx="3" fill={navy100} />
          <rect x={tile.x + 14} y={tile.y + 98} width="70" height="6" rx="3" fill={navy100} />
          {[0, 1, 2, 3, 4].map((star) => (
            <path
              key={star}
              transform={`translate(${tile.x + 14 + star * 14} ${tile.y + 112})`}
              d="M5 0l1.5 3.3 3.5.4-2.6 2.4.7 3.5L5 7.8 1.9 9.6l.7-3.5L0 3.7l3.5-.4z"
              fill={star < 4 || index % 2 === 0 ? amber : navy100}
            />
          ))}
        </g>
      ))}
      <circle cx="404" cy="330" r="30" fill={teal} />
      <path d="M390 330l10 10 18-20" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </Frame>
  );
}

/** Customer stories: a results chart climbing beside a customer's quote. */
export function StoriesIllustration() {
  return (
    <Frame>
      <rect x="170" y="60" width="270" height="200" rx="20" fill={navy} />
      {[0, 1, 2, 3, 4].map((bar) => (
        <rect key={bar} x={196 + bar * 46} y={220 - (bar + 1) * 26} width="28" height={(bar + 1) * 26} rx="6" fill={bar === 4 ? teal : navy700} />
      ))}
      <path d="M204 180l46-22 46 6 46-34 54-40" fill="none" stroke={amber} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M386 84l12-4-2 13" fill="none" stroke={amber} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="40" y="190" width="250" height="140" rx="20" fill="#fff" stroke={line} strokeWidth="2" />
      <path d="M66 220h18l-8 22h-14zM96 220h18l-8 22H92z" fill={teal} />
      <TextLines x={66} y={256} widths={[190, 170, 120]} />
      <circle cx="262" cy="300" r="14" fill={amber} />
      <rect x="196" y="296" width="52" height="7" rx="3.5" fill={navy} opacity="0.8" />
      <path d="M96 330l18 22 10-22z" fill="#fff" stroke={line} strokeWidth="2" strokeLinejoin="round" />
      <rect x="94" y="326" width="34" height="6" fill="#fff" />
      <g transform="translate(70 96)">
        <path d="M22 0C10 0 0 10 0 22c0 16 22 40 22 40s22-24 22-40C44 10 34 0 22 0z" fill={teal700} />
        <circle cx="22" cy="22" r="8" fill="#fff" />
      </g>
    </Frame>
  );
}

/** Partnerships: Siyana at the centre, linked to bronze, silver and gold partners. */
export function PartnersIllustration() {
  const partners = [
    { x: 90, y: 100, color: '#b4713d' },
    { x: 390, y: 110, color: '#8a96a8' },
    { x: 250, y: 330, color: amber },
  ];
  return (
    <Frame>
      {partners.map((partner, index) => (
        <path key={index} d={`M240 190L${partner.x} ${partner.y}`} stroke={teal700} strokeWidth="3" strokeDasharray="2 10" strokeLinecap="round" />
      ))}
      <circle cx="240" cy="190" r="70" fill="#fff" stroke={line} strokeWidth="2" />
      <rect x="200" y="150" width="80" height="80" rx="20" fill={navy} />
      <path d="M220 212v-34l20-11 20 11v34" fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round" />
      <path d="M214 198h14l6-12 9 20 6-10h17" fill="none" stroke={teal} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      {partners.map((partner, index) => (
        <g key={index} transform={`translate(${partner.x} ${partner.y})`}>
          <circle r="44" fill="#fff" stroke={line} strokeWidth="2" />
          <path d="M-14-30l-8 22h14l8-22zM14-30l8 22H8L0-30z" fill={navy700} />
          <circle cy="8" r="20" fill={partner.color} />
          <path d="M0-2l3 6.5 7 1-5 5 1.2 7L0 14l-6.2 3.5 1.2-7-5-5 7-1z" fill="#fff" opacity="0.9" />
        </g>
      ))}
    </Frame>
  );
}

/** Customer success: four rising steps toward the flag of lasting results. */
export function SuccessIllustration() {
  const steps = [0, 1, 2, 3];
  return (
    <Frame>
      <path d="M40 330H450" stroke={line} strokeWidth="3" strokeLinecap="round" />
      {steps.map((step) => {
        const x = 60 + step * 96;
        const height = 60 + step * 58;
        return (
          <g key={step}>
            <rect x={x} y={330 - height} width="80" height={height} rx="12" fill={step === 3 ? teal700 : step === 2 ? teal : step === 1 ? navy700 : navy} />
            <circle cx={x + 40} cy={330 - height + 30} r="16" fill="#fff" opacity="0.95" />
            <circle cx={x + 40} cy={330 - height + 30} r="6" fill={step === 3 ? amber : teal700} />
          </g>
        );
      })}
      <path d="M100 258C150 230 180 210 196 200s60-40 96-58 54-44 100-66" fill="none" stroke={amber} strokeWidth="4" strokeDasharray="2 10" strokeLinecap="round" />
      <path d="M392 94V30" stroke={navy} strokeWidth="5" strokeLinecap="round" />
      <path d="M394 32h48l-12 14 12 14h-48z" fill={amber} />
    </Frame>
  );
}
