import { formatDate } from '@/lib/format'

/** A post's publication date, "Mar 14, 2026", machine-readable too. */
export function PostDate({ value, className = '' }: { value: string; className?: string }) {
  const label = formatDate(value)
  if (!label) return null
  return (
    <time dateTime={value} className={className}>
      {label}
    </time>
  )
}
