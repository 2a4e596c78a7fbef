/** Grey placeholder block shown while a figure loads; hidden from assistive tech. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-md bg-current opacity-15 motion-safe:animate-pulse ${className}`}
    />
  )
}
