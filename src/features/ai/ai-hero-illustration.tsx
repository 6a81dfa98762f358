/**
 * The hero's picture: a facility whose sensors report to an AI core, with an insight card.
 * Drawn inline (no image request), free of text so it suits both languages.
 */
export function AiHeroIllustration() {
  const windows = Array.from({ length: 7 }, (_, row) => Array.from({ length: 3 }, (_, col) => ({ row, col }))).flat();
  const lit = new Set(['1-1', '2-0', '3-2', '5-1', '6-0']);
  const bars = [34, 52, 44, 68, 58, 80];
  return (
    <svg viewBox="0 0 560 440" aria-hidden className="mx-auto h-auto w-full max-w-xl drop-shadow-xl" focusable="false">
      <defs>
        <linearGradient id="ai-hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#13294b" />
          <stop offset="1" stopColor="#06132a" />
        </linearGradient>
        <radialGradient id="ai-hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#14b3ae" stopOpacity="0.55" />
          <stop offset="1" stopColor="#14b3ae" stopOpacity="0" />
        </radialGradient>
        <pattern id="ai-hero-grid" width="28" height="28" patternUnits="userSpaceOnUse">
          <path d="M28 0H0v28" fill="none" stroke="#ffffff" strokeOpacity="0.05" />
        </pattern>
      </defs>

      <rect x="12" y="12" width="536" height="416" rx="32" fill="url(#ai-hero-bg)" />
      <rect x="12" y="12" width="536" height="416" rx="32" fill="url(#ai-hero-grid)" />

      {/* Status pill */}
      <rect x="40" y="40" width="150" height="34" rx="17" fill="#ffffff" fillOpacity="0.08" />
      <circle cx="60" cy="57" r="6" fill="#14b3ae" />
      <circle cx="60" cy="57" r="11" fill="none" stroke="#14b3ae" strokeOpacity="0.4" />
      <rect x="78" y="52" width="92" height="10" rx="5" fill="#ffffff" fillOpacity="0.35" />

      {/* Tower */}
      <rect x="56" y="118" width="128" height="262" rx="10" fill="#1d3a63" stroke="#ffffff" strokeOpacity="0.12" />
      <rect x="92" y="100" width="56" height="22" rx="6" fill="#1d3a63" stroke="#ffffff" strokeOpacity="0.12" />
      {windows.map(({ row, col }) => (
        <rect
          key={`${row}-${col}`}
          x={72 + col * 34}
          y={138 + row * 32}
          width="26"
          height="18"
          rx="4"
          fill={lit.has(`${row}-${col}`) ? (row === 3 ? '#f4a51c' : '#14b3ae') : '#ffffff'}
          fillOpacity={lit.has(`${row}-${col}`) ? 0.9 : 0.08}
        />
      ))}

      {/* Low-rise block */}
      <rect x="196" y="250" width="96" height="130" rx="10" fill="#13294b" stroke="#ffffff" strokeOpacity="0.12" />
      {[0, 1, 2].map((row) => (
        <rect key={row} x="210" y={268 + row * 34} width="68" height="18" rx="4" fill="#ffffff" fillOpacity={row === 1 ? 0.22 : 0.08} />
      ))}
      <rect x="40" y="380" width="480" height="3" rx="1.5" fill="#ffffff" fillOpacity="0.15" />

      {/* Sensor links to the AI core */}
      <g fill="none" stroke="#14b3ae" strokeWidth="2" strokeDasharray="5 7" strokeLinecap="round" strokeOpacity="0.75">
        <path d="M184 160 C 260 150, 320 160, 372 180" />
        <path d="M184 262 C 260 250, 320 230, 374 206" />
        <path d="M292 262 C 320 240, 350 230, 384 220" />
      </g>
      {[
        [184, 160],
        [184, 262],
        [292, 262],
      ].map(([cx, cy]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r="11" fill="#14b3ae" fillOpacity="0.2" />
          <circle cx={cx} cy={cy} r="5" fill="#14b3ae" />
        </g>
      ))}

      {/* AI core */}
      <circle cx="420" cy="190" r="96" fill="url(#ai-hero-glow)" />
      <circle cx="420" cy="190" r="62" fill="none" stroke="#14b3ae" strokeOpacity="0.35" strokeWidth="2" />
      <circle cx="420" cy="190" r="46" fill="#0b1f3a" stroke="#14b3ae" strokeWidth="3" />
      <path
        d="M420 160 C 423 180, 430 187, 450 190 C 430 193, 423 200, 420 220 C 417 200, 410 193, 390 190 C 410 187, 417 180, 420 160 Z"
        fill="#f4a51c"
      />
      <circle cx="444" cy="166" r="5" fill="#ffffff" />

      {/* Insight card */}
      <g>
        <rect x="316" y="276" width="208" height="124" rx="18" fill="#ffffff" />
        <rect x="336" y="294" width="84" height="10" rx="5" fill="#0b1f3a" fillOpacity="0.8" />
        <rect x="336" y="312" width="52" height="8" rx="4" fill="#51607a" fillOpacity="0.5" />
        <rect x="448" y="292" width="58" height="22" rx="11" fill="#d5f3f1" />
        <rect x="460" y="300" width="34" height="6" rx="3" fill="#0a6f6d" />
        {bars.map((height, index) => (
          <rect
            key={index}
            x={338 + index * 29}
            y={388 - height * 0.75}
            width="18"
            height={height * 0.75}
            rx="4"
            fill={index === bars.length - 1 ? '#f4a51c' : '#14b3ae'}
            fillOpacity={index === bars.length - 1 ? 1 : 0.45 + index * 0.1}
          />
        ))}
      </g>

      {/* Alert chip */}
      <g>
        <rect x="352" y="56" width="156" height="48" rx="14" fill="#ffffff" />
        <circle cx="376" cy="80" r="11" fill="#fdf0d6" />
        <path d="M376 73v8M376 85.5v.5" stroke="#b45309" strokeWidth="2.6" strokeLinecap="round" />
        <rect x="396" y="70" width="92" height="8" rx="4" fill="#0b1f3a" fillOpacity="0.8" />
        <rect x="396" y="84" width="64" height="7" rx="3.5" fill="#51607a" fillOpacity="0.45" />
      </g>
    </svg>
  );
}
