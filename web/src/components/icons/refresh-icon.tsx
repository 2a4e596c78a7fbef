/** Two arrows in a circle ("refresh", "run again"); spins while the action runs. Decorative. */
export function RefreshIcon({ spinning = false }: { spinning?: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={spinning ? 'motion-safe:animate-spin' : ''}
    >
      <path d="M16 10a6 6 0 1 1-1.76-4.24M16 3.5v3.5h-3.5" />
    </svg>
  )
}
