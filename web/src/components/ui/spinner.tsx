interface SpinnerProps {
  /** Text for assistive technology; the ring itself is decorative. */
  label?: string
  className?: string
}

export function Spinner({ label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 rounded-full border-[3px] border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
      />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** Centred spinner for a whole page region while its code or data loads. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  )
}
