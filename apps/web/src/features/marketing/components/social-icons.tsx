/** Simple line marks for the social networks, drawn to match lucide's 24 px grid and 1.75 stroke. */
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function InstagramMark({ className }: { className?: string }) {
  return (
    <svg {...base} aria-hidden="true" className={className}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function YoutubeMark({ className }: { className?: string }) {
  return (
    <svg {...base} aria-hidden="true" className={className}>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
    </svg>
  );
}

export function LinkedinMark({ className }: { className?: string }) {
  return (
    <svg {...base} aria-hidden="true" className={className}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16M8 8v.01M12 16v-3.2a2.3 2.3 0 0 1 4.6 0V16M12 10.5V16" />
    </svg>
  );
}

export function XMark({ className }: { className?: string }) {
  return (
    <svg {...base} aria-hidden="true" className={className}>
      <path d="M4 4l16 16M20 4 4 20" />
    </svg>
  );
}
