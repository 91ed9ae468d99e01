/** A drawn landscape with a motorhome: shipped as SVG, since no images can be fetched at run time. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 640 360" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6d8a8" />
          <stop offset="1" stopColor="#fdf3e1" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#hero-sky)" />
      <circle cx="500" cy="90" r="42" fill="#f2b35c" />
      <path d="M0 230 L90 150 L170 210 L260 120 L360 215 L450 140 L560 220 L640 170 L640 360 L0 360 Z" fill="#6f8f7a" />
      <path d="M0 260 L120 200 L230 250 L340 190 L470 255 L640 215 L640 360 L0 360 Z" fill="#3f6b55" />
      <path d="M60 248 l10 -34 l10 34 z M96 252 l12 -40 l12 40 z M540 250 l11 -36 l11 36 z M575 246 l9 -30 l9 30 z" fill="#24463a" />
      <rect y="286" width="640" height="74" fill="#2f3b36" />
      <rect x="0" y="318" width="640" height="6" fill="#e9e4d8" strokeDasharray="30 20" />
      <g transform="translate(200 186)">
        <rect x="0" y="20" width="210" height="86" rx="14" fill="#fbfaf6" />
        <path d="M150 20 h30 a30 30 0 0 1 30 30 v56 h-60 z" fill="#eef0ea" />
        <rect x="0" y="64" width="210" height="10" fill="#1f4d3a" />
        <rect x="16" y="34" width="52" height="24" rx="4" fill="#9cc3d5" />
        <rect x="80" y="34" width="52" height="24" rx="4" fill="#9cc3d5" />
        <path d="M160 32 h18 a20 20 0 0 1 20 20 v6 h-38 z" fill="#9cc3d5" />
        <rect x="8" y="0" width="120" height="26" rx="10" fill="#fbfaf6" />
        <circle cx="48" cy="108" r="17" fill="#1c2420" />
        <circle cx="48" cy="108" r="7" fill="#c9cfca" />
        <circle cx="168" cy="108" r="17" fill="#1c2420" />
        <circle cx="168" cy="108" r="7" fill="#c9cfca" />
      </g>
    </svg>
  );
}
