/** A five-pointed star, amber when filled; decorative (callers name the rating). */
export function StarIcon({ filled, className = '' }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className={`${filled ? 'fill-amber-400 stroke-amber-500' : 'fill-transparent stroke-slate-400'} ${className}`}
      strokeWidth="1.25"
    >
      <path d="M10 1.7l2.47 5.32 5.83.68-4.31 3.98 1.15 5.75L10 14.55l-5.14 2.88 1.15-5.75L1.7 7.7l5.83-.68L10 1.7z" />
    </svg>
  )
}
