/** Simple drawn glyphs for the social links (the icon set ships no brand marks). */
export function SocialIcon({ id }: { id: string }) {
  const common = { viewBox: '0 0 24 24', 'aria-hidden': true, className: 'size-5', fill: 'currentColor' } as const;
  switch (id) {
    case 'linkedin':
      return (
        <svg {...common}>
          <rect x="3" y="9" width="4" height="12" rx="0.5" />
          <circle cx="5" cy="5" r="2.2" />
          <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.2 0 4.2 2 4.2 5.1V21h-4v-6.2c0-1.5-.4-2.6-1.9-2.6-1.6 0-2.1 1.2-2.1 2.7V21h-4z" />
        </svg>
      );
    case 'x':
      return (
        <svg {...common}>
          <path d="M4 3h4.6l4.2 5.8L17.8 3H20l-6.2 7.3L20.6 21H16l-4.5-6.2L6.2 21H4l6.5-7.6z" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <path d="M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8zM10 15.1V8.9l5.2 3.1z" />
        </svg>
      );
  }
}
