/** The Venue Pass mark; decorative, the surrounding link carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M8 9h4l4 11 4-11h4l-6.5 15h-3z" fill="#fff" />
    </svg>
  );
}
