const RADIUS = 52
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** The overall progress as a ring with the percentage in its middle. */
export function ProgressRing({ percent }: { percent: number }) {
  const value = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)))
  return (
    <div className="relative size-32 shrink-0">
      <svg
        viewBox="0 0 120 120"
        width="128"
        height="128"
        role="img"
        aria-label={`Overall progress: ${value}%`}
        className="size-32 -rotate-90"
      >
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          className="stroke-indigo-100"
        />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          className={`stroke-indigo-600 transition-[stroke-dashoffset] duration-700 motion-reduce:transition-none ${value === 0 ? 'opacity-0' : ''}`}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-2xl font-bold text-slate-900"
      >
        {value}%
      </span>
    </div>
  )
}
