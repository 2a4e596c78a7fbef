interface ProgressBarProps {
  /** 0-100. */
  value: number
  /** Names the bar for assistive technology. */
  label: string
  className?: string
}

/** A thin indigo bar (emerald once full) with its value exposed as a progressbar. */
export function ProgressBar({ value, label, className = '' }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`h-2 overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] motion-reduce:transition-none ${percent >= 100 ? 'bg-emerald-500' : 'bg-indigo-600'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
